/**
 * Checks: the core roll dialog offers every ability use by name with its exact chance (both critical rules, the
 * +5 cap and the cursed critical-failure range counted), then real dice and the check card. A damage roll may be
 * exempt from the +5 cap (aimed shot, crushing blow): a per-roll option in the dialog.
 */
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import type { DialogModifier, Odds } from "../../../core/roll-dialog-model";
import { postRollCard } from "../../../core/chat/cards";
import { ref } from "../../../core/refs";
import { Refusal, warnRefusal } from "../../../core/gm";
import { abilityUse, rollableUses, type AbilityUse } from "../creatures/rules/abilities";
import { checkOdds, DEFAULT_DIFFICULTY, resolveCheck, type CheckResult } from "./rules/check";
import type { CheckCard, ModifierLine } from "./cards";
import { CHECK_CARD } from "./card-kinds";
import { TwoD6CheckRoll } from "../rolls";
import { facesOf } from "../../../core/rolls";
import { actorSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";
import { refuseLostTurn } from "./lost-turn";
import { checkDialogFrame } from "./rules/check-dialog";
import { worldWords } from "../../../core/plural";

export interface CheckRequest {
  readonly use?: string;
  readonly difficulty?: number;
  /** Overrides the use's own (an item or ability that may succeed critically). */
  readonly canCrit?: boolean;
  /** Melee or ranged damage an ability lets exceed +5. */
  readonly capExempt?: boolean;
  /** Extra lines (a weapon's bonus), each on by default. */
  readonly extra?: readonly DialogModifier[];
}

const RESULTS: readonly CheckResult[] = ["criticalFailure", "failure", "success", "criticalSuccess"];
const CRIT_MODE = "crit";

/** The dialog's cap exemption: a switch with no number ("Ability Modifiers": aimed shot, crushing blow). */
export const CAP_EXEMPT = "capExempt";
export const capExemptOption = (active: boolean): DialogModifier => ({ source: CAP_EXEMPT, label: "REALMS.Twod6.Attack.capExemptOption", value: 0, active, option: true });

/** Only melee, ranged and thrown damage rolls may exceed +5; the switch leaves every other use capped. */
const exempt = (use: AbilityUse | null, req: CheckRequest, active: readonly string[] | undefined) =>
  !!use && use.kind === "damage" && (active ? active.includes(CAP_EXEMPT) : req.capExempt ?? false);

/** The sustenance penalty line every ability-based roll carries (on, and shown), plus the request's own. */
export function checkModifiers(actor: Actor.Implementation, extra: readonly DialogModifier[] = []): DialogModifier[] {
  const penalty = actorSystem(actor, TWOD6_ACTOR_TYPES).rules.penalty;
  return [...(penalty ? [{ source: "sustenance", label: "REALMS.Twod6.Check.sustenance", value: penalty, active: true }] : []), ...extra];
}

/** The dialog's odds: the chosen use's ability modifier added to the switched-on lines, then the exact odds. */
export function checkDialogOdds(actor: Actor.Implementation, req: CheckRequest, localize: (k: string) => string) {
  const rules = actorSystem(actor, TWOD6_ACTOR_TYPES).rules;
  return (shift: number, choices: { mode?: string; target?: string; active?: readonly string[] }): Odds => {
    const difficulty = Number.parseInt(choices.target ?? "", 10);
    if (!Number.isInteger(difficulty) || Math.abs(difficulty) > 1000) return { target: localize("REALMS.Twod6.Check.invalidDifficulty"), chance: null, distribution: [] };
    const use = choices.mode && choices.mode !== CRIT_MODE ? abilityUse(choices.mode) : req.use ? abilityUse(req.use) : null;
    const o = checkOdds({
      base: shift + (use ? rules.modifiers[use.ability] : 0), difficulty, canCrit: req.canCrit ?? use?.canCrit ?? false,
      capExempt: exempt(use, req, choices.active), critFailModifier: rules.critFailModifier,
    });
    return {
      target: `${localize("REALMS.Twod6.Check.difficulty")} ${difficulty}`, chance: o.success,
      distribution: RESULTS.map((r) => ({ label: localize(`REALMS.Twod6.Result.${r}`), p: o.chance[r] })),
    };
  };
}

const useLabel = (u: AbilityUse) => `REALMS.Twod6.Use.${u.id}`;

/** Roll a check for an actor: the dialog (skipped on fast-forward), the dice, the card. */
export async function rollCheck(actor: Actor.Implementation, req: CheckRequest, intent: ClickIntent): Promise<ChatMessage.Implementation | null> {
  // A slow check took this creature's action: nothing to roll in its turn.
  if (refuseLostTurn(actor)) return null;
  const localize = (k: string) => game.i18n.localize(k);
  const rules = actorSystem(actor, TWOD6_ACTOR_TYPES).rules;
  const modifiers = [...checkModifiers(actor, req.extra), capExemptOption(req.capExempt ?? false)];
  const uses = rollableUses();
  const choice = await rollDialog({
    title: game.i18n.format("REALMS.Twod6.Check.title", { actor: actor.name ?? "", label: req.use ? localize(useLabel(abilityUse(req.use))) : localize("REALMS.Twod6.Check.free") }),
    ...checkDialogFrame(rules.critFailModifier, worldWords()), situational: 0, modifiers, modesLabel: "REALMS.Twod6.Check.use",
    modes: uses.map((u) => ({ id: u.id, label: useLabel(u) })), mode: req.use ?? uses[0]!.id,
    entry: { label: "REALMS.Twod6.Check.difficulty", value: String(req.difficulty ?? DEFAULT_DIFFICULTY), editable: req.difficulty === undefined },
  }, checkDialogOdds(actor, req, localize), intent);
  if (!choice) return null;
  const difficulty = Number.parseInt(String(choice.target ?? req.difficulty ?? DEFAULT_DIFFICULTY), 10);
  if (!Number.isInteger(difficulty) || Math.abs(difficulty) > 1000) {
    warnRefusal(new Refusal("REALMS.Twod6.Check.invalidDifficulty"));
    return null;
  }
  const use = abilityUse(choice.mode && uses.some((u) => u.id === choice.mode) ? choice.mode : req.use ?? uses[0]!.id);
  const lines: ModifierLine[] = [
    { label: `REALMS.Twod6.Ability.${use.ability}.name`, value: rules.modifiers[use.ability], i18n: true },
    ...modifiers.filter((m) => !m.option && choice.active.includes(m.source)).map((m) => ({ label: m.label, value: m.value, i18n: m.i18n ?? true })),
    ...(choice.situational ? [{ label: "REALMS.Roll.situational", value: choice.situational, i18n: true }] : []),
  ];
  const spec = {
    base: lines[0]!.value, adds: lines.slice(1).map((l) => l.value), difficulty, canCrit: req.canCrit ?? use.canCrit,
    capExempt: exempt(use, req, choice.active), critFailModifier: rules.critFailModifier,
  };
  const roll = new TwoD6CheckRoll("2d6");
  await roll.evaluate();
  const r = resolveCheck(spec, facesOf(roll).slice(0, 2));
  const card: CheckCard = {
    actor: ref(actor), use: use.id, ability: use.ability, label: localize(useLabel(use)), dice: facesOf(roll).slice(0, 2), natural: r.natural,
    modifiers: lines, modifier: r.modifier, uncapped: lines.reduce((s, l) => s + l.value, 0), capExempt: spec.capExempt, difficulty, total: r.total,
    result: r.result, canCrit: spec.canCrit, critFailThrough: r.critFailThrough, cursed: rules.critFailModifier, chance: checkOdds(spec).success,
  };
  return (await postRollCard(roll, CHECK_CARD.id, card, { actor })) as ChatMessage.Implementation | null;
}
