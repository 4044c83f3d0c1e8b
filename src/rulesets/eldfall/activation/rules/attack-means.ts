/**
 * The means of a declared Attack that its card settles in the Action Step (M27, § STRIKE, § COMBAT ARTS): the one
 * Combat Art level it carries and how its Strikes are split between its targets. In the Active Role a model with
 * STK above 1 may aim its Strikes at up to STK targets, any number at each (STK 3 as 2 + 1), and may roll fewer
 * than its STK; each target takes at least one. Plain data in, a new state or a refusal (a localization key) out.
 */
import type { ActivationState, Refusal, Result, Target } from "./activation";

const refuse = (error: string): Refusal => ({ ok: false, error: `REALMS.Eldfall.Activation.Errors.${error}` });
const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Most targets (and Strikes) a split is worked out for: the card's target list is capped at 8. */
const MAX_SPLIT = 8;

/** The Strikes as evenly as they go over `targets` targets, the first ones taking the remainder (the card's default). */
export function evenSplit(total: number, targets: number): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(targets) || targets < 1 || total < targets) throw new RangeError(`cannot split ${total} Strikes over ${targets} targets`);
  return Array.from({ length: targets }, (_, i) => Math.floor(total / targets) + (i < total % targets ? 1 : 0));
}

/** Why this split of Strikes cannot be declared, or null: one whole number ≥ 1 per target, every target within reach, at most the Attack's Strikes in all. */
export function splitRefusal(split: readonly number[], total: number, inReach: readonly boolean[]): string | null {
  if (split.length !== inReach.length || split.length > MAX_SPLIT) return "splitTargets";
  if (split.some((n) => !Number.isInteger(n) || n < 1)) return "splitAtLeastOne";
  if (inReach.some((r) => !r)) return "splitOutOfReach";
  if (split.reduce((a, b) => a + b, 0) > total) return "splitTooMany";
  return null;
}

/** Most split buttons a card shows. */
const MAX_CHOICES = 12;

/**
 * The ways to put all `total` Strikes on `targets` targets, at least one each, the first target's share descending
 * (at most 12): the card's split buttons. A split of fewer Strikes is still valid (`splitRefusal`) but not offered.
 */
export function splitChoices(total: number, targets: number): number[][] {
  if (targets < 2 || targets > MAX_SPLIT || total < targets) return [];
  const out: number[][] = [];
  const walk = (left: number, slots: number, prefix: number[]) => {
    if (out.length >= MAX_CHOICES) return;
    if (slots === 1) {
      out.push([...prefix, left]);
      return;
    }
    for (let n = left - (slots - 1); n >= 1; n--) walk(left - n, slots - 1, [...prefix, n]);
  };
  walk(total, targets, []);
  return out;
}

/** The declared targets with the default split of the Attack's Strikes; refused when there are more targets than Strikes. */
export function strikeTargets(targets: readonly Target[], total: number): Result<Target[]> {
  if (targets.length > total) return refuse("tooManyTargets");
  if (targets.length < 2) return ok(targets.map((t) => ({ ...t, strikes: 1 })));
  const split = evenSplit(total, targets.length);
  return ok(targets.map((t, i) => ({ ...t, strikes: split[i]! })));
}

function declaredAttack(state: ActivationState): Result<NonNullable<ActivationState["action"]>> {
  if (state.step !== "action") return { ok: false, error: "REALMS.Eldfall.Activation.Errors.wrongStep", data: { step: "action" } };
  const action = state.action;
  if (action?.action !== "attack" || !action.means) return refuse("declareAttack");
  return ok(action);
}

/** The card's split control: the Strikes at each target of the declared Attack, in the Action Step. */
export function splitStrikes(state: ActivationState, split: readonly number[], inReach: readonly boolean[]): Result<ActivationState> {
  const declared = declaredAttack(state);
  if (!declared.ok) return declared;
  const action = declared.value;
  if (action.targets.length < 2) return refuse("splitOneTarget");
  if (action.fixedStk !== null) return refuse("dashStk");
  const why = splitRefusal(split, action.means!.strikes ?? action.targets.length, inReach);
  if (why) return refuse(why);
  return ok({ ...state, action: { ...action, targets: action.targets.map((t, i) => ({ ...t, strikes: split[i]! })) } });
}

/**
 * The card's Combat Art control: the level the declared Attack carries (once: declarations are final). The GM has
 * checked the model knows it for this Attack (`artChoice`) and worked out the Attack's Strikes with it; the split
 * starts even again over them.
 */
export function chooseArt(state: ActivationState, art: { readonly id: string; readonly level: number }, strikes: number): Result<ActivationState> {
  const declared = declaredAttack(state);
  if (!declared.ok) return declared;
  const action = declared.value;
  if (action.means!.combatArt) return refuse("artChosen");
  const targets = action.fixedStk !== null ? { ok: true as const, value: [...action.targets] } : strikeTargets(action.targets, strikes);
  if (!targets.ok) return targets;
  return ok({ ...state, action: { ...action, means: { ...action.means!, combatArt: { id: art.id, level: art.level }, strikes }, targets: targets.value } });
}
