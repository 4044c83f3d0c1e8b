/**
 * A Behavior row's condition from the Hostile's view (pure, M78): each clause (`AI_CONDITIONS`, with its number,
 * attack kind, State and negation) holds or not, and a clause about enemies also says which enemies meet it — the
 * row's candidates, from which the Target Priority picks. Clauses combine as "all" (the candidates meet every
 * enemy clause) or "any" (those of any clause that holds). "custom" is the GM's to judge.
 */
import { clauseGroups } from "./behavior-rows";
import type { Tile } from "../../../../core/rules/grid";
import type { AiClauseData, AiRowData } from "../../models/campaign-specs";
import { alliesOf, distance, validEnemies, type AiField, type AiModel } from "./ai-field";

/** The activated model's declared Attack, as a reactive Hostile sees it. */
export interface AttackSeen {
  readonly kind: "melee" | "ranged" | "spell";
  /** Ids of the models it targets. */
  readonly targets: readonly string[];
}

export interface AiContext {
  readonly field: AiField;
  readonly self: AiModel;
  /** Where the Hostile stands now (after its Movement Step, for the Action Step). */
  readonly at: Tile;
  /** It Ran in this Activation (the Action Step). */
  readonly ran?: boolean;
  /** The Reactive role: the activated enemy and its declared Attack (if any). */
  readonly activated?: AiModel | null;
  readonly attack?: AttackSeen | null;
}

export interface ClauseResult {
  readonly holds: boolean;
  /** The enemies meeting it; null: the clause is not about enemies. */
  readonly candidates: readonly AiModel[] | null;
}

export interface RowCondition {
  /** "custom" in a clause: the GM judges the row (it is proposed, flagged). */
  readonly holds: boolean | "gm";
  readonly candidates: readonly AiModel[] | null;
}

const plain = (holds: boolean): ClauseResult => ({ holds, candidates: null });
const among = (list: readonly AiModel[]): ClauseResult => ({ holds: list.length > 0, candidates: list });
const n = (c: AiClauseData, fallback = 0) => c.n ?? fallback;

function reachesWith(ctx: AiContext, kind: AiClauseData["attack"], target: AiModel): boolean {
  const d = distance(ctx.at, target.cell);
  return ctx.self.weapons.some((w) => (kind === "any" || w.type === kind) && (w.reach === null || d <= w.reach));
}

/** The attacker a reactive clause speaks of: the activated model, when its Attack targets this Hostile (of the kind asked). */
function attacker(ctx: AiContext, kind: AiClauseData["attack"] = "any"): AiModel | null {
  const a = ctx.activated;
  if (!a || !ctx.attack || !ctx.attack.targets.includes(ctx.self.id)) return null;
  return kind === "any" || ctx.attack.kind === kind ? a : null;
}

/** One clause, before its negation. */
function evaluate(ctx: AiContext, c: AiClauseData): ClauseResult {
  const { field, self, at } = ctx;
  const enemies = () => validEnemies(field, self);
  const act = ctx.activated && validEnemies(field, self).some((e) => e.id === ctx.activated!.id) ? ctx.activated : null;
  const activated = (test: (a: AiModel) => boolean) => among(act && test(act) ? [act] : []);
  switch (c.key) {
    case "always": return plain(true);
    case "enemyWithin": return among(enemies().filter((e) => distance(at, e.cell) <= n(c)));
    case "enemySameSpace": return among(enemies().filter((e) => distance(at, e.cell) === 0));
    case "enemyInLos": return among(enemies().filter((e) => field.sees(self, e, at)));
    case "enemyInAwareness": return among(enemies().filter((e) => field.aware(self, e, at)));
    case "enemyInReach": return among(enemies().filter((e) => reachesWith(ctx, c.attack, e)));
    case "engaged": return plain(self.states.includes("engaged"));
    case "notEngaged": return plain(!self.states.includes("engaged"));
    case "hpAtMost": return plain(self.hp <= n(c));
    case "allyWithin": return plain(alliesOf(field, self).some((a) => distance(at, a.cell) <= n(c)));
    case "allyEngaged": return plain(alliesOf(field, self).some((a) => a.states.includes("engaged") && (c.n === null || distance(at, a.cell) <= c.n)));
    case "selfState": return plain(!!c.state && self.states.includes(c.state));
    case "targetState": return among(enemies().filter((e) => !!c.state && e.states.includes(c.state)));
    case "activatedSameSpace": return activated((a) => distance(at, a.cell) === 0);
    case "activatedInLos": return activated((a) => field.sees(self, a, at));
    case "activatedWithin": return activated((a) => distance(at, a.cell) <= n(c));
    case "activatedInAwareness": return activated((a) => field.aware(self, a, at));
    case "targetOfAttack": { const a = attacker(ctx, c.attack); return among(a ? [a] : []); }
    case "attackerSameSpace": { const a = attacker(ctx); return among(a && distance(at, a.cell) === 0 ? [a] : []); }
    case "attackerInLos": { const a = attacker(ctx); return among(a && field.sees(self, a, at) ? [a] : []); }
    case "attackerInAwareness": { const a = attacker(ctx); return among(a && field.aware(self, a, at) ? [a] : []); }
    case "ranThisActivation": return plain(!!ctx.ran);
    case "custom": return plain(false);
    default: throw new RangeError(`unknown AI condition ${String((c as { key?: unknown }).key)}`);
  }
}

/** A clause with its negation: a negated clause only holds or not (it names no enemy). */
export function clauseHolds(ctx: AiContext, c: AiClauseData): ClauseResult {
  const r = evaluate(ctx, c);
  return c.negate ? plain(!r.holds) : r;
}

/** Clauses joined by "or": the enemies of any clause that holds (a clause that holds naming no enemy leaves every enemy a candidate). */
function anyOf(results: readonly ClauseResult[]): RowCondition {
  const held = results.filter((r) => r.holds);
  if (!held.length) return { holds: false, candidates: null };
  const lists = held.map((r) => r.candidates).filter((l): l is readonly AiModel[] => l !== null);
  if (lists.length < held.length) return { holds: true, candidates: null };
  const union = new Map<string, AiModel>();
  for (const l of lists) for (const m of l) union.set(m.id, m);
  return { holds: true, candidates: [...union.values()] };
}

/**
 * The row's condition: an "and" of "or" groups as the Behavior rules read a row (rules/behavior-rows.ts
 * `clauseGroups`); no clause: it always holds.
 */
export function rowCondition(ctx: AiContext, row: Pick<AiRowData, "conditions" | "any">): RowCondition {
  if (row.conditions.some((c) => c.key === "custom")) return { holds: "gm", candidates: null };
  let candidates: readonly AiModel[] | null = null;
  for (const group of clauseGroups(row)) {
    const r = anyOf(group.map((c) => clauseHolds(ctx, c)));
    if (!r.holds) return { holds: false, candidates: null };
    if (r.candidates) candidates = candidates === null ? r.candidates : candidates.filter((m) => r.candidates!.some((x) => x.id === m.id));
  }
  // "Within 2 spaces of an enemy and it is in LoS": the same enemy must meet both.
  if (candidates !== null && !candidates.length) return { holds: false, candidates: null };
  return { holds: true, candidates };
}
