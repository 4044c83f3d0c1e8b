/**
 * The rolls the GM's client makes for the Resolution Step outside an Attack's own dice: a Dodge roll against one
 * Attack, and an attack row as the dice flows read it. No roll dialog (the exact odds are on each card).
 */
import type { ClickIntent } from "../../../core/roll-dialog";
import { rollAttribute, type AttackRow } from "../dice/rolling";
import type { AttackProfile } from "../dice/attack-profiles";

export const FAST: ClickIntent = { fastForward: true, advantage: false, disadvantage: false };

export const rowOf = (p: AttackProfile): AttackRow => ({ label: p.name, kind: p.kind, stk: p.stk, pw: p.pw });

/** One Dodge roll (AG, halved without LoS; INT against Mindgame): whether it succeeded. */
export async function rollDodge(actor: Actor.Implementation, d: { reacting: boolean; halvedAg: boolean }, mindgame: boolean): Promise<boolean> {
  const card = mindgame
    ? await rollAttribute(actor, "int", { intent: FAST, halve: d.halvedAg ? 1 : 0, context: { role: d.reacting ? "reactive" : "active" } })
    : await rollAttribute(actor, "dodge", { intent: FAST, context: { lineOfSight: !d.halvedAg, role: d.reacting ? "reactive" : "active" } });
  return !!card?.side.dice[0]?.landed;
}

