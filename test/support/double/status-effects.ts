/**
 * Token statuses as Foundry v13 handles them (client/applications/hud/token-hud.mjs `_getStatusEffectChoices` and
 * its `effect` action; client/documents/actor.mjs `toggleStatusEffect`; active-effect.mjs `fromStatusEffect`;
 * signatures from foundry-vtt-types `Actor#toggleStatusEffect` and `Actor.ToggleStatusEffectOptions`):
 * - The HUD lists `CONFIG.statusEffects`. A status with an `_id` is active only when the actor has an effect with
 *   exactly that id carrying it; one without `_id` is active on any effect whose only status it is.
 * - A click calls `actor.toggleStatusEffect(id, {active: !shownActive, overlay: rightClick})`.
 * - The base `Actor#toggleStatusEffect` finds the effect by the status's `_id` (else by single status); it deletes
 *   it unless `active` is forced, or creates one from the status config with `keepId` unless forced inactive.
 * `ActorBase` is the global `Actor` of the double, so the system's Actor subclass is evaluated and its override runs
 * on double actors (`Class.prototype.toggleStatusEffect.call(actor, …)`).
 */
import { translate } from "../render";
import type { FakeActor } from "./documents";
import type { Obj } from "./base";
import { fakeCreateDialog } from "./create-dialog";

type ToggleOptions = Actor.ToggleStatusEffectOptions;

/** v13's default `CONFIG.statusEffects` (T/client/config.d.mts `statusEffects` @defaultValue); the double uses it for v14 too. */
export const CORE_STATUS_EFFECTS: readonly { id: string; name: string; img: string }[] = [
  ["dead", "Dead", "skull"], ["unconscious", "Unconscious", "unconscious"], ["sleep", "Asleep", "sleep"], ["stun", "Stunned", "daze"],
  ["prone", "Prone", "falling"], ["restrain", "Restrained", "net"], ["paralysis", "Paralysis", "paralysis"], ["fly", "Flying", "wing"],
  ["blind", "Blind", "blind"], ["deaf", "Deaf", "deaf"], ["silence", "Silenced", "silenced"], ["fear", "Fear", "terror"],
  ["burning", "Burning", "fire"], ["frozen", "Frozen", "frozen"], ["shock", "Shocked", "lightning"], ["corrode", "Corrode", "acid"],
  ["bleeding", "Bleeding", "blood"], ["disease", "Disease", "biohazard"], ["poison", "Poison", "poison"], ["curse", "Cursed", "sun"],
  ["regen", "Regen", "regen"], ["degen", "Degen", "degen"], ["hover", "Hover", "wingfoot"], ["burrow", "Burrow", "mole"],
  ["upgrade", "Upgrade", "upgrade"], ["downgrade", "Downgrade", "downgrade"], ["invisible", "Invisible", "invisible"], ["target", "Target", "target"],
  ["eye", "Marked", "eye"], ["bless", "Blessed", "angel"], ["fireShield", "FireShield", "fire-shield"], ["coldShield", "IceShield", "ice-shield"],
  ["magicShield", "MagicShield", "mage-shield"], ["holyShield", "HolyShield", "holy-shield"],
].map(([id, name, img]) => ({ id: id!, name: `EFFECT.Status${name!}`, img: `icons/svg/${img!}.svg` }));
interface StatusConfig { id: string; _id?: string; name: string; img?: string; description?: string }

const statusConfigs = () => (globalThis as unknown as { CONFIG: { statusEffects: StatusConfig[] } }).CONFIG.statusEffects;
/** Our keys through our lang file; Foundry's own (EFFECT.*) are not in it and stay keys. */
const localize = (key: string) => (key.startsWith("REALMS.") ? translate(key) : key);
const statusesOf = (effect: object) => new Set(((effect as Obj).statuses as Iterable<string> | undefined) ?? []);

export class ActorBase {
  declare effects: Obj[];
  declare statuses: Set<string>;
  declare createEmbeddedDocuments: FakeActor["createEmbeddedDocuments"];
  declare deleteEmbeddedDocuments: FakeActor["deleteEmbeddedDocuments"];

  async toggleStatusEffect(statusId: string, { active, overlay = false }: ToggleOptions = {}): Promise<Obj | boolean | undefined> {
    const status = statusConfigs().find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = status._id
      ? this.effects.filter((e) => e.id === status._id)
      : this.effects.filter((e) => statusesOf(e).size === 1 && statusesOf(e).has(statusId));
    if (existing.length) {
      if (active) return true;
      await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => String(e.id)));
      return false;
    }
    if (!active && active !== undefined) return undefined;
    const { id, ...data } = status;
    await this.createEmbeddedDocuments("ActiveEffect", [{ ...data, name: localize(status.name), statuses: [id], ...(overlay ? { flags: { core: { overlay: true } } } : {}) }], { keepId: true });
    return this.effects.at(-1);
  }

  static createDialog(_data?: object, _createOptions?: object, options?: object): Promise<null> {
    return fakeCreateDialog("Actor", options);
  }
}

// Drift in the official signature of Actor#toggleStatusEffect fails tsc here.
export const toggleSignature: (...args: Parameters<Actor.Implementation["toggleStatusEffect"]>) => Promise<unknown> = (id, options) =>
  ActorBase.prototype.toggleStatusEffect.call({ effects: [] } as never, id, options);

export class ItemBase {
  static createDialog(_data?: object, _createOptions?: object, options?: object): Promise<null> {
    return fakeCreateDialog("Item", options);
  }
}

export interface HudChoice { id: string; _id?: string; title: string; isActive: boolean; isOverlay: boolean }

/** What the token HUD shows for an actor's token. */
export function hudStatusChoices(actor: FakeActor): Record<string, HudChoice> {
  const choices: Record<string, HudChoice> = {};
  for (const s of statusConfigs()) choices[s.id] = { id: s.id, _id: s._id, title: localize(s.name), isActive: false, isOverlay: false };
  for (const effect of actor.effects) {
    for (const statusId of statusesOf(effect)) {
      const choice = choices[statusId];
      if (!choice) continue;
      if (choice._id ? choice._id !== effect.id : statusesOf(effect).size !== 1) continue;
      choice.isActive = true;
      if (((effect as unknown as Obj).flags as { core?: { overlay?: boolean } } | undefined)?.core?.overlay) choice.isOverlay = true;
      break;
    }
  }
  return choices;
}

/** A click on a status icon in the token HUD (button 2: right click, as an overlay). */
export async function clickHudStatus(actor: FakeActor, statusId: string, button: 0 | 2 = 0): Promise<unknown> {
  const choice = hudStatusChoices(actor)[statusId];
  if (!choice) throw new Error(`The HUD shows no status ${statusId}`);
  const documentClass = (globalThis as unknown as { CONFIG: { Actor: { documentClass: typeof ActorBase } } }).CONFIG.Actor.documentClass;
  return documentClass.prototype.toggleStatusEffect.call(actor as never, statusId, { active: !choice.isActive, overlay: button === 2 });
}
