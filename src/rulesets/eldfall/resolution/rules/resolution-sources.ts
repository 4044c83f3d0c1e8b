/**
 * Attacks the Resolution Step receives that no Attack roll made, and the Chain Attack offer that must be
 * answered before the DMG rolls. The space rules say who is where; these say what the Hit is.
 */
import type { AttackInput, ResolutionModel } from "./resolution-input";

/**
 * Trample: a Running model with it moves through smaller models; each one moved through or touched suffers a
 * Hit with Knockdown and PW equal to the trampler's T (a Dodge against this Attack avoids it).
 */
export function trampleAttack(id: string, trampler: ResolutionModel, trampled: readonly string[]): AttackInput {
  return {
    id, attacker: trampler.id, pw: trampler.t, traits: [{ id: "knockdown" }], tags: ["trample"],
    targets: trampled.map((target) => ({ target, hits: [{ critical: false }] })),
  };
}

export interface ChainAttackOffer {
  /** The model with Chain Attack that may make an unmodified STK 1 Attack (no AP, not a Reaction). */
  readonly model: string;
  readonly target: string;
  /** The allied Attack whose Hit opened it. */
  readonly after: string;
}

/**
 * Chain Attack: once per Activation Sequence, when an allied model scores a Hit on an enemy within this model's
 * LoS, it may Attack that enemy before the DMG rolls. One offer per model (the first Hit in declaration order;
 * the player may pick another target among `alternatives`). `sees(model, target)` is the sight rule.
 */
export function chainAttackOffers(
  models: readonly ResolutionModel[],
  attacks: readonly AttackInput[],
  sees: (model: string, target: string) => boolean,
  used: ReadonlySet<string> = new Set(),
): (ChainAttackOffer & { readonly alternatives: readonly string[] })[] {
  const byId = new Map(models.map((m) => [m.id, m]));
  const offers: (ChainAttackOffer & { alternatives: string[] })[] = [];
  for (const chainer of models) {
    if (!chainer.skills?.includes("chainAttack") || used.has(chainer.id)) continue;
    if (chainer.states.includes("incapacitated") || chainer.states.includes("dead")) continue;
    let offer: (ChainAttackOffer & { alternatives: string[] }) | null = null;
    for (const a of attacks) {
      const ally = a.attacker === null ? undefined : byId.get(a.attacker);
      if (!ally || ally.id === chainer.id || ally.side !== chainer.side || a.followUp === "chainAttack") continue;
      for (const t of a.targets) {
        const foe = byId.get(t.target);
        if (!foe || foe.side === chainer.side || !t.hits.length || !sees(chainer.id, foe.id)) continue;
        if (!offer) offer = { model: chainer.id, target: foe.id, after: a.id, alternatives: [] };
        else if (foe.id !== offer.target && !offer.alternatives.includes(foe.id)) offer.alternatives.push(foe.id);
      }
    }
    if (offer) offers.push(offer);
  }
  return offers;
}
