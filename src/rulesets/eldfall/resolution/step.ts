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
import type { ActivationState, ReactionRecord, Target } from "../activation/rules/activation";
import type { AttackInput, DodgeInput, ResolutionInput, ResolutionModel, ResolutionPlan, TargetInput } from "./rules/resolution";
import type { SideResult } from "../dice/rules/confrontation";
import { hasTrait } from "../profile/rules/traits";
import { shootingIntoMelee } from "../space/rules/engaged";
import { splitIntoMelee } from "./rules/into-melee";
import { chainAttackOffers, trampleAttack } from "./rules/resolution-sources";
import { ResolutionField } from "./field";
import type { ChainAttackOffer } from "./card";
import { rollAttack, rollConfrontation, type AttackRow } from "../dice/rolling";
import { postResolution, resolutionModelOf, resolveOptions } from "./resolve";
import { FAST, itemOfRow, rollDodge, rowOf, throwingQty } from "./dodge-roll";
import { endStatesOn, stateName } from "../states/actor-states";
import { actorModel } from "../../../core/data/actor-model";
import type { EldfallActorModel } from "../models/actor-model";
import { endOfSequenceEffectsOf, recomputeEngaged } from "../space/queries";
import { attackProfilesOf, type AttackProfile } from "../dice/attack-profiles";
import { placedEnvironments, resolutionAttributesOf, traitsOf } from "../dice/roll-context";
import { thrownLeft, unstableHits } from "../profile/rules/item-traits";
import { isActorType, isItemType, itemSystem } from "../../../core/data/subtypes";
import { aquaticPower } from "../space/rules/environments";
import { artChoice, reachWithArt, type ArtLevel } from "../profile/rules/combat-arts";
import { rollProfileOf } from "../dice/roll-context";
import { actorFacts } from "../states/facts";
import { artHits, withArt } from "./rules/art-effects";
import { ELDFALL_MODEL_TYPES } from "../config";

type Actor = Actor.Implementation;
const LINE = "REALMS.Eldfall.Resolve.Line";

/** What the Resolution Step did, as the activation card's lines. */
export type ResolutionLines = NonNullable<ActivationState["resolution"]>;

/** One declared Attack: who, with which row, at whom, in which role. */
interface Declared {
  readonly id: string;
  readonly attacker: Actor.Stored;
  readonly profile: AttackProfile;
  readonly role: "active" | "reactive";
  readonly targets: readonly Target[];
  readonly fixedStk: 1 | null;
  /** The Combat Art level the declaration carries, checked again here against the model's Combat Art items (null: none, or barred). */
  readonly art: { readonly id: string; readonly level: number; readonly rule: ArtLevel } | null;
  /** The level the card recorded, before that check. */
  readonly pick: { readonly id: string; readonly level: number } | null;
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
    if (profile) out.push({ id: `${state.id}.a`, attacker: activator, profile, role: "active", targets: state.action.targets, fixedStk: state.action.fixedStk, art: null, pick: state.action.means.combatArt });
  }
  state.reactions.forEach((r, i) => {
    const reactor = actorAt(r.reactorUuid);
    if (!reactor || !liveReaction(r) || r.action !== "attack" || !r.means) return;
    const profile = profileFor(reactor, r.means.itemId);
    // A Reaction's Attack aims at the activated model (M28).
    if (profile) out.push({ id: `${state.id}.r${i}`, attacker: reactor, profile, role: "reactive", targets: [{ uuid: state.activator.uuid, name: state.activator.name, strikes: 1 }], fixedStk: null, art: null, pick: r.means.combatArt });
  });
  return out.map((d) => ({ ...d, art: artOf(d, d.pick, out) }));
}

/** Whether a declared Attack carries a Trait: on its row, or on the attacker (A60: the wielder's Traits go with its Attacks). */
const carries = (d: Declared, id: string) => hasTrait(d.profile.traits, id) || hasTrait(traitsOf(d.attacker), id);

/** The models a Surprise Attack of this sequence aims at: their OFF, DEF, ACC, AG and INT are halved until its end. */
const surprisedBy = (declared: readonly Declared[]): Set<string> =>
  new Set(declared.filter((d) => carries(d, "surpriseAttack")).flatMap((d) => d.targets.map((t) => t.uuid)));

/**
 * The declared Combat Art level, if the model's Combat Art items still give it for this Attack: a Duelist that
 * attacks the model in this sequence bars levels I–III (§ DUELIST), and no level is taken on trust from the card.
 */
function artOf(d: Declared, pick: { readonly id: string; readonly level: number } | null, all: readonly Declared[]): Declared["art"] {
  if (!pick) return null;
  const againstDuelist = all.some((o) => o.attacker.uuid !== d.attacker.uuid && o.targets.some((t) => t.uuid === d.attacker.uuid) && (actorFacts(o.attacker).traits.duelist ?? 0) > 0);
  const choice = artChoice(rollProfileOf(d.attacker).arts, pick.id, pick.level, { melee: d.profile.type === "melee", againstDuelist });
  return choice.ok ? { id: pick.id, level: pick.level, rule: choice.level } : null;
}

/** The dice's row of a declared Attack: the profile's, its RCH (Archery I's Overdraw applied) measured by the space rules. */
const rowOfDeclared = (d: Declared): AttackRow => {
  const row = rowOf(d.profile, d.attacker);
  return d.profile.reachRule ? { ...row, reach: reachWithArt(d.profile.reachRule, d.art?.rule ?? null) } : row;
};

/**
 * The roll options of one Attack at one target: what the sequence knows (role, declared Movement and Skills) — the
 * dice flow adds the States', Classes' and Skills' modifiers and Strikes itself — then Dash's unmodified 1 or a split
 * declared over several targets.
 */
function attackOptions(d: Declared, target: Target, movement: ActivationState["movement"], surprised: ReadonlySet<string> = new Set()) {
  const ability = {
    movement: d.role === "active" ? movement?.movement ?? null : null, declared: d.role === "active" ? movement?.skills ?? [] : [],
    art: d.art ? { id: d.art.id, level: d.art.level } : null,
  };
  const strikes = d.fixedStk ?? (d.targets.length > 1 ? target.strikes : undefined);
  return { intent: FAST, role: d.role, ability, surprised: surprised.has(d.attacker.uuid), ...(strikes !== undefined ? { strikes } : {}) };
}

/** Each Attack's Hits per target, who was attacked, and every face each Attack rolled (Throwing, Unstable). */
interface Rolled { readonly hits: Map<string, TargetInput[]>; readonly attacked: Set<string>; readonly faces: Map<string, number[]> }

/** Whether a row's Attack is an AoE (Blast, Spray): shooting into melee is not for those. */
function aoeRow(actor: Actor, profileId: string): boolean {
  return isActorType(actor, ELDFALL_MODEL_TYPES) && !!actor.system.attacks.find((r) => r.id === profileId)?.reach?.aoe;
}

/** The ally a stray shot hits when several share the target's space: the attacker's choice, taken as the one with most HP left. */
function strayTarget(allies: readonly Actor[]): Actor {
  const hp = (a: Actor) => (isActorType(a, ELDFALL_MODEL_TYPES) ? a.system.health.value : 0);
  return allies.reduce((best, a) => (hp(a) > hp(best) ? a : best));
}

/**
 * What one side's dice did to `foe`: its Hits and negated rolls; a Ranged Attack without AoE into a space where the
 * attacker's allies stand sends each 17–20 die to one of them instead (SHOOTING INTO MELEE).
 */
function sideTargets(d: Declared, foe: Actor, side: SideResult, field: ResolutionField): TargetInput[] {
  const base: TargetInput = { target: uuidOf(foe), hits: hitsOfSide(side), negated: negatedOf(side) };
  if (d.profile.type !== "ranged" || aoeRow(d.attacker, d.profile.id)) return [base];
  const allies = field.alliesWith(d.attacker, foe);
  const dice = side.dice.map((x) => ({ face: x.face, landed: x.landed, negated: x.cls !== "miss" && !x.landed && !x.backstab }));
  const split = splitIntoMelee(uuidOf(foe), dice, side.hits.map((h) => ({ critical: h.critical, die: h.die })), shootingIntoMelee(allies.length));
  if (!split.allyHits) return [base];
  return [split.target, { target: uuidOf(strayTarget(allies)), hits: Array.from({ length: split.allyHits }, () => ({ critical: false })), intoMelee: true }];
}

/** Fencing I or II carried by either side of a Confrontation acts on the other side's Melee Attack (the dice check both are melee). */
function fencingOf(a: Declared, b: Declared): { by: "a" | "b"; level: number } | null {
  const targetArt = (d: Declared) => (d.art?.id === "fencing" && d.art.rule.targetAttack ? d.art.level : null);
  const byA = targetArt(a);
  if (byA !== null) return { by: "a", level: byA };
  const byB = targetArt(b);
  return byB !== null ? { by: "b", level: byB } : null;
}


/** Roll every declared Attack: Confrontations first (activated model ⚔ a reactor that attacks it back), then the rest alone. */
async function rollAttacks(declared: readonly Declared[], movement: ActivationState["movement"], field: ResolutionField): Promise<Rolled> {
  const hits = new Map<string, TargetInput[]>(declared.map((d) => [d.id, []]));
  const faces = new Map<string, number[]>(declared.map((d) => [d.id, []]));
  const attacked = new Set<string>();
  const done = new Set<string>(); // `${attack id}>${target uuid}`
  const add = (attackId: string, ts: readonly TargetInput[], side: SideResult | null) => {
    for (const t of ts) { hits.get(attackId)!.push(t); attacked.add(t.target); }
    if (side) faces.get(attackId)!.push(...side.dice.map((d) => d.face));
  };
  const active = declared.find((d) => d.role === "active");
  const surprised = surprisedBy(declared);
  for (const target of active?.targets ?? []) {
    const back = declared.find((d) => d.role === "reactive" && d.attacker.uuid === target.uuid);
    const foe = actorAt(target.uuid);
    if (!active || !back || !foe) continue;
    const card = await rollConfrontation(
      { actor: active.attacker, row: rowOfDeclared(active), options: attackOptions(active, target, movement, surprised) },
      { actor: back.attacker, row: rowOfDeclared(back), options: attackOptions(back, { uuid: active.attacker.uuid, name: active.attacker.name ?? "", strikes: 1 }, movement, surprised) },
      { intent: FAST, fencing: fencingOf(active, back) },
    );
    if (!card) continue;
    add(active.id, sideTargets(active, foe, card.a, field), card.a);
    add(back.id, sideTargets(back, active.attacker, card.b, field), card.b);
    done.add(`${active.id}>${foe.uuid}`).add(`${back.id}>${active.attacker.uuid}`);
  }
  for (const d of declared) {
    for (const target of d.targets) {
      const foe = actorAt(target.uuid);
      if (!foe || done.has(`${d.id}>${foe.uuid}`)) continue;
      const card = await rollAttack(d.attacker, rowOfDeclared(d), foe, attackOptions(d, target, movement, surprised));
      if (card) add(d.id, sideTargets(d, foe, card.side, field), card.side);
    }
  }
  // Unstable: each 20 an Attack rolled is a Hit on its user (A47: the row's Trait or the user's Skill).
  for (const d of declared) {
    const own = unstableHits(faces.get(d.id)!);
    if (own && (carries(d, "unstable") || d.attacker.items.some((i) => isItemType(i, ["eldfallSkill"]) && itemSystem(i, ["eldfallSkill"]).key === "unstable"))) {
      add(d.id, [{ target: d.attacker.uuid, hits: Array.from({ length: own }, () => ({ critical: false })) }], null);
    }
  }
  return { hits, attacked, faces };
}

/** An Attack a Dodge answers: its id, whom it aims at, and whether it is Mindgame (a Dodge against it uses INT). */
export interface Dodged { readonly id: string; readonly targets: readonly string[]; readonly mindgame: boolean }

/** The models that declared Dodge this sequence (reacting ones first, as they move first). */
export function dodgersOf(state: ActivationState): { uuid: string; reacting: boolean; halvedAg: boolean }[] {
  const dodgers = state.reactions.filter((r) => liveReaction(r) && r.action === "dodge").map((r) => ({ uuid: r.reactorUuid, reacting: true, halvedAg: r.halvedAg }));
  if (state.action?.action === "dodge") dodgers.push({ uuid: state.activator.uuid, reacting: false, halvedAg: false });
  return dodgers;
}

/**
 * Dodges (DODGE AGAINST MULTIPLE ENEMY ATTACKS): a dodging model rolls against each Attack aimed at it separately,
 * and each result stands against that Attack alone; a dodger no Attack aims at rolls once (its success still ends
 * Immobilized and lets it move).
 */
async function rollDodges(dodgers: readonly { uuid: string; reacting: boolean; halvedAg: boolean }[], attacks: readonly Dodged[], sequenceId: string, surprised: ReadonlySet<string>): Promise<DodgeInput[]> {
  const out: DodgeInput[] = [];
  for (const d of dodgers) {
    const actor = actorAt(d.uuid);
    if (!actor) continue;
    const against = attacks.filter((a) => a.targets.includes(d.uuid));
    const vs: Record<string, boolean> = {};
    const halved = surprised.has(d.uuid);
    if (!against.length) vs[`${sequenceId}.dodge`] = await rollDodge(actor, d, false, halved);
    for (const a of against) vs[a.id] = await rollDodge(actor, d, a.mindgame, halved);
    out.push({ model: d.uuid, reacting: d.reacting, vs });
  }
  return out;
}

/**
 * The Attacks of the sequence as the step reads them: each declared one with the Hits it rolled; Aquatic doubles
 * the PW of a Hit from an electric source on a model standing in it.
 */
function attacksOf(declared: readonly Declared[], rolled: Rolled): AttackInput[] {
  const wet = (target: TargetInput, name: string): TargetInput => {
    const foe = actorAt(target.target);
    return foe && aquaticPower(name, placedEnvironments(foe)) === 2 ? { ...target, pwMods: [...(target.pwMods ?? []), { kind: "double", source: "aquatic" }] } : target;
  };
  // A Combat Art adds its PW, Traits and per-Hit effects (Deadly Precision) to the Attack.
  return declared.map((d) => withArt({
    id: d.id, attacker: d.attacker.uuid, pw: d.profile.pw, traits: d.profile.traits, tags: [...d.profile.tags, d.profile.type],
    targets: (rolled.hits.get(d.id) ?? []).map((t) => wet({ ...t, hits: artHits(t.hits, d.art?.rule ?? null, d.role) }, d.profile.name)),
  }, d.art?.rule ?? null));
}

/**
 * The step's input: every model an Attack or a Dodge names (and `extra`), with AG, INT and M as the step's own
 * rolls read them (Surprise Attack, Aquatic, the Morale Traits), the Attacks, the Dodges.
 */
function resolutionInputOf(attacks: readonly AttackInput[], dodges: readonly DodgeInput[], extra: readonly string[], surprised: ReadonlySet<string>): ResolutionInput {
  const ids = new Set<string>([...extra, ...attacks.flatMap((a) => [...(a.attacker ? [a.attacker] : []), ...a.targets.map((t) => t.target)]), ...dodges.map((d) => d.model)]);
  const models = [...ids].map((uuid) => actorAt(uuid)).filter((a) => a !== null).map((a) => resolutionModelOf(a, resolutionAttributesOf(a, surprised.has(a.uuid))));
  return { models, attacks, dodges, options: resolveOptions() };
}

/** Trample: a Running model with it deals its Hit to every smaller model its Run moved through or touched. */
function trampleOf(state: ActivationState, field: ResolutionField): AttackInput | null {
  const actor = actorAt(state.activator.uuid);
  const movement = state.movement;
  if (!actor || movement?.movement !== "run") return null;
  const model = resolutionModelOf(actor);
  if (!hasTrait(model.traits, "trample")) return null;
  const trampled = field.trampled(actor, movement.path.slice(0, movement.stoppedAt + 1));
  return trampled.length ? trampleAttack(`${state.id}.t`, model, trampled.map((a) => uuidOf(a))) : null;
}

/**
 * Chain Attack: the offers the sequence's Hits open to models with the Skill that see the enemy hit (the card's
 * buttons). A Hit counts once the plan landed it: one a Dodge avoided or a Trait negated was not scored.
 */
function chainOffersOf(input: ResolutionInput, plan: ResolutionPlan, dodgers: readonly { uuid: string; reacting: boolean; halvedAg: boolean }[], field: ResolutionField): ChainAttackOffer[] {
  const scored = (attack: string, target: string) => plan.hits.filter((h) => h.attack === attack && h.target === target && h.outcome !== "dodged" && h.outcome !== "negated")
    .map((h) => ({ critical: h.critical }));
  const attacks = input.attacks.map((a) => ({ ...a, targets: a.targets.map((t) => ({ ...t, hits: scored(a.id, t.target) })) }));
  const inSequence = new Set(input.models.map((m) => m.id));
  const chainers: ResolutionModel[] = field.withSkill("chainAttack").filter((a) => !inSequence.has(uuidOf(a))).map((a) => resolutionModelOf(a));
  const models = [...input.models, ...chainers];
  const sees = (model: string, target: string) => {
    const [m, t] = [actorAt(model), actorAt(target)];
    return !!m && !!t && field.sees(m, t);
  };
  return chainAttackOffers(models, attacks, sees).map((o) => ({
    ...o, dodges: dodgers.filter((d) => d.uuid === o.target || o.alternatives.includes(d.uuid)), done: false,
  }));
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
  const activator = actorAt(state.activator.uuid);
  const field = new ResolutionField(activator);
  const declared = declaredAttacks(state);
  const rolled = await rollAttacks(declared, state.movement, field);
  // M70: the Weapon an attack used is remembered (the Primary Weapon rule reads it).
  for (const d of declared) {
    const itemId = d.profile.id.includes(".") ? d.profile.id.split(".")[0]! : null;
    if (itemId) await actorModel<EldfallActorModel>(d.attacker).noteWeaponUsed(itemId);
  }
  await spendThrown(declared, rolled);
  const trample = trampleOf(state, field);
  const attacks = [...attacksOf(declared, rolled), ...(trample ? [trample] : [])];
  const dodgers = dodgersOf(state);
  // Whom each Attack aims at: its declared targets (a Dodge answers an Attack whose rolls all missed too) and every model its Hits fall on.
  const aimed: Dodged[] = attacks.map((a) => ({
    id: a.id, mindgame: hasTrait(a.traits, "mindgame"),
    targets: [...new Set([...(declared.find((d) => d.id === a.id)?.targets.map((t) => t.uuid) ?? []), ...a.targets.map((t) => t.target)])],
  }));
  const surprised = surprisedBy(declared);
  const dodges = await rollDodges(dodgers, aimed, state.id, surprised);
  if (!attacks.length && !dodges.length) {
    const env = await environmentHits(state, scene);
    return { lines: env.length ? env : [{ key: `${LINE}.nothing`, data: {} }], plan: null };
  }
  const input = resolutionInputOf(attacks, dodges, [state.activator.uuid], surprised);
  const { plan } = await postResolution(input, { speaker: activator, chainAttacks: (plan) => chainOffersOf(input, plan, dodgers, field) });
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
  // A level the card recorded that the check above refused is said, not dropped silently.
  for (const d of declared) {
    if (d.pick && !d.art) lines.push({ key: `${LINE}.artBarred`, data: { name: d.attacker.name ?? "", target: game.i18n.localize(`REALMS.Eldfall.Activation.Art.${d.pick.id}.${d.pick.level}`) } });
  }
  if (scene) {
    const { gained, lost } = await recomputeEngaged(scene);
    for (const name of gained) lines.push({ key: `${LINE}.engaged`, data: { name } });
    for (const name of lost) lines.push({ key: `${LINE}.disengaged`, data: { name } });
  }
  lines.push(...await environmentHits(state, scene));
  return { lines, plan };
}
