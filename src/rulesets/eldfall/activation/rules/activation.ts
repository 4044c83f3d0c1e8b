/**
 * The Activation Sequence as a pure step machine (M21, M26–M27, M31; [§ ACTIVATION SEQUENCE, ACTIVE AND REACTIVE
 * ROLES, LIST OF MOVEMENT, LIST OF ACTIONS]). One activation spends 1 AP and walks five steps; a hero's
 * Reaction Step follows its Action Step, a Hostile's precedes it (A1). What a model may declare in each step is
 * decided from plain data (its States, Skills, AP), and every declaration is final: the machine refuses a
 * second one. The whole sequence is plain data, so a chat card can carry it in its system data.
 */

export const SIDES = ["heroes", "hostiles"] as const;
export type Side = (typeof SIDES)[number];

export const STEPS = ["activation", "movement", "action", "reaction", "resolution", "done"] as const;
export type Step = (typeof STEPS)[number];

/** Hero activation: Action then Reaction; Hostile activation: Reaction then Action (A1). */
export const STEP_ORDER: Readonly<Record<Side, readonly Step[]>> = {
  heroes: ["activation", "movement", "action", "reaction", "resolution", "done"],
  hostiles: ["activation", "movement", "reaction", "action", "resolution", "done"],
};

export const MOVEMENTS = ["walk", "idle", "run", "climb", "jump"] as const;
export type Movement = (typeof MOVEMENTS)[number];
export const ACTIONS = ["attack", "assist", "dodge", "perceive", "interact", "trade", "deathblow", "nothing", "ritual"] as const;
export type Action = (typeof ACTIONS)[number];
/** The Normal Actions, the only ones a Reaction may be (M28). */
export const NORMAL_ACTIONS: readonly Action[] = ["attack", "assist", "dodge", "perceive", "interact", "trade", "deathblow", "nothing"];

export type MovementKind = "normal" | "special";
export type ActionKind = "normal" | "special";
export type AttackType = "melee" | "ranged";

/** What the machine reads of a model: its side, AP, States and Skills (ids of rules/keys.ts), and burden. */
export interface ModelFacts {
  readonly side: Side;
  readonly ap: number;
  readonly states: readonly string[];
  /** Skill id → level (1 for a Skill without levels). */
  readonly skills: Readonly<Record<string, number>>;
  /** Inventory weight above its X (rules/profile.ts): no Movement, no Special Action. */
  readonly overEncumbered: boolean;
}

const has = (m: ModelFacts, state: string) => m.states.includes(state);
const skill = (m: ModelFacts, id: string) => (m.skills[id] ?? 0) > 0;

/** Climbing makes Climb, Leap makes Jump a Normal Movement; Walk and Idle are Normal, the rest Special. */
export function movementKind(movement: Movement, m: Pick<ModelFacts, "skills">): MovementKind {
  if (movement === "walk" || movement === "idle") return "normal";
  if (movement === "climb" && (m.skills.climbing ?? 0) > 0) return "normal";
  if (movement === "jump" && (m.skills.leap ?? 0) > 0) return "normal";
  return "special";
}

export const actionKind = (action: Action): ActionKind => (action === "ritual" ? "special" : "normal");

/** The Movement Skills declared with the Movement (M26). */
export const MOVEMENT_SKILLS = ["dash", "flight", "flicker", "hitAndRetreat"] as const;
export type MovementSkill = (typeof MOVEMENT_SKILLS)[number];

export interface MovementDeclaration {
  readonly movement: Movement;
  readonly skills: readonly MovementSkill[];
  /** Enter or cancel Crouched with the Movement (M26), or neither. */
  readonly crouch: "enter" | "cancel" | null;
}

export interface AttackMeans {
  readonly type: AttackType;
  /** The Item or Spell (item id), or null for the built-in Unarmed Attack. */
  readonly itemId: string | null;
  readonly itemName: string;
  readonly skills: readonly string[];
  /** The Combat Art level it carries (chosen on the card, checked by the GM against the model's Combat Art items). */
  readonly combatArt: { readonly id: string; readonly level: number } | null;
  /** Its Strikes (STK with the model's modifiers and its art), as the GM worked them out for the split; null for a Reaction's. */
  readonly strikes?: number | null;
}

export interface Target { readonly uuid: string; readonly name: string; readonly strikes: number }

export interface ActionDeclaration {
  readonly action: Action;
  readonly targets: readonly Target[];
  readonly means: AttackMeans | null;
  /** Dash: an unmodified STK 1 Attack after a Run (M19). */
  readonly fixedStk: 1 | null;
}

export type Refusal = { readonly ok: false; readonly error: string; readonly data?: Readonly<Record<string, string>> };
export type Result<T> = { readonly ok: true; readonly value: T } | Refusal;
const refuse = (error: string, data?: Record<string, string>): Refusal => ({ ok: false, error: `REALMS.Eldfall.Activation.Errors.${error}`, ...(data ? { data } : {}) });
const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Why a model cannot activate or react now, or null. */
export function cannotAct(m: ModelFacts): string | null {
  if (has(m, "dead")) return "dead";
  if (has(m, "incapacitated")) return "incapacitated";
  // A7: a Distracted Hostile neither activates nor reacts.
  if (has(m, "distracted")) return "distracted";
  if (m.ap < 1) return "noAp";
  return null;
}

/** The Movements a model may declare now, each with why not when it may not. */
export function movementAllowed(m: ModelFacts, d: MovementDeclaration, panicked: PanicOutcome): string | null {
  const kind = movementKind(d.movement, m);
  if (panicked === "failed") return d.movement === "run" ? null : "panicRun";
  if (d.movement !== "idle" && (has(m, "immobilized") || m.overEncumbered)) return has(m, "immobilized") ? "immobilized" : "overEncumbered";
  // Engaged: only Idle or Walk (straight at an enemy engaging it: the path check is rules/movement.ts'), unless Hit and Retreat cancels it.
  const engaged = has(m, "engaged") && !d.skills.includes("hitAndRetreat");
  if (engaged && d.movement !== "idle" && d.movement !== "walk") return "engagedMove";
  // Crouched allows only Normal Movement unless it is cancelled at the start of this Movement Step.
  if (kind === "special" && has(m, "crouched") && d.crouch !== "cancel") return "crouchedMove";
  for (const s of d.skills) {
    if (!skill(m, s)) return "noSkill";
    if (s === "dash" && d.movement !== "run") return "dashNeedsRun";
    if (s === "flight" && engaged && !has(m, "flying")) return "flightEngaged";
  }
  if (d.crouch === "enter" && (has(m, "crouched") || has(m, "flying"))) return "crouchEnter";
  if (d.crouch === "cancel" && !has(m, "crouched")) return "crouchCancel";
  return null;
}

/**
 * Whether an Action may follow the declared Movement in the Active Role (Normal + Normal, Idle + Special,
 * Special + Nothing, Run + Dash's STK 1 Attack), and what the model's States allow.
 */
export function actionAllowed(m: ModelFacts, movement: MovementDeclaration, d: ActionDeclaration, panicked: PanicOutcome): string | null {
  if (panicked === "failed" && d.action !== "nothing") return "panicNothing";
  const moveKind = movementKind(movement.movement, m);
  const kind = actionKind(d.action);
  if (moveKind === "special") {
    const dash = movement.movement === "run" && movement.skills.includes("dash") && d.action === "attack";
    if (d.action !== "nothing" && !dash) return "specialMoveNothing";
    if (dash && d.fixedStk !== 1) return "dashStk";
  }
  if (kind === "special") {
    if (movement.movement !== "idle") return "specialNeedsIdle";
    if (has(m, "immobilized") || m.overEncumbered) return has(m, "immobilized") ? "immobilized" : "overEncumbered";
  }
  return stateAllowsAction(m, d);
}

/** What States forbid of an Action in either role (Blinded, Engaged). */
export function stateAllowsAction(m: ModelFacts, d: Pick<ActionDeclaration, "action" | "means" | "targets">, selfUuid?: string): string | null {
  if (has(m, "blinded") && !["assist", "dodge", "nothing"].includes(d.action)) return "blinded";
  if (has(m, "engaged")) {
    if (d.action === "attack" && d.means?.type !== "melee") return "engagedRanged";
    // A63: an Engaged model Assists only itself.
    if (d.action === "assist" && selfUuid !== undefined && d.targets.some((t) => t.uuid !== selfUuid)) return "engagedAssist";
    if (!["attack", "assist", "dodge"].includes(d.action)) return "engagedAction";
  }
  return null;
}

/** A Panicked model's M roll at the start of an Activation or Reaction: not needed, awaited, passed or failed. */
export type PanicOutcome = "none" | "pending" | "passed" | "failed";

export interface MovementRecord extends MovementDeclaration {
  /** The spaces of the planned path, start first (rules/movement.ts checks it). */
  readonly path: readonly { readonly x: number; readonly y: number }[];
  /** Where the move stopped along the path (an Impede, or the end). */
  readonly stoppedAt: number;
  readonly impededBy: string | null;
}

export type ReactionStatus = "declared" | "aoo" | "postponed" | "charmed" | "taunted";

/** One Reaction of the sequence as the card shows it. */
export interface ReactionRecord {
  readonly reactorUuid: string;
  readonly name: string;
  readonly action: Action;
  readonly means: AttackMeans | null;
  readonly status: ReactionStatus;
  /** Index of the path space an Attack of Opportunity was declared at. */
  readonly at: number | null;
  /** AG halved: a Dodge without LoS (M28). */
  readonly halvedAg: boolean;
}

export interface ActivationState {
  readonly version: 1;
  readonly id: string;
  readonly activator: { readonly uuid: string; readonly name: string; readonly side: Side };
  readonly step: Step;
  readonly panic: PanicOutcome;
  readonly movement: MovementRecord | null;
  readonly action: ActionDeclaration | null;
  readonly reactions: readonly ReactionRecord[];
  /** Protector interceptions: the ally's uuid → the protector now targeted instead. */
  readonly intercepts: readonly { readonly protectorUuid: string; readonly protectorName: string; readonly allyUuid: string }[];
  /** Lines of the Resolution Step, as localization keys with data; null until it ran. */
  readonly resolution: readonly { readonly key: string; readonly data: Readonly<Record<string, string>> }[] | null;
}

/** Step 1: the model spends 1 AP and activates; a Panicked model must roll M first. */
export function beginActivation(id: string, activator: { uuid: string; name: string }, m: ModelFacts): Result<ActivationState> {
  const why = cannotAct(m);
  if (why) return refuse(why);
  return ok({
    version: 1, id, activator: { ...activator, side: m.side }, step: "activation", panic: has(m, "panicked") ? "pending" : "none",
    movement: null, action: null, reactions: [], intercepts: [], resolution: null,
  });
}

/** The Panicked model's M roll result (once). */
export function recordPanic(state: ActivationState, passed: boolean): Result<ActivationState> {
  if (state.panic !== "pending") return refuse("panicNotPending");
  return ok({ ...state, panic: passed ? "passed" : "failed" });
}

/** The step after `step` in this activation's order. */
export function nextStepOf(side: Side, step: Step): Step {
  const order = STEP_ORDER[side];
  return order[Math.min(order.indexOf(step) + 1, order.length - 1)]!;
}

/** Leave the current step; each step needs its declaration first. */
export function advance(state: ActivationState): Result<ActivationState> {
  if (state.step === "done") return refuse("finished");
  if (state.step === "activation" && state.panic === "pending") return refuse("panicPending");
  if (state.step === "movement" && !state.movement) return refuse("declareMovement");
  if (state.step === "action" && !state.action) return refuse("declareAction");
  if (state.step === "resolution" && !state.resolution) return refuse("resolveFirst");
  return ok({ ...state, step: nextStepOf(state.activator.side, state.step) });
}

/** Step 2: declare the Movement (final), with its planned path. */
export function declareMovement(state: ActivationState, m: ModelFacts, d: MovementDeclaration, path: MovementRecord["path"]): Result<ActivationState> {
  if (state.step !== "movement") return refuse("wrongStep", { step: "movement" });
  if (state.movement) return refuse("alreadyDeclared");
  const why = movementAllowed(m, d, state.panic);
  if (why) return refuse(why);
  if (d.movement === "idle" && path.length > 1) return refuse("idleMoves");
  return ok({ ...state, movement: { ...d, path: [...path], stoppedAt: Math.max(0, path.length - 1), impededBy: null } });
}

/** An Impede Attack of Opportunity ends the move at that space of the path (M29). */
export function impede(state: ActivationState, at: number, reactorUuid: string): Result<ActivationState> {
  if (!state.movement) return refuse("declareMovement");
  if (at < 0 || at > state.movement.path.length - 1) return refuse("badPoint");
  if (at >= state.movement.stoppedAt && state.movement.impededBy) return ok(state);
  return ok({ ...state, movement: { ...state.movement, stoppedAt: Math.min(at, state.movement.stoppedAt), impededBy: reactorUuid } });
}

/** Step 3: declare the Action (final). */
export function declareAction(state: ActivationState, m: ModelFacts, d: ActionDeclaration): Result<ActivationState> {
  if (state.step !== "action") return refuse("wrongStep", { step: "action" });
  if (state.action) return refuse("alreadyDeclared");
  if (!state.movement) return refuse("declareMovement");
  if (d.action === "attack" && (!d.means || !d.targets.length)) return refuse("attackNeedsTargets");
  const why = actionAllowed(m, state.movement, d, state.panic) ?? stateAllowsAction(m, d, state.activator.uuid);
  if (why) return refuse(why);
  return ok({ ...state, action: { ...d, targets: retarget(d.targets, state.intercepts) } });
}

const retarget = (targets: readonly Target[], intercepts: ActivationState["intercepts"]): Target[] =>
  targets.map((t) => {
    const by = intercepts.find((i) => i.allyUuid === t.uuid);
    return by ? { ...t, uuid: by.protectorUuid, name: by.protectorName } : t;
  });

/** Step 4: the sequence's Reactions (each reactor once, A4), added as windows close. */
export function addReactions(state: ActivationState, reactions: readonly ReactionRecord[]): Result<ActivationState> {
  // Attacks of Opportunity come during the Movement, Foresight's postponed Reactions after the Action.
  if (!["movement", "reaction", "action"].includes(state.step)) return refuse("wrongStep", { step: "reaction" });
  const seen = new Set(state.reactions.filter((r) => r.status !== "postponed").map((r) => r.reactorUuid));
  for (const r of reactions) {
    if (seen.has(r.reactorUuid)) return refuse("reactedTwice", { name: r.name });
    // Twice in one batch is twice in the sequence too.
    if (r.status !== "postponed") seen.add(r.reactorUuid);
  }
  const kept = state.reactions.filter((r) => !(r.status === "postponed" && reactions.some((n) => n.reactorUuid === r.reactorUuid)));
  return ok({ ...state, reactions: [...kept, ...reactions] });
}

/** Protector (after the Action is declared): the protector becomes the target instead of the ally. */
export function intercept(state: ActivationState, protector: { uuid: string; name: string }, allyUuid: string): Result<ActivationState> {
  if (!state.action || !state.action.targets.some((t) => t.uuid === allyUuid)) return refuse("notTargeted");
  if (state.intercepts.some((i) => i.protectorUuid === protector.uuid)) return refuse("alreadyDeclared");
  const intercepts = [...state.intercepts, { protectorUuid: protector.uuid, protectorName: protector.name, allyUuid }];
  return ok({ ...state, intercepts, action: { ...state.action, targets: retarget(state.action.targets, intercepts) } });
}

/** Step 5: what the Resolution Step produced (the resolution's summary, or the rolls awaiting resolution). */
export function recordResolution(state: ActivationState, lines: NonNullable<ActivationState["resolution"]>): Result<ActivationState> {
  if (state.step !== "resolution") return refuse("wrongStep", { step: "resolution" });
  if (state.resolution) return refuse("alreadyDeclared");
  return ok({ ...state, resolution: [...lines] });
}

/** Attacks the activated model is the target of, and who attacks it back (a Confrontation, M29 Note 1, §1.7). */
export function confrontations(state: ActivationState): { readonly reactorUuid: string; readonly name: string }[] {
  if (state.action?.action !== "attack") return [];
  const attacked = new Set(state.action.targets.map((t) => t.uuid));
  return state.reactions.filter((r) => r.action === "attack" && attacked.has(r.reactorUuid))
    .map((r) => ({ reactorUuid: r.reactorUuid, name: r.name }));
}
