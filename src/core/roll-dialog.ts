/**
 * The roll dialog: modifiers as switches, a situational value, and the exact odds updated live as
 * they change. Shift-click skips it (fast-forward); Alt and Ctrl ask for advantage/disadvantage-like
 * options where a ruleset has them.
 */
import { rollDialogContext, type Odds, type RollDialogInput } from "./roll-dialog-model";
import { percent } from "./format";
import { SYSTEM_PATH } from "./templates";

export interface ClickIntent { readonly fastForward: boolean; readonly advantage: boolean; readonly disadvantage: boolean }

export function clickIntent(event?: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } | null): ClickIntent {
  return { fastForward: !!event?.shiftKey, advantage: !!event?.altKey, disadvantage: !!(event?.ctrlKey || event?.metaKey) };
}

export interface DialogResult { readonly active: readonly string[]; readonly situational: number }

export async function rollDialog(input: RollDialogInput, evaluate: (shift: number) => Odds, intent: ClickIntent): Promise<DialogResult | null> {
  const defaults: DialogResult = { active: input.modifiers.filter((m) => m.active).map((m) => m.source), situational: input.situational };
  if (intent.fastForward) return defaults;
  const content = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/core/roll-dialog.hbs`, rollDialogContext(input, evaluate));

  const read = (form: HTMLFormElement): DialogResult => ({
    active: input.modifiers.filter((m) => (form.elements.namedItem(`mod.${m.source}`) as HTMLInputElement | null)?.checked).map((m) => m.source),
    situational: Math.trunc(Number((form.elements.namedItem("situational") as HTMLInputElement | null)?.value) || 0),
  });

  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: input.title },
    content,
    buttons: [{ action: "roll", label: game.i18n.localize("REALMS.Roll.roll"), icon: "fa-solid fa-dice", default: true,
      callback: (_event: Event, button: HTMLButtonElement) => read(button.form!) }],
    rejectClose: false,
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const form = dialog.element.querySelector("form");
      if (!form) return;
      form.addEventListener("input", () => {
        const state = read(form);
        const modifiers = input.modifiers.map((m) => ({ ...m, active: state.active.includes(m.source) }));
        const shift = modifiers.filter((m) => m.active).reduce((sum, m) => sum + m.value, state.situational);
        const odds = evaluate(shift);
        const target = form.querySelector("[data-odds='target']");
        const chance = form.querySelector("[data-odds='chance']");
        if (target) target.textContent = odds.target;
        if (chance) chance.textContent = percent(odds.chance);
        const rows = form.querySelectorAll<HTMLElement>(".realms-odds-table li");
        const max = Math.max(0, ...(odds.distribution ?? []).map((d) => d.p));
        (odds.distribution ?? []).forEach((d, i) => {
          const row = rows[i];
          if (!row) return;
          row.querySelector<HTMLElement>(".realms-bar")?.style.setProperty("--p", `${max ? Math.round((100 * d.p) / max) : 0}%`);
          const cells = row.querySelectorAll("span");
          if (cells[2]) cells[2].textContent = percent(d.p);
        });
      });
    },
  } as unknown as foundry.applications.api.DialogV2.WaitOptions);
  return result && typeof result === "object" ? (result as DialogResult) : null;
}
