/**
 * One place where the Eldfall parts meet (the ruleset's `init` calls `connectEldfall`): the Activation Sequence's
 * ports get eld-space's sight and Awareness, eld-dice's attribute roll with eld-states' modifiers, eld-states' AP
 * and States, and a Resolution Step that rolls the declared Attacks and Dodges through eld-dice and resolves and
 * applies them through eld-resolve; eld-space and eld-states get the attack rows' reach, the declared movement and
 * the Toxic question.
 */
import { activationPorts, connectActivation, type ModelQueries } from "./ports";
import { rollAttribute } from "../dice/rolling";
import { setToxicQuery, spendApOf } from "../turns/phases";
import { applyStateTo } from "../states/actor-states";
import { isStateId } from "../states/rules/states";
import { ROLL_KINDS, type RollAttribute } from "../dice/rules/roll";
import { resolveActivation, type AttackProfile } from "../resolution/step";
import { actorModel } from "../../../core/data/actor-model";
import { diceRowOf, type EldfallActorModel } from "../models/actor-model";
import type { AttackRow } from "../profile/rules/attacks";
import type { TraitRef } from "../profile/rules/traits";
import { declaredMovementOf, ELDFALL_SPACE_QUERIES, inToxic } from "../space/queries";
import { setMeleeReach, setRangedReach } from "../space/space-scene";
import { setDeclaredMovement } from "../space/movement";

type Actor = Actor.Implementation;

/** An eld-models attack row (rules/attacks.ts, PW/RCH/STK evaluated by rules/profile.ts) as the sequence uses it. */
export function attackProfileOf(row: AttackRow): AttackProfile {
  const name = row.i18n ? game.i18n.localize(row.itemName) : row.row.label ? `${row.itemName}: ${row.row.label}` : row.itemName;
  const dice = diceRowOf(row, name);
  const traits: TraitRef[] = row.row.traits.map((t) => ({ id: t.key, level: t.level, ...(t.x.trim() ? { x: /^\d+$/.test(t.x.trim()) ? Number(t.x.trim()) : t.x.trim() } : {}) }));
  return {
    id: row.id, name, type: row.row.tags.includes("ranged") ? "ranged" : "melee", reach: row.reachSpaces, kind: dice.kind, stk: dice.stk,
    pw: row.powerValue ?? 0, traits, tags: [...row.row.tags],
  };
}

/** Every row a model may attack with now: its ready rows (Unarmed Attack, Shield Bash, the equipped Items', its Spells'). */
let profiles: (actor: Actor) => readonly AttackProfile[] = (actor) => actorModel<EldfallActorModel>(actor).attacks.filter((r) => r.ready).map(attackProfileOf);

/** The attack rows in use (tests and the profile rules replace them). Returns a function that puts the previous ones back. */
export function setAttackProfiles(reader: (actor: Actor) => readonly AttackProfile[]): () => void {
  const before = profiles;
  profiles = reader;
  return () => { profiles = before; };
}

export const attackProfilesOf = (actor: Actor): readonly AttackProfile[] => profiles(actor);

const models: Partial<ModelQueries> = {
  // Over-encumbered from the inventory's load (M69), besides the State a GM may set by hand.
  facts: (actor) => {
    const facts = defaultFacts(actor);
    return { ...facts, overEncumbered: facts.overEncumbered || actorModel<EldfallActorModel>(actor).load.overEncumbered };
  },
  weapons: (actor) => profiles(actor).map(({ id, name, type, reach }) => ({ id, name, type, reach })),
  spendAp: async (actor, amount) => { await spendApOf(actor, amount); },
  // The State's own duration (Engaged from an Impede lasts until the model leaves the reach).
  addState: async (actor, state) => { if (isStateId(state)) await applyStateTo(actor, state); },
};

/** The sequence's attribute rolls (Panicked's M, Taunt's and Charm's INT) as eld-dice rolls, posted with their card. */
async function check(actor: Actor, attribute: string): Promise<boolean> {
  const kind = attribute as RollAttribute;
  if ((ROLL_KINDS as readonly string[]).includes(attribute)) throw new RangeError(`An attribute id, not a roll kind: ${attribute}`);
  const card = await rollAttribute(actor, kind, { intent: { fastForward: true, advantage: false, disadvantage: false }, context: { role: "reactive" } });
  return !!card?.side.dice[0]?.landed;
}

let disconnect: (() => void) | null = null;

/** Take the connections off again (a test that booted the system, before the next one). */
export function disconnectEldfall(): void {
  disconnect?.();
  disconnect = null;
  setToxicQuery(null);
  setMeleeReach(null);
  setRangedReach(null);
  setDeclaredMovement(null);
}

/** The longest reach among a model's melee rows, or of its ranged rows (unlimited range: Infinity); null: none. */
function reachOf(type: "melee" | "ranged") {
  return (actor: Actor): number | null => {
    const rows = profiles(actor).filter((p) => p.type === type);
    return rows.length ? Math.max(...rows.map((p) => p.reach ?? Infinity)) : null;
  };
}

let defaultFacts: ModelQueries["facts"] = (actor) => activationPorts().models.facts(actor);

/** Connect the parts (ruleset init); a second call replaces the first. */
export function connectEldfall(): void {
  disconnectEldfall();
  defaultFacts = activationPorts().models.facts;
  disconnect = connectActivation({
    space: ELDFALL_SPACE_QUERIES,
    models,
    dice: { check },
    resolution: { resolve: async (state) => (await resolveActivation(state, attackProfilesOf)).lines },
  });
  setToxicQuery(inToxic);
  setMeleeReach(reachOf("melee"));
  setRangedReach(reachOf("ranged"));
  setDeclaredMovement(declaredMovementOf);
}
