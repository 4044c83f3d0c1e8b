/**
 * The Activation Sequence's Resolution Step, end to end: the Attacks the card declared (the activated model's
 * Action, every Reaction and Attack of Opportunity) are rolled through the dice — a Confrontation where the
 * activated model and a reactor attack each other, a single attack otherwise — Dodges roll AG, and everything
 * goes into the resolution's one simultaneous step (rolled, posted, applied). What comes back is the activation
 * card's summary; the dice, negations and every DMG roll are on their own cards.
 *
 * Weak Point exploits that turn a Strike critical are the dice's (asked before the Strikes resolve, WP removed
 * there), so they never reach the resolution's `exploits` a second time.
 */
import { actorAt, ref, uuidOf } from "../../../core/refs";
import type { ClickIntent } from "../../../core/roll-dialog";
import type { ActivationState, ReactionRecord, Target } from "../activation/rules/activation";
import type { AttackInput, DodgeInput, ResolutionInput, ResolutionPlan, TargetInput } from "./rules/resolution";
import type { SideResult } from "../dice/rules/confrontation";
import { rollAttack, rollAttribute, rollConfrontation, type AttackRow } from "../dice/rolling";
import { postResolution, resolutionModelOf, resolveOptions } from "./resolve";
import { endStatesOn, stateName } from "../states/actor-states";
import { actorModel } from "../../../core/data/actor-model";
import type { EldfallActorModel } from "../models/actor-model";
import { endOfSequenceEffectsOf, recomputeEngaged } from "../space/queries";
import { attackProfilesOf, type AttackProfile } from "../dice/attack-profiles";
import { placedEnvironments, resolutionAttributesOf, traitsOf } from "../dice/roll-context";
import { hasTrait } from "../profile/rules/traits";
import { thrownLeft, throwingStrikeCap, unstableHits } from "../profile/rules/item-traits";
import { isItemType, itemSystem } from "../../../core/data/subtypes";
import { aquaticPower } from "../space/rules/environments";

type Actor = Actor.Implementation;
const LINE = "REALMS.Eldfall.Resolve.Line";

/** What the Resolution Step did, as the activation card's lines. */
export type ResolutionLines = NonNullable<ActivationState["resolution"]>;
/** The GM's client runs the step: no roll dialog (the exact odds are on each card). */
const FAST: ClickIntent = { fastForward: true, advantage: false, disadvantage: false };

/** One declared Attack: who, with which row, at whom, in which role. */
interface Declared {
  readonly id: string;
  readonly attacker: Actor.Stored;
  readonly profile: AttackProfile;
  readonly role: "active" | "reactive";
  readonly targets: readonly Target[];
  readonly fixedStk: 1 | null;
}

const liveReaction = (r: ReactionRecord) => r.status === "declared" || r.status === "aoo";

/** A side's successful rolls that became no Hit (negated in the Confrontation): a hero may give 1 WP for them. */
const negatedOf = (side: SideResult) => side.dice.filter((d) => d.cls !== "miss" && !d.landed && !d.backstab).length;
const hitsOfSide = (side: SideResult) => side.hits.map((h) => ({ critical: h.critical }));

/** The Attacks of the sequence in declaration order: the activated model's Action, then each Reaction's. */
function declaredAttacks(state: ActivationState): Declared[] {
  const out: Declared[] = [];
  const profileFor = (actor: Actor, itemId: string | null) => attackProfilesOf(actor).find((p) => p.id === (itemId ?? "unarmed")) ?? null;
  const activator = actorAt(state.activator.uuid);
  if (activator && state.action?.action === "attack" && state.action.means) {
    const profile = profileFor(activator, state.action.means.itemId);
    if (profile) out.push({ id: `${state.id}.a`, attacker: activator, profile, role: "active", targets: state.action.targets, fixedStk: state.action.fixedStk });
  }
  state.reactions.forEach((r, i) => {
    const reactor = actorAt(r.reactorUuid);
    if (!reactor || !liveReaction(r) || r.action !== "attack" || !r.means) return;
    const profile = profileFor(reactor, r.means.itemId);
    // A Reaction's Attack aims at the activated model (M28).
    if (profile) out.push({ id: `${state.id}.r${i}`, attacker: reactor, profile, role: "reactive", targets: [{ uuid: state.activator.uuid, name: state.activator.name, strikes: 1 }], fixedStk: null });
  });
  return out;
}

/** The Item a row belongs to (null for the built-in rows). */
const itemOfRow = (actor: Actor, p: AttackProfile): Item.Implementation | null =>
  (p.id.includes(".") ? actor.items.get(p.id.split(".")[0]!) as Item.Implementation | undefined : undefined) ?? null;

/** A Throwing Item's QTY ("/" is one Item), or null for any other row. */
function throwingQty(actor: Actor, p: AttackProfile): number | null {
  const item = itemOfRow(actor, p);
  return item && hasTrait(p.traits, "throwing") && isItemType(item, ["eldfallUpgrade"]) ? throwingStrikeCap(itemSystem(item, ["eldfallUpgrade"]).quantity) : null;
}

const rowOf = (p: AttackProfile, actor: Actor): AttackRow => {
  const qty = throwingQty(actor, p);
  return { label: p.name, kind: p.kind, stk: p.stk, pw: p.pw, traits: p.traits, tags: p.tags, ...(qty !== null ? { maxStrikes: qty } : {}) };
};

/** Whether a declared Attack carries a Trait: on its row, or on the attacker (A60: the wielder's Traits go with its Attacks). */
const carries = (d: Declared, id: string) => hasTrait(d.profile.traits, id) || hasTrait(traitsOf(d.attacker), id);

/** The models a Surprise Attack of this sequence aims at: their OFF, DEF, ACC, AG and INT are halved until its end. */
const surprisedBy = (declared: readonly Declared[]): Set<string> =>
  new Set(declared.filter((d) => carries(d, "surpriseAttack")).flatMap((d) => d.targets.map((t) => t.uuid)));

/**
 * The roll options of one Attack at one target: what the sequence knows (role, declared Movement and Skills) — the
 * dice flow adds the States', Classes' and Skills' modifiers and Strikes itself — then Dash's unmodified 1 or a split
 * declared over several targets.
 */
function attackOptions(d: Declared, target: Target, movement: ActivationState["movement"], surprised: ReadonlySet<string> = new Set()) {
  const ability = { movement: d.role === "active" ? movement?.movement ?? null : null, declared: d.role === "active" ? movement?.skills ?? [] : [] };
  const strikes = d.fixedStk ?? (d.targets.length > 1 ? target.strikes : undefined);
  return { intent: FAST, role: d.role, ability, surprised: surprised.has(d.attacker.uuid), ...(strikes !== undefined ? { strikes } : {}) };
}

/** Each Attack's Hits per target, who was attacked, and every face each Attack rolled (Throwing, Unstable). */
interface Rolled { readonly hits: Map<string, TargetInput[]>; readonly attacked: Set<string>; readonly faces: Map<string, number[]> }

/** Roll every declared Attack: Confrontations first (activated model ⚔ a reactor that attacks it back), then the rest alone. */
async function rollAttacks(declared: readonly Declared[], movement: ActivationState["movement"]): Promise<Rolled> {
  const hits = new Map<string, TargetInput[]>(declared.map((d) => [d.id, []]));
  const faces = new Map<string, number[]>(declared.map((d) => [d.id, []]));
  const attacked = new Set<string>();
  const done = new Set<string>(); // `${attack id}>${target uuid}`
  const add = (attackId: string, target: string, t: TargetInput, side: SideResult) => {
    hits.get(attackId)!.push(t);
    attacked.add(target);
    faces.get(attackId)!.push(...side.dice.map((d) => d.face));
  };
  const active = declared.find((d) => d.role === "active");
  const surprised = surprisedBy(declared);
  for (const target of active?.targets ?? []) {
    const back = declared.find((d) => d.role === "reactive" && d.attacker.uuid === target.uuid);
    const foe = actorAt(target.uuid);
    if (!active || !back || !foe) continue;
    const card = await rollConfrontation(
      { actor: active.attacker, row: rowOf(active.profile, active.attacker), options: attackOptions(active, target, movement, surprised) },
      { actor: back.attacker, row: rowOf(back.profile, back.attacker), options: attackOptions(back, { uuid: active.attacker.uuid, name: active.attacker.name ?? "", strikes: 1 }, movement, surprised) },
      { intent: FAST },
    );
    if (!card) continue;
    add(active.id, foe.uuid, { target: foe.uuid, hits: hitsOfSide(card.a), negated: negatedOf(card.a) }, card.a);
    add(back.id, active.attacker.uuid, { target: active.attacker.uuid, hits: hitsOfSide(card.b), negated: negatedOf(card.b) }, card.b);
    done.add(`${active.id}>${foe.uuid}`).add(`${back.id}>${active.attacker.uuid}`);
  }
  for (const d of declared) {
    for (const target of d.targets) {
      const foe = actorAt(target.uuid);
      if (!foe || done.has(`${d.id}>${foe.uuid}`)) continue;
      const card = await rollAttack(d.attacker, rowOf(d.profile, d.attacker), foe, attackOptions(d, target, movement, surprised));
      if (card) add(d.id, foe.uuid, { target: foe.uuid, hits: hitsOfSide(card.side), negated: negatedOf(card.side) }, card.side);
    }
  }
  // Unstable: each 20 an Attack rolled is a Hit on its user (A47: the row's Trait or the user's Skill).
  for (const d of declared) {
    const own = unstableHits(faces.get(d.id)!);
    if (own && (carries(d, "unstable") || d.attacker.items.some((i) => isItemType(i, ["eldfallSkill"]) && itemSystem(i, ["eldfallSkill"]).key === "unstable"))) {
      add(d.id, d.attacker.uuid, { target: d.attacker.uuid, hits: Array.from({ length: own }, () => ({ critical: false })) }, { dice: [], hits: [], weakPointsLeft: null });
    }
  }
  return { hits, attacked, faces };
}

/** Dodges: each dodging model rolls AG once (halved without LoS), and the result stands against every Attack aimed at it. */
async function rollDodges(state: ActivationState, declared: readonly Declared[]): Promise<DodgeInput[]> {
  const dodgers: { uuid: string; reacting: boolean; halvedAg: boolean }[] = state.reactions
    .filter((r) => liveReaction(r) && r.action === "dodge").map((r) => ({ uuid: r.reactorUuid, reacting: true, halvedAg: r.halvedAg }));
  if (state.action?.action === "dodge") dodgers.push({ uuid: state.activator.uuid, reacting: false, halvedAg: false });
  const out: DodgeInput[] = [];
  const surprised = surprisedBy(declared);
  for (const d of dodgers) {
    const actor = actorAt(d.uuid);
    if (!actor) continue;
    const card = await rollAttribute(actor, "dodge", { intent: FAST, context: { lineOfSight: !d.halvedAg, role: d.reacting ? "reactive" : "active" }, surprised: surprised.has(d.uuid) });
    const success = !!card?.side.dice[0]?.landed;
    const against = declared.filter((a) => a.targets.some((t) => t.uuid === d.uuid));
    out.push({ model: d.uuid, reacting: d.reacting, vs: Object.fromEntries(against.map((a) => [a.id, success])) });
  }
  return out;
}

/** The step's input from what was rolled. */
export function resolutionInputOf(declared: readonly Declared[], rolled: Rolled, dodges: readonly DodgeInput[], extra: readonly string[]): ResolutionInput {
  const ids = new Set<string>([...extra, ...declared.map((d) => d.attacker.uuid), ...rolled.attacked, ...dodges.map((d) => d.model)]);
  const surprised = surprisedBy(declared);
  // AG, INT and M as the step's own rolls read them (Surprise Attack, Aquatic, the Morale Traits); Aquatic lowers Burn.
  const models = [...ids].map((uuid) => actorAt(uuid)).filter((a) => a !== null).map((a) => resolutionModelOf(a, resolutionAttributesOf(a, surprised.has(a.uuid))));
  // Aquatic doubles the PW of a Hit from an electric source on a model standing in it.
  const wet = (target: TargetInput, name: string): TargetInput => {
    const foe = actorAt(target.target);
    return foe && aquaticPower(name, placedEnvironments(foe)) === 2 ? { ...target, pwMods: [...(target.pwMods ?? []), { kind: "double", source: "aquatic" }] } : target;
  };
  const attacks: AttackInput[] = declared.map((d) => ({
    id: d.id, attacker: d.attacker.uuid, pw: d.profile.pw, traits: d.profile.traits, tags: [...d.profile.tags, d.profile.type],
    targets: (rolled.hits.get(d.id) ?? []).map((t) => wet(t, d.profile.name)),
  }));
  return { models, attacks, dodges, options: resolveOptions() };
}

/**
 * Summary lines for the activation card (its template fills `name`, `target` and `at` only): who changed how;
 * the resolution card has every roll. `stateName` gives a State's display name.
 */
export function summaryLines(plan: ResolutionPlan, nameOf: (uuid: string) => string, stateName: (id: string) => string): ResolutionLines {
  const lines: { key: string; data: Record<string, string> }[] = [];
  const line = (key: string, data: Record<string, string>) => lines.push({ key: `${LINE}.${key}`, data });
  for (const c of plan.changes) {
    const name = nameOf(c.id);
    if (c.wounds > 0 || c.healed > 0) line("hp", { name, target: `${c.hpBefore} → ${c.hpAfter}`, at: String(c.wounds) });
    if (c.wpDelta !== 0) line("wp", { name, target: c.wpDelta > 0 ? `+${c.wpDelta}` : String(c.wpDelta) });
    for (const s of c.addStates) line("state", { name, target: stateName(s.id) });
    if (c.dead) line("dead", { name });
    else if (c.incapacitated) line("incapacitated", { name });
    if (c.remove === "now") line("removed", { name });
  }
  for (const m of plan.moves) line(m.kind === "knockback" ? "knockback" : "dodgeMove", { name: nameOf(m.model), target: String(m.kind === "knockback" ? m.spaces : m.maxSpaces) });
  for (const f of plan.followUps) line("followUp", { name: nameOf(f.attacker), target: nameOf(f.target) });
  if (!lines.length) line("nothing", {});
  return lines;
}

/** Throwing: each Strike thrown spends one of the Item (QTY down, to 0; the owner raises it again on recovering them). */
async function spendThrown(declared: readonly Declared[], rolled: Rolled): Promise<void> {
  for (const d of declared) {
    const item = itemOfRow(d.attacker, d.profile);
    const thrown = rolled.faces.get(d.id)?.length ?? 0;
    if (!item || !thrown || throwingQty(d.attacker, d.profile) === null || !isItemType(item, ["eldfallUpgrade"])) continue;
    await item.update({ system: { quantity: thrownLeft(itemSystem(item, ["eldfallUpgrade"]).quantity, thrown) } } as never);
  }
}

/**
 * The end of the sequence: every model within Profane Miasma suffers its Hit (PW 10, Ignore Armor, Weakening; no
 * attacker, so no Weak Point for it), resolved on a card of its own after the sequence's.
 */
async function environmentHits(state: ActivationState, scene: Scene.Implementation | undefined): Promise<ResolutionLines> {
  if (!scene) return [];
  const attacks: AttackInput[] = [];
  const hit = new Map<string, Actor>();
  for (const { actor, effects } of endOfSequenceEffectsOf(scene)) {
    for (const e of effects) {
      if (e.kind !== "hit") continue;
      const uuid = uuidOf(actor);
      hit.set(uuid, actor);
      attacks.push({ id: `${state.id}.${e.source}${attacks.length}`, attacker: null, pw: e.power, traits: e.traits.map((id) => ({ id })), tags: [e.source], targets: [{ target: uuid, hits: [{ critical: false }] }] });
    }
  }
  if (!attacks.length) return [];
  const models = [...hit.values()].map((a) => resolutionModelOf(a, resolutionAttributesOf(a, false)));
  const { plan } = await postResolution({ models, attacks, options: resolveOptions() });
  return summaryLines(plan, (uuid) => ref(actorAt(uuid)).name, stateName).filter((l) => l.key !== `${LINE}.nothing`);
}

/**
 * The Resolution Step of an activation card: roll, resolve, apply; the States an Action or an Attack ends are
 * ended (Shrouded by an Action; Distracted by being attacked is the resolution's own); then the end of the sequence's
 * environment Hits.
 */
export async function resolveActivation(state: ActivationState): Promise<{ lines: ResolutionLines; plan: ResolutionPlan | null }> {
  const scene = game.scenes?.viewed as Scene.Implementation | undefined;
  const declared = declaredAttacks(state);
  const rolled = await rollAttacks(declared, state.movement);
  // M70: the Weapon an attack used is remembered (the Primary Weapon rule reads it).
  for (const d of declared) {
    const itemId = d.profile.id.includes(".") ? d.profile.id.split(".")[0]! : null;
    if (itemId) await actorModel<EldfallActorModel>(d.attacker).noteWeaponUsed(itemId);
  }
  await spendThrown(declared, rolled);
  const dodges = await rollDodges(state, declared);
  const activator = actorAt(state.activator.uuid);
  if (!declared.length && !dodges.length) {
    const env = await environmentHits(state, scene);
    return { lines: env.length ? env : [{ key: `${LINE}.nothing`, data: {} }], plan: null };
  }
  const input = resolutionInputOf(declared, rolled, dodges, [state.activator.uuid]);
  const { plan } = await postResolution(input, { speaker: activator });
  const acted = [
    ...(state.action && state.action.action !== "nothing" ? [state.activator.uuid] : []),
    ...state.reactions.filter((r) => liveReaction(r) && r.action !== "nothing").map((r) => r.reactorUuid),
  ];
  for (const uuid of new Set(acted)) {
    const actor = actorAt(uuid);
    if (actor) await endStatesOn(actor, "action");
  }
  const names = new Map(input.models.map((m) => [m.id, ref(actorAt(m.id)).name]));
  const lines = [...summaryLines(plan, (uuid) => names.get(uuid) ?? uuid, stateName)];
  if (scene) {
    const { gained, lost } = await recomputeEngaged(scene);
    for (const name of gained) lines.push({ key: `${LINE}.engaged`, data: { name } });
    for (const name of lost) lines.push({ key: `${LINE}.disengaged`, data: { name } });
  }
  lines.push(...await environmentHits(state, scene));
  return { lines, plan };
}
