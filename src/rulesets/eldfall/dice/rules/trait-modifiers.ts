/**
 * What Traits do to one roll (§ TRAITS), as modifiers the roll pipeline adds to the States', Classes' and Skills':
 *   Surprise Attack — the target's OFF, DEF, ACC, AG and INT halved until the end of the Activation Sequence
 *                     (Vigilance and Construct are immune);
 *   Demon           — +4 to its Attack against a Panicked target (not a Demon);
 *   Brute           — +1 STK with a Two-Handed row;
 *   Unwieldy        — STK never above 1 for a Medium or smaller wielder; one Attack die rerolled when not Mounted;
 *   Menacing        — −2 M per level to an enemy that has LoS to it;
 *   Intimidating    — −6 M to a Panicked enemy that has LoS to it;
 *   Inspiring       — +6 M to another allied model within its Awareness.
 * A Trait the rules print on the model or on the row it attacks with counts (A60: a row's "this model" Trait is the
 * wielder's while it attacks with it). Each model's Morale Trait acts on its own, so two Menacing models both count.
 * Pure: the glue reads sight, Awareness and States and passes them in.
 */
import { SIZES } from "../../profile/rules/keys";
import { hasTrait, immuneTo, traitLevel, type TraitRef } from "../../profile/rules/traits";
import type { AttributeId } from "../../states/rules/states";
import type { Modifier, RollKind } from "./ability-modifiers";

/** The attributes a Surprise Attack halves on its target. */
export const SURPRISE_HALVED: readonly AttributeId[] = ["off", "def", "acc", "ag", "int"];
export const DEMON_BONUS = 4;
export const MENACING_PER_LEVEL = -2;
export const INTIMIDATING_MODIFIER = -6;
export const INSPIRING_MODIFIER = 6;

/** A model whose Morale Trait may reach the roller of an M roll, as the space sees the two. */
export interface MoraleSource {
  readonly traits: readonly TraitRef[];
  /** Same side (Affiliation) as the roller. */
  readonly ally: boolean;
  /** The roller has LoS to it (Menacing, Intimidating). */
  readonly seenByRoller: boolean;
  /** The roller is within its Awareness (Inspiring). */
  readonly rollerInAwareness: boolean;
}

export interface TraitRollInput {
  readonly roll: RollKind;
  readonly attribute?: AttributeId;
  /** The roller's own Traits, Size, States and whether it is Mounted. */
  readonly traits: readonly TraitRef[];
  readonly size: string;
  readonly states: readonly string[];
  readonly mounted?: boolean;
  /** The row it attacks with: its Traits and tags (twoHanded…). */
  readonly row?: { readonly traits: readonly TraitRef[]; readonly tags: readonly string[] } | null;
  /** The model it attacks. */
  readonly target?: { readonly traits: readonly TraitRef[]; readonly states: readonly string[] } | null;
  /** The roller is the target of a Surprise Attack in this Activation Sequence. */
  readonly surprised?: boolean;
  /** Other models on the field (an M roll reads their Morale Traits). */
  readonly others?: readonly MoraleSource[];
}

const trait = (id: string, level?: number) => ({ kind: "trait" as const, id, ...(level ? { level } : {}) });
const MEDIUM = SIZES.indexOf("medium");

/** Whether the roller at most Medium (Unwieldy's limit); an unknown Size reads as Medium. */
const mediumOrSmaller = (size: string) => Math.max(0, SIZES.indexOf(size as (typeof SIZES)[number])) <= MEDIUM;

/** The Traits' modifiers to one roll, in the order above. */
export function traitModifiers(input: TraitRollInput): Modifier[] {
  const out: Modifier[] = [];
  const attack = input.roll === "attack";
  const rowTraits = input.row?.traits ?? [];
  const carries = (id: string) => hasTrait(input.traits, id) || hasTrait(rowTraits, id);
  if (input.surprised && input.attribute && SURPRISE_HALVED.includes(input.attribute) && !immuneTo(input.traits, "surpriseAttack")) {
    out.push({ source: trait("surpriseAttack"), halve: 1 });
  }
  if (attack && input.target && carries("demon") && input.target.states.includes("panicked") && !hasTrait(input.target.traits, "demon")) {
    out.push({ source: trait("demon"), add: DEMON_BONUS });
  }
  if (attack && hasTrait(input.traits, "brute") && input.row?.tags.includes("twoHanded")) out.push({ source: trait("brute"), strikes: 1 });
  if (attack && hasTrait(rowTraits, "unwieldy")) {
    if (mediumOrSmaller(input.size)) out.push({ source: trait("unwieldy"), strikesOne: true });
    if (!input.mounted) out.push({ source: trait("unwieldy"), rerolls: { dice: 1, failedOnly: false } });
  }
  if (input.attribute === "m") out.push(...moraleModifiers(input.states, input.others ?? []));
  return out;
}

/** Menacing, Intimidating and Inspiring of the other models on an M roll. */
function moraleModifiers(states: readonly string[], others: readonly MoraleSource[]): Modifier[] {
  const out: Modifier[] = [];
  for (const o of others) {
    const menacing = traitLevel(o.traits, "menacing");
    if (!o.ally && o.seenByRoller && menacing) out.push({ source: trait("menacing", menacing), add: MENACING_PER_LEVEL * menacing });
    if (!o.ally && o.seenByRoller && states.includes("panicked") && hasTrait(o.traits, "intimidating")) {
      out.push({ source: trait("intimidating"), add: INTIMIDATING_MODIFIER });
    }
    if (o.ally && o.rollerInAwareness && hasTrait(o.traits, "inspiring")) out.push({ source: trait("inspiring"), add: INSPIRING_MODIFIER });
  }
  return out;
}
