/**
 * One Hostile's Activation and one Reaction from its Behavior card (pure, M74–M79): the first Movement row whose
 * condition holds and the move it makes (rules/ai-path.ts), then — from where it stands after moving — the first
 * Action row and its target and weapon; the Reactive side's first Reaction row against the activated model. The
 * rules' defaults: a Crouched Hostile cancels the State as it moves, an Immobilized one Dodges when no Action row
 * applies (M75); no row at all: it does not activate; a row that fires but cannot be carried out: Idle and
 * Nothing (M78 note 2). A Distracted Hostile neither activates nor reacts (A7).
 */
import type { Tile } from "../../../../core/rules/grid";
import { ownEntry } from "../../../../core/dice/guard";
import { firstRow } from "../../../../core/rules/hierarchy";
import { facingToward, type Facing } from "../../../../core/rules/grid-facing";
import type { AiRowData, BehaviorSystem } from "../../models/campaign-specs";
import type { Action } from "../../activation/rules/activation";
import { rowCondition, type AiContext, type AttackSeen } from "./ai-conditions";
import { distance, isDown, validEnemies, type AiField, type AiModel, type AiWeapon } from "./ai-field";
import { moveAway, moveToward, type PlannedMove } from "./ai-path";
import { chooseTarget, closestOf, type TargetChoice } from "./ai-target";
import type { AiBehavior } from "../../profile/rules/keys";
import type { MovementKind } from "../../space/rules/movement";

export type BehaviorCard = Pick<BehaviorSystem, "tier" | "targetPriority" | "active" | "reactive">;

export interface ModelRef { readonly id: string; readonly uuid: string; readonly name: string }
const ref = (m: AiModel): ModelRef => ({ id: m.id, uuid: m.uuid, name: m.name });

interface Picked {
  /** The row's place in its hierarchy (0-based); null: a default of the rules, not a row. */
  readonly row: number | null;
  readonly text: string;
  readonly behavior: AiBehavior | "default";
  readonly target: ModelRef | null;
  /** Equal targets the players choose between (the first is proposed). */
  readonly tied: readonly ModelRef[];
  /** The GM decides: a custom condition, behavior or Target Priority. */
  readonly gm: boolean;
}

export interface MovementPlan extends Picked {
  readonly kind: MovementKind;
  readonly path: readonly Tile[];
  readonly to: Tile;
  /** M75: a Crouched Hostile cancels the State in its Movement Step. */
  readonly crouch: "cancel" | null;
  /** Why it stays although its row said move (no route, a move the rules refuse, no target). */
  readonly stuck: string | null;
}

export interface ActionPlan extends Picked {
  readonly action: Action;
  readonly weapon: Pick<AiWeapon, "id" | "name" | "type"> | null;
  /** Why the row's Action became Nothing (no weapon reaches, no target); "immobilized": M75's Dodge. */
  readonly note: string | null;
  /** The facing it turns to as it declares an Action at a model (M74); null: unchanged. */
  readonly facing: Facing | null;
}

export interface ActivationPlan {
  readonly hostile: ModelRef;
  readonly movement: MovementPlan;
  readonly action: ActionPlan;
  /** Activated but unable to move or act (M78 note 2). */
  readonly idleNothing: boolean;
}

/** The GM's Edit: another row (index), another target (model id). */
export interface PlanOverrides {
  readonly movementRow?: number | null;
  readonly actionRow?: number | null;
  readonly target?: string | null;
}

export type NoActivation = "down" | "distracted" | "noAp" | "noRow";

const MOVE_KIND: Partial<Record<AiBehavior, { kind: "walk" | "run"; intent: "into" | "toward" | "away" }>> = {
  walkInto: { kind: "walk", intent: "into" }, walkToward: { kind: "walk", intent: "toward" }, runToward: { kind: "run", intent: "toward" },
  walkAway: { kind: "walk", intent: "away" }, runAway: { kind: "run", intent: "away" },
};
const ATTACKS: Partial<Record<AiBehavior, AiWeapon["type"]>> = { meleeAttack: "melee", rangedAttack: "ranged", spellAttack: "spell" };
const PLAIN_ACTION: Partial<Record<AiBehavior, Action>> = {
  dodge: "dodge", dodgeToward: "dodge", assist: "assist", perceive: "perceive", interact: "interact", nothing: "nothing",
};

/** Whether a model may not follow its Behavior at all now. */
export function cannotFollow(self: AiModel): NoActivation | null {
  if (isDown(self)) return "down";
  if (self.states.includes("distracted")) return "distracted";
  return null;
}

/** The row's target: the activated model, itself, the closest, or the best match to the card's Target Priority. */
function targetOf(ctx: AiContext, card: BehaviorCard, row: AiRowData, candidates: readonly AiModel[] | null, forced: string | null): TargetChoice {
  const pool = candidates ?? validEnemies(ctx.field, ctx.self);
  if (forced) {
    const m = validEnemies(ctx.field, ctx.self).find((e) => e.id === forced);
    if (m) return { target: m, tied: [], gm: false };
  }
  switch (row.target) {
    case "activated":
    case "attacker": return { target: ctx.activated ?? null, tied: [], gm: false };
    case "self": return { target: ctx.self, tied: [], gm: false };
    case "closest": return closestOf(pool, ctx.at);
    default: return chooseTarget(pool, card.targetPriority, ctx.at);
  }
}

/** The first row that holds (or the GM's pick), with its candidates. */
function pickRow(ctx: AiContext, rows: readonly AiRowData[], forced: number | null | undefined) {
  if (forced !== undefined && forced !== null) {
    const row = rows[forced];
    if (!row) return null;
    const c = rowCondition(ctx, row);
    return { index: forced, row, candidates: c.holds === true ? c.candidates : null, gm: c.holds === "gm" };
  }
  const hit = firstRow(rows, (row) => {
    const c = rowCondition(ctx, row);
    return c.holds === false ? null : c;
  });
  return hit ? { index: hit.index, row: hit.row, candidates: hit.found.candidates, gm: hit.found.holds === "gm" } : null;
}

function planMovement(field: AiField, self: AiModel, card: BehaviorCard, overrides: PlanOverrides): MovementPlan | null {
  const ctx: AiContext = { field, self, at: self.cell };
  const crouch = self.states.includes("crouched") ? "cancel" as const : null;
  const hit = pickRow(ctx, card.active.movement, overrides.movementRow);
  const stay = (picked: Picked, stuck: string | null): MovementPlan => ({ ...picked, kind: "idle", path: [], to: self.cell, crouch, stuck });
  if (!hit) return null;
  const { row, index } = hit;
  const base = { row: index, text: row.text, behavior: row.behavior } as const;
  const move = ownEntry(MOVE_KIND, row.behavior);
  if (row.behavior === "custom" || hit.gm) return stay({ ...base, target: null, tied: [], gm: true }, null);
  if (!move) return stay({ ...base, target: null, tied: [], gm: false }, null);
  const choice = targetOf(ctx, card, row, hit.candidates, overrides.target ?? null);
  const picked: Picked = { ...base, target: choice.target ? ref(choice.target) : null, tied: choice.tied.map(ref), gm: choice.gm };
  if (!choice.target) return stay(picked, "noTarget");
  const planned: PlannedMove = move.intent === "away"
    ? moveAway(field, self, choice.target.cell, move.kind)
    : moveToward(field, self, choice.target.cell, move.kind, move.intent);
  return { ...picked, kind: planned.kind, path: planned.path, to: planned.to, crouch, stuck: planned.stuck };
}

/** Weapons of a type that reach a model from `at`, the longest reach last (the first that reaches is used). */
function weaponFor(self: AiModel, type: AiWeapon["type"], at: Tile, target: AiModel): AiWeapon | null {
  const d = distance(at, target.cell);
  return self.weapons.find((w) => w.type === type && (w.reach === null || d <= w.reach)) ?? null;
}

function planAction(field: AiField, self: AiModel, card: BehaviorCard, at: Tile, ran: boolean, overrides: PlanOverrides): ActionPlan | null {
  const ctx: AiContext = { field, self, at, ran };
  const hit = pickRow(ctx, card.active.action, overrides.actionRow);
  const nothing = (picked: Picked, note: string | null): ActionPlan => ({ ...picked, action: "nothing", weapon: null, note, facing: null });
  if (!hit) {
    // M75: an Immobilized Hostile tries to cancel it with Dodge when no other Behavior applies.
    if (self.states.includes("immobilized")) return { row: null, text: "", behavior: "default", target: null, tied: [], gm: false, action: "dodge", weapon: null, note: "immobilized", facing: null };
    return null;
  }
  const { row, index } = hit;
  const base = { row: index, text: row.text, behavior: row.behavior } as const;
  if (row.behavior === "custom" || hit.gm) return nothing({ ...base, target: null, tied: [], gm: true }, null);
  const type = ownEntry(ATTACKS, row.behavior);
  if (type) {
    const pool = (hit.candidates ?? validEnemies(field, self)).filter((e) => weaponFor(self, type, at, e));
    const choice = targetOf(ctx, card, row, pool, overrides.target ?? null);
    const picked: Picked = { ...base, target: choice.target ? ref(choice.target) : null, tied: choice.tied.map(ref), gm: choice.gm };
    const weapon = choice.target ? weaponFor(self, type, at, choice.target) : null;
    if (!choice.target || !weapon) return nothing(picked, choice.target ? "noWeapon" : "noTarget");
    return { ...picked, action: "attack", weapon: { id: weapon.id, name: weapon.name, type: weapon.type }, note: null, facing: facingToward(at, choice.target.cell, self.facing) };
  }
  const action = ownEntry(PLAIN_ACTION, row.behavior);
  if (!action) return nothing({ ...base, target: null, tied: [], gm: false }, "notAnAction");
  const choice = action === "nothing" ? { target: null, tied: [], gm: false } : targetOf(ctx, card, row, hit.candidates, overrides.target ?? null);
  return {
    ...base, target: choice.target ? ref(choice.target) : null, tied: choice.tied.map(ref), gm: choice.gm, action, weapon: null, note: null,
    facing: choice.target && choice.target.id !== self.id ? facingToward(at, choice.target.cell, self.facing) : null,
  };
}

/**
 * The Activation a Hostile's card proposes, or why it does not activate. The Action rows are read from where the
 * planned move ends (and whether it Ran).
 */
export function planActivation(field: AiField, selfId: string, card: BehaviorCard, overrides: PlanOverrides = {}): ActivationPlan | NoActivation {
  const self0 = field.model(selfId);
  const why = cannotFollow(self0);
  if (why) return why;
  if (self0.ap <= 0) return "noAp";
  const movement = planMovement(field, self0, card, overrides);
  const ran = movement?.kind === "run";
  const at = movement?.to ?? self0.cell;
  const action = planAction(field, self0, card, at, ran, overrides);
  if (!movement && !action) return "noRow";
  const none: Picked = { row: null, text: "", behavior: "default", target: null, tied: [], gm: false };
  const mv: MovementPlan = movement ?? { ...none, kind: "idle", path: [], to: self0.cell, crouch: self0.states.includes("crouched") ? "cancel" : null, stuck: null };
  const act: ActionPlan = action ?? { ...none, action: "nothing", weapon: null, note: null, facing: null };
  return { hostile: ref(self0), movement: mv, action: act, idleNothing: mv.kind === "idle" && act.action === "nothing" };
}

/**
 * Whether the Hostile's behavior fires now (some Movement row holds, an Action row holds where it stands, or M75's
 * Dodge) without planning the route: the cheap test for Hostiles tied with the one proposed.
 */
export function fires(field: AiField, selfId: string, card: BehaviorCard): boolean {
  const self = field.model(selfId);
  if (cannotFollow(self) || self.ap <= 0) return false;
  if (self.states.includes("immobilized")) return true;
  const ctx: AiContext = { field, self, at: self.cell };
  return [...card.active.movement, ...card.active.action].some((row) => rowCondition(ctx, row).holds !== false);
}

export const isPlan = (p: ActivationPlan | NoActivation): p is ActivationPlan => typeof p === "object";

export interface ReactionPlan extends Picked {
  /** The Reaction's Normal Action. */
  readonly action: Action;
  /** The weapon type an Attack wants (the window offers the weapons). */
  readonly attack: AiWeapon["type"] | null;
  /** Dodge "and move toward the attacker": the model it moves toward. */
  readonly toward: ModelRef | null;
}

/**
 * The Reaction a Hostile's REACTIVE hierarchy makes against the activated model (its only possible target, M78);
 * null when no row applies (it does not react), when it is Distracted (A7) or down.
 */
export function planReaction(field: AiField, selfId: string, card: BehaviorCard, activatedId: string, attack: AttackSeen | null): ReactionPlan | null {
  const self = field.model(selfId);
  if (cannotFollow(self)) return null;
  const activated = field.model(activatedId);
  const ctx: AiContext = { field, self, at: self.cell, activated, attack };
  const hit = pickRow(ctx, card.reactive.reaction, undefined);
  if (!hit) return null;
  const { row, index } = hit;
  const valid = validEnemies(field, self).some((e) => e.id === activated.id);
  const base: Picked = { row: index, text: row.text, behavior: row.behavior, target: valid ? ref(activated) : null, tied: [], gm: hit.gm || row.behavior === "custom" };
  const type = ownEntry(ATTACKS, row.behavior) ?? null;
  if (type) return valid ? { ...base, action: "attack", attack: type, toward: null } : { ...base, action: "nothing", attack: null, toward: null };
  const action = ownEntry(PLAIN_ACTION, row.behavior) ?? "nothing";
  return { ...base, action, attack: null, toward: row.behavior === "dodgeToward" ? ref(activated) : null };
}
