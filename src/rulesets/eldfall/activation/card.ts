/**
 * The activation card: one chat card per Activation Sequence that walks its steps (M21, M26–M31). Its data is the
 * sequence's plain state (rules/activation.ts) plus where it happens; the view below is pure, so the gallery and
 * the tests render the same rows. Every change goes through the GM (activation.ts), so no card field is a
 * player's to write directly.
 */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, textField } from "../../../core/chat/card-family";
import { cardOfKind } from "../../../core/chat/cards";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { SYSTEM_PATH } from "../../../core/templates";
import { ACTIONS, MOVEMENTS, MOVEMENT_SKILLS, SIDES, STEPS, STEP_ORDER, confrontations, movementKind, type ActivationState, type ModelFacts } from "./rules/activation";
import type { Tile } from "../../../core/rules/grid";
import type { MovementKind } from "../space/rules/movement";
import { artOptions } from "../profile/rules/combat-arts";
import { splitChoices } from "./rules/attack-means";

export const ACTIVATION_STEP_ACTION = "realms.eldfall.activationStep";
const L = "REALMS.Eldfall.Activation";

/** A line the card shows: a localization key and its data — `name`, `target`, `at` (the template escapes them). */
export interface CardLine { readonly key: string; readonly data: Readonly<Record<string, string>> }

export interface ActivationCard {
  readonly state: ActivationState;
  /** The activated model's token (its path, its move). */
  readonly tokenUuid: string | null;
  readonly combatId: string | null;
  /** Where the model activated (the path's start). */
  readonly origin: Tile | null;
  /** Reactors that failed Taunt's INT roll: they must react if they can. */
  readonly taunted: readonly string[];
  /** What happened besides the declarations (panic rolls, Impede, Charm, Protector …). */
  readonly notes: readonly CardLine[];
  /** Buttons the activator's owner may press at the Movement and Action Steps; `arts`: its Combat Arts and the level it has of each. */
  readonly choices: {
    readonly movements: readonly string[];
    readonly weapons: readonly { readonly id: string; readonly name: string }[];
    readonly arts?: readonly { readonly id: string; readonly level: number }[];
  };
}

/** What the movement, action and Combat Art buttons offer the activator (its Skills decide Dash; `arts`: Art id → level known). */
export function choicesFor(facts: ModelFacts, weapons: readonly { id: string; name: string }[], arts: Readonly<Record<string, number>> = {}): ActivationCard["choices"] {
  const movements = ["idle", "walk", "run", "climb", "jump"];
  return {
    movements: (facts.skills.dash ?? 0) > 0 ? [...movements, "dash"] : movements, weapons: weapons.map(({ id, name }) => ({ id, name })),
    arts: Object.entries(arts).map(([id, level]) => ({ id, level })),
  };
}

/**
 * The declared Attack's controls while its Action Step is open: one button per Combat Art level the model may carry
 * on it (until one is chosen) and one per way to split all its Strikes over its targets.
 */
function attackControls(card: ActivationCard) {
  const a = card.state.action;
  if (card.state.step !== "action" || a?.action !== "attack" || !a.means) return { artButtons: [], splitButtons: [] };
  const known = Object.fromEntries((card.choices.arts ?? []).map((x) => [x.id, x.level]));
  const artButtons = a.means.combatArt ? [] : artOptions(known, { melee: a.means.type === "melee" })
    .map((o) => ({ op: "art", arg: `${o.id}:${o.level}`, label: `${L}.Art.${o.id}.${o.level}` }));
  const splitButtons = a.fixedStk !== null ? [] : splitChoices(a.means.strikes ?? a.targets.length, a.targets.length).map((split) => ({
    op: "split", arg: split.join(","), split: split.map((n, i) => `${a.targets[i]!.name} ${n}`).join(" · "),
    current: split.every((n, i) => a.targets[i]!.strikes === n),
  }));
  return { artButtons, splitButtons };
}

/** The card's template context. */
export function activationCardContext(card: ActivationCard) {
  const s = card.state;
  const order = STEP_ORDER[s.activator.side];
  const current = order.indexOf(s.step);
  const steps = order.filter((x) => x !== "done").map((id, i) => ({
    id, label: `${L}.Step.${id}`, current: id === s.step, past: i < current,
  }));
  const mv = s.movement;
  const movement = mv ? {
    label: `${L}.Movement.${mv.movement}`, kind: `${L}.Kind.${movementKind(mv.movement, { skills: Object.fromEntries(mv.skills.map((k) => [k, 1])) })}`,
    skills: mv.skills.map((k) => `${L}.Skill.${k}`), spaces: String(mv.stoppedAt), planned: String(Math.max(0, mv.path.length - 1)),
  } : null;
  const impeded = mv?.impededBy ? s.reactions.find((r) => r.reactorUuid === mv.impededBy)?.name ?? "" : null;
  const a = s.action;
  const action = a ? {
    label: `${L}.Action.${a.action}`, means: a.means?.itemName ?? "",
    targets: a.targets.map((t) => (a.targets.length > 1 ? `${t.name} ×${t.strikes}` : t.name)).join(", "),
    stk: a.fixedStk ? String(a.fixedStk) : "",
    art: a.means?.combatArt ? `${L}.Art.${a.means.combatArt.id}.${a.means.combatArt.level}` : "",
  } : null;
  const reactions = s.reactions.map((r) => ({
    name: r.name, action: `${L}.Action.${r.action}`, means: r.means?.itemName ?? "",
    status: `${L}.Status.${r.status}`, at: r.at === null ? "" : String(r.at), halvedAg: r.halvedAg,
  }));
  const versus = confrontations(s).map((c) => c.name).join(", ");
  const done = s.step === "done";
  const declare = (step: string, declared: boolean) => s.step === step && !declared;
  return {
    activator: s.activator.name, side: `${L}.Side.${s.activator.side}`, steps, movement, impeded, action, reactions,
    noReactions: !reactions.length && (current > order.indexOf("reaction")),
    confrontations: versus, notes: card.notes, resolution: s.resolution ?? [],
    panicPending: s.step === "activation" && s.panic === "pending",
    moveButtons: declare("movement", !!mv) ? card.choices.movements.map((m) => ({ op: "move", arg: m, label: `${L}.Movement.${m}` })) : [],
    actionButtons: declare("action", !!a) ? [
      ...card.choices.weapons.map((w) => ({ op: "act", arg: `attack:${w.id}`, label: `${L}.Action.attackWith`, name: w.name })),
      ...["assist", "dodge", "perceive", "interact", "nothing", "ritual"].map((x) => ({ op: "act", arg: x, label: `${L}.Action.${x}`, name: "" })),
    ] : [],
    ...attackControls(card),
    canAdvance: !done && !(s.step === "activation" && s.panic === "pending") && !declare("movement", !!mv) && !declare("action", !!a),
    nextLabel: `${L}.Next.${order[Math.min(current + 1, order.length - 1)]}`,
    done, activatorUuid: s.activator.uuid,
  };
}

type Fields = typeof foundry.data.fields;

const list = <F extends foundry.data.fields.DataField.Any>(element: F) => new foundry.data.fields.ArrayField(element, { required: true, initial: [] });
const nullableSchema = (f: Fields, fields: foundry.data.fields.DataSchema) => new f.SchemaField(fields, { required: true, nullable: true, initial: null });
const uuidField = (f: Fields, nullable = false) => textField(f, TEXT_LIMITS.name, { nullable });
const tileFields = (f: Fields) => ({ x: intField(f), y: intField(f) });

/**
 * A localized line: its key and the words it inserts. The data's keys differ per line, so it is an ObjectField,
 * but every value must be text within the name limit (the template escapes it).
 */
export function cardLineField(f: Fields) {
  const words = (value: unknown) => !!value && typeof value === "object" && !Array.isArray(value)
    && Object.values(value).every((v) => typeof v === "string" && v.length <= TEXT_LIMITS.name);
  return new f.SchemaField({ key: textField(f, TEXT_LIMITS.name), data: new f.ObjectField({ required: true, nullable: false, validate: words }) });
}

/** An Attack's means (AttackMeans): the weapon or spell, its skills and Combat Art. */
const meansField = (f: Fields) => nullableSchema(f, {
  type: choiceField(f, ["melee", "ranged"]), itemId: textField(f, TEXT_LIMITS.name, { nullable: true }), itemName: textField(f, TEXT_LIMITS.name),
  skills: list(textField(f, TEXT_LIMITS.name)),
  combatArt: nullableSchema(f, { id: textField(f, TEXT_LIMITS.name), level: intField(f, { min: 0 }) }),
  strikes: intField(f, { min: 1, nullable: true }),
});

/** The Activation Sequence's state (rules/activation.ts ActivationState), every field checked. */
function stateField(f: Fields) {
  return new f.SchemaField({
    version: intField(f, { min: 1, max: 1 }),
    id: textField(f, TEXT_LIMITS.name),
    activator: new f.SchemaField({ uuid: uuidField(f), name: textField(f, TEXT_LIMITS.name), side: choiceField(f, SIDES) }),
    step: choiceField(f, STEPS),
    panic: choiceField(f, ["none", "pending", "passed", "failed"]),
    movement: nullableSchema(f, {
      movement: choiceField(f, MOVEMENTS), skills: list(choiceField(f, MOVEMENT_SKILLS)),
      crouch: choiceField(f, ["enter", "cancel"], { nullable: true }),
      path: list(new f.SchemaField(tileFields(f))), stoppedAt: intField(f, { min: 0 }), impededBy: uuidField(f, true),
    }),
    action: nullableSchema(f, {
      action: choiceField(f, ACTIONS),
      targets: list(new f.SchemaField({ uuid: uuidField(f), name: textField(f, TEXT_LIMITS.name), strikes: intField(f, { min: 0 }) })),
      means: meansField(f),
      fixedStk: intField(f, { min: 1, max: 1, nullable: true }),
    }),
    reactions: list(new f.SchemaField({
      reactorUuid: uuidField(f), name: textField(f, TEXT_LIMITS.name), action: choiceField(f, ACTIONS), means: meansField(f),
      status: choiceField(f, ["declared", "aoo", "postponed", "charmed", "taunted"]), at: intField(f, { min: 0, nullable: true }), halvedAg: boolField(f),
    })),
    intercepts: list(new f.SchemaField({ protectorUuid: uuidField(f), protectorName: textField(f, TEXT_LIMITS.name), allyUuid: uuidField(f) })),
    resolution: new f.ArrayField(cardLineField(f), { required: true, nullable: true, initial: null }),
  }, { required: true, nullable: false });
}

/** The activation family: every field of ActivationCard, the sequence's nested state included. */
export const ACTIVATION_FAMILY = defineCardFamily<ActivationCard>({
  type: "eldfallActivation", version: 1,
  schema: (f) => ({
    state: stateField(f),
    tokenUuid: uuidField(f, true),
    combatId: textField(f, TEXT_LIMITS.name, { nullable: true }),
    origin: nullableSchema(f, tileFields(f)),
    taunted: list(uuidField(f)),
    notes: list(cardLineField(f)),
    choices: new f.SchemaField({
      movements: list(choiceField(f, [...MOVEMENTS, "dash"])),
      weapons: list(new f.SchemaField({ id: textField(f, TEXT_LIMITS.name, { blank: false }), name: textField(f, TEXT_LIMITS.name) })),
      arts: list(new f.SchemaField({ id: textField(f, TEXT_LIMITS.name, { blank: false }), level: intField(f, { min: 1 }) })),
    }),
  }),
});

export const ACTIVATION_CARD = ACTIVATION_FAMILY.kind({
  id: "realms.eldfall.activation",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/activation-card.hbs`,
    context: (card) => activationCardContext(card),
    // Every step runs on the GM's client (activation.ts), which owns the message: no field is a player's to write.
    actions: { [ACTIVATION_STEP_ACTION]: { fields: ownersOnly("state", "notes", "taunted") } },
  }],
});

/** The latest activation card of the actor (newest message first), with its message; null when it has none. */
export function latestActivationOf(actor: Actor.Implementation): { message: ChatMessage.Implementation; card: ActivationCard } | null {
  const messages = (game.messages?.contents ?? []) as ChatMessage.Implementation[];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const card = cardOfKind(m, ACTIVATION_CARD);
    if (card?.state?.activator.uuid === actor.uuid) return { message: m, card };
  }
  return null;
}

/**
 * The Movement the actor's running activation declared, for the move check (space/movement.ts asks through the
 * `declaredMovement` hook): null before it is declared (the check reads the drag itself) or once the card is done.
 */
export function declaredMovementOf(actor: Actor.Implementation): MovementKind | null {
  const state = latestActivationOf(actor)?.card.state;
  if (!state || state.step === "done" || !state.movement) return null;
  return state.movement.movement;
}
