/**
 * Gallery contexts for the apply-damage part with real math: the ruleset's packet (as its card posts it)
 * through the core pipeline and the ruleset's own steps, on the target's pool, as the actor models preview it.
 */
import { damagePartView, storeOutcome, targetKey, type DamagePartData } from "../../src/core/chat/damage-view";
import { onPool, resolveDamage, type DamageOutcome, type DamagePacket, type DamagePool, type DamageRules } from "../../src/core/rules/damage";
import { EN_WORDS } from "./render";

export interface DamageTarget {
  readonly name: string;
  readonly uuid: string;
  /** The pool damage comes off (null: damage is no number taken from a pool, as Elf's harm). */
  readonly pool: DamagePool | null;
  /** Shown as applied (its recorded math, Undo) rather than previewed (Apply). */
  readonly applied?: boolean;
}

/** The part's template context for a packet on targets, each previewed or applied. */
export function damagePartContext(packet: DamagePacket, rules: DamageRules, targets: readonly DamageTarget[]) {
  const outcomeOf = (t: DamageTarget): DamageOutcome => {
    const out = resolveDamage(packet, {}, rules);
    return t.pool ? onPool(out, t.pool) : out;
  };
  const refs = targets.map((t) => ({ name: t.name, uuid: t.uuid }));
  const applied = Object.fromEntries(targets.filter((t) => t.applied).map((t) => [targetKey(t.uuid), { outcome: storeOutcome(outcomeOf(t)), by: "gm", undone: false }]));
  const part: DamagePartData = { packet, targets: refs, applied, source: null };
  return damagePartView(part, refs, false, (r) => ({ preview: outcomeOf(targets.find((t) => t.uuid === r.uuid)!), mayChange: true }), EN_WORDS);
}
