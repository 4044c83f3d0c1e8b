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
import { actorAt, ref } from "../../../core/refs";
import type { ClickIntent } from "../../../core/roll-dialog";
import type { ActivationState, ReactionRecord, Target } from "../activation/rules/activation";
import type { AttackInput, DodgeInput, ResolutionInput, ResolutionPlan, TargetInput } from "./rules/resolution";
import type { SideResult } from "../dice/rules/confrontation";
import { rollAttack, rollAttribute, rollConfrontation, type AttackRow } from "../dice/rolling";
import { postResolution, resolutionModelOf, resolveOptions } from "./resolve";
import { endStatesOn, stateName } from "../states/actor-states";
import { actorModel } from "../../../core/data/actor-model";
import type { EldfallActorModel } from "../models/actor-model";
import { recomputeEngaged } from "../space/queries";
import { attackProfilesOf, type AttackProfile } from "../dice/attack-profiles";
import { artChoice, reachWithArt, type ArtLevel } from "../profile/rules/combat-arts";
import { rollProfileOf } from "../dice/roll-context";
import { actorFacts } from "../states/facts";
import { artHits, withArt } from "./rules/art-effects";

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
const rowOf = (d: Declared): AttackRow => {
  const p = d.profile;
  return { label: p.name, kind: p.kind, stk: p.stk, pw: p.pw, ...(p.reachRule ? { reach: reachWithArt(p.reachRule, d.art?.rule ?? null) } : {}) };
};

/**
 * The roll options of one Attack at one target: what the sequence knows (role, declared Movement and Skills) — the
 * dice flow adds the States', Classes' and Skills' modifiers and Strikes itself — then Dash's unmodified 1 or a split
 * declared over several targets.
 */
function attackOptions(d: Declared, target: Target, movement: ActivationState["movement"]) {
  const ability = {
    movement: d.role === "active" ? movement?.movement ?? null : null, declared: d.role === "active" ? movement?.skills ?? [] : [],
    art: d.art ? { id: d.art.id, level: d.art.level } : null,
  };
  const strikes = d.fixedStk ?? (d.targets.length > 1 ? target.strikes : undefined);
  return { intent: FAST, role: d.role, ability, ...(strikes !== undefined ? { strikes } : {}) };
}

/** Fencing I or II carried by either side of a Confrontation acts on the other side's Melee Attack (the dice check both are melee). */
function fencingOf(a: Declared, b: Declared): { by: "a" | "b"; level: number } | null {
  const targetArt = (d: Declared) => (d.art?.id === "fencing" && d.art.rule.targetAttack ? d.art.level : null);
  const byA = targetArt(a);
  if (byA !== null) return { by: "a", level: byA };
  const byB = targetArt(b);
  return byB !== null ? { by: "b", level: byB } : null;
}

interface Rolled { readonly hits: Map<string, TargetInput[]>; readonly attacked: Set<string> }

/** Roll every declared Attack: Confrontations first (activated model ⚔ a reactor that attacks it back), then the rest alone. */
async function rollAttacks(declared: readonly Declared[], movement: ActivationState["movement"]): Promise<Rolled> {
  const hits = new Map<string, TargetInput[]>(declared.map((d) => [d.id, []]));
  const attacked = new Set<string>();
  const done = new Set<string>(); // `${attack id}>${target uuid}`
  const add = (attackId: string, target: string, t: TargetInput) => { hits.get(attackId)!.push(t); attacked.add(target); };
  const active = declared.find((d) => d.role === "active");
  for (const target of active?.targets ?? []) {
    const back = declared.find((d) => d.role === "reactive" && d.attacker.uuid === target.uuid);
    const foe = actorAt(target.uuid);
    if (!active || !back || !foe) continue;
    const card = await rollConfrontation(
      { actor: active.attacker, row: rowOf(active), options: attackOptions(active, target, movement) },
      { actor: back.attacker, row: rowOf(back), options: attackOptions(back, { uuid: active.attacker.uuid, name: active.attacker.name ?? "", strikes: 1 }, movement) },
      { intent: FAST, fencing: fencingOf(active, back) },
    );
    if (!card) continue;
    add(active.id, foe.uuid, { target: foe.uuid, hits: hitsOfSide(card.a), negated: negatedOf(card.a) });
    add(back.id, active.attacker.uuid, { target: active.attacker.uuid, hits: hitsOfSide(card.b), negated: negatedOf(card.b) });
    done.add(`${active.id}>${foe.uuid}`).add(`${back.id}>${active.attacker.uuid}`);
  }
  for (const d of declared) {
    for (const target of d.targets) {
      const foe = actorAt(target.uuid);
      if (!foe || done.has(`${d.id}>${foe.uuid}`)) continue;
      const card = await rollAttack(d.attacker, rowOf(d), foe, attackOptions(d, target, movement));
      if (card) add(d.id, foe.uuid, { target: foe.uuid, hits: hitsOfSide(card.side), negated: negatedOf(card.side) });
    }
  }
  return { hits, attacked };
}

/** Dodges: each dodging model rolls AG once (halved without LoS), and the result stands against every Attack aimed at it. */
async function rollDodges(state: ActivationState, declared: readonly Declared[]): Promise<DodgeInput[]> {
  const dodgers: { uuid: string; reacting: boolean; halvedAg: boolean }[] = state.reactions
    .filter((r) => liveReaction(r) && r.action === "dodge").map((r) => ({ uuid: r.reactorUuid, reacting: true, halvedAg: r.halvedAg }));
  if (state.action?.action === "dodge") dodgers.push({ uuid: state.activator.uuid, reacting: false, halvedAg: false });
  const out: DodgeInput[] = [];
  for (const d of dodgers) {
    const actor = actorAt(d.uuid);
    if (!actor) continue;
    const card = await rollAttribute(actor, "dodge", { intent: FAST, context: { lineOfSight: !d.halvedAg, role: d.reacting ? "reactive" : "active" } });
    const success = !!card?.side.dice[0]?.landed;
    const against = declared.filter((a) => a.targets.some((t) => t.uuid === d.uuid));
    out.push({ model: d.uuid, reacting: d.reacting, vs: Object.fromEntries(against.map((a) => [a.id, success])) });
  }
  return out;
}

/** The step's input from what was rolled. */
export function resolutionInputOf(declared: readonly Declared[], rolled: Rolled, dodges: readonly DodgeInput[], extra: readonly string[]): ResolutionInput {
  const ids = new Set<string>([...extra, ...declared.map((d) => d.attacker.uuid), ...rolled.attacked, ...dodges.map((d) => d.model)]);
  const models = [...ids].map((uuid) => actorAt(uuid)).filter((a) => a !== null).map((a) => resolutionModelOf(a));
  const attacks: AttackInput[] = declared.map((d) => withArt({
    id: d.id, attacker: d.attacker.uuid, pw: d.profile.pw, traits: d.profile.traits, tags: [...d.profile.tags, d.profile.type],
    targets: (rolled.hits.get(d.id) ?? []).map((t) => ({ ...t, hits: artHits(t.hits, d.art?.rule ?? null, d.role) })),
  }, d.art?.rule ?? null));
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

/**
 * The Resolution Step of an activation card: roll, resolve, apply; the States an Action or an Attack ends are
 * ended (Shrouded by an Action; Distracted by being attacked is the resolution's own).
 */
export async function resolveActivation(state: ActivationState): Promise<{ lines: ResolutionLines; plan: ResolutionPlan | null }> {
  const declared = declaredAttacks(state);
  const rolled = await rollAttacks(declared, state.movement);
  // M70: the Weapon an attack used is remembered (the Primary Weapon rule reads it).
  for (const d of declared) {
    const itemId = d.profile.id.includes(".") ? d.profile.id.split(".")[0]! : null;
    if (itemId) await actorModel<EldfallActorModel>(d.attacker).noteWeaponUsed(itemId);
  }
  const dodges = await rollDodges(state, declared);
  const activator = actorAt(state.activator.uuid);
  if (!declared.length && !dodges.length) return { lines: [{ key: `${LINE}.nothing`, data: {} }], plan: null };
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
  // A level the card recorded that the check above refused is said, not dropped silently.
  for (const d of declared) {
    if (d.pick && !d.art) lines.push({ key: `${LINE}.artBarred`, data: { name: d.attacker.name ?? "", target: game.i18n.localize(`REALMS.Eldfall.Activation.Art.${d.pick.id}.${d.pick.level}`) } });
  }
  const scene = game.scenes?.viewed as Scene.Implementation | undefined;
  if (scene) {
    const { gained, lost } = await recomputeEngaged(scene);
    for (const name of gained) lines.push({ key: `${LINE}.engaged`, data: { name } });
    for (const name of lost) lines.push({ key: `${LINE}.disengaged`, data: { name } });
  }
  return { lines, plan };
}
