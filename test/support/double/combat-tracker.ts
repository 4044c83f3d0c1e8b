/**
 * The combat tracker a user sees, after v13's CombatTracker (client/applications/sidebar/tabs/combat-tracker.d.mts;
 * its templates templates/sidebar/tabs/combat/{header,tracker,footer}.hbs as read): a header, one row per turn
 * (`li.combatant[data-combatant-id]` with its `.token-name` holding `strong.name`), and the footer's controls.
 * v14 (REALMS_FOUNDRY=14): the same markup. The v14 declarations (T14 client/applications/sidebar/tabs/combat-tracker.d.mts)
 * carry no template; peers verified on v14 read these rows unbranched (dnd5e 5.3.3 groups `[data-combatant-id]` rows
 * of `.combat-tracker`), and nothing shows v14 changed them, so both modes render them. The GM gets Start Combat
 * before round 1, then previous/next round and turn (End Combat is left out); a player gets previous turn and End Turn only
 * while owning the current combatant (`combat.combatant.isOwner`), else nothing. A control calls the Combat method
 * of its name, as the tracker's action does, on the current user's client. Each row shows the GM its Toggle Defeated
 * control (`[data-action="toggleDefeated"]`; CombatTracker#_onToggleDefeatedStatus: the combatant's `defeated` flips,
 * then its actor's `toggleStatusEffect(CONFIG.specialStatusEffects.DEFEATED, {overlay: true, active})`, v13 and v14
 * alike per their declarations). Rendering fires `renderCombatTracker` with the tracker element, so the system's own
 * additions (the structure bar, Activate buttons) are there too.
 */
import type { FakeCombat, FakeCombatant } from "./combat";

const g = globalThis as unknown as {
  game: { user: { isGM: boolean } }; Hooks: { callAll(hook: string, ...args: unknown[]): true }; CONFIG: { specialStatusEffects: Record<string, string> };
};

/** CombatTracker#_onToggleDefeatedStatus. */
async function toggleDefeated(combatant: FakeCombatant): Promise<void> {
  const isDefeated = !combatant.isDefeated;
  await combatant.update({ defeated: isDefeated });
  await combatant.actor?.toggleStatusEffect(g.CONFIG.specialStatusEffects.DEFEATED!, { overlay: true, active: isDefeated });
}

type Control = "startCombat" | "previousRound" | "previousTurn" | "nextTurn" | "nextRound";

function controlsFor(combat: FakeCombat): Control[] {
  if (g.game.user.isGM) return combat.round < 1 ? ["startCombat"] : ["previousRound", "previousTurn", "nextTurn", "nextRound"];
  return combat.round >= 1 && combat.combatant?.isOwner ? ["previousTurn", "nextTurn"] : [];
}

export interface RenderedTracker {
  readonly element: HTMLElement;
  /** The footer controls shown to this user. */
  readonly controls: readonly Control[];
  /** Press a footer control: rejects when this user is not shown it, else resolves with what the Combat method did. */
  press(control: Control): Promise<unknown>;
  /** Press a row's Toggle Defeated control: rejects when this user is not shown it. */
  toggleDefeated(combatantId: string): Promise<unknown>;
}

/** Render the tracker for the current user's client. */
export function renderCombatTracker(combat: FakeCombat): RenderedTracker {
  const element = document.createElement("section");
  element.className = "combat-tracker sidebar-tab";
  const header = document.createElement("header");
  header.className = "combat-tracker-header";
  const list = document.createElement("ol");
  list.className = "combat-tracker plain";
  const pending: Promise<unknown>[] = [];
  for (const c of combat.turns) {
    const li = document.createElement("li");
    li.className = `combatant${c === combat.combatant ? " active" : ""}`;
    li.dataset.combatantId = c.id;
    const name = document.createElement("div");
    name.className = "token-name";
    const strong = document.createElement("strong");
    strong.className = "name";
    strong.textContent = c.name;
    name.append(strong);
    li.append(name);
    if (g.game.user.isGM) {
      const skull = document.createElement("button");
      skull.type = "button";
      skull.className = "inline-control combatant-control icon fa-solid fa-skull";
      skull.dataset.action = "toggleDefeated";
      skull.addEventListener("click", () => void pending.push(toggleDefeated(c)));
      li.append(skull);
    }
    list.append(li);
  }
  const controls = controlsFor(combat);
  const footer = document.createElement("nav");
  footer.className = "combat-controls";
  for (const control of controls) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.action = control;
    button.addEventListener("click", () => void pending.push((combat[control] as () => Promise<unknown>).call(combat)));
    footer.append(button);
  }
  element.append(header, list, footer);
  g.Hooks.callAll("renderCombatTracker", { viewed: combat }, element, {}, {});
  return {
    element, controls,
    async press(control) {
      const button = footer.querySelector<HTMLButtonElement>(`[data-action="${control}"]`);
      if (!button) throw new Error(`The tracker shows no ${control} control to this user`);
      button.click();
      return pending.shift();
    },
    async toggleDefeated(combatantId) {
      const button = list.querySelector<HTMLButtonElement>(`[data-combatant-id="${combatantId}"] [data-action="toggleDefeated"]`);
      if (!button) throw new Error(`The tracker shows this user no Toggle Defeated control for ${combatantId}`);
      button.click();
      return pending.shift();
    },
  };
}
