/**
 * Eldfall rolls in Foundry: an attribute roll, an attack at one target, and a Confrontation. Each opens the core
 * roll dialog with the modifiers listed and the exact chance (a Confrontation: both sides' Hits), rolls one d20
 * per Strike, resolves the dice with the pure rules and posts a card. Thin: reads the actors, calls rules, posts.
 */
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import type { DialogModifier } from "../../../core/roll-dialog-model";
import { postRollCard } from "../../../core/chat/cards";
import { ref } from "../../../core/refs";
import { isActorType, isItemType } from "../../../core/data/subtypes";
import { resolveAttack, resolveConfrontation, combatArtUsable, fencingOnTarget, unstoppablePrevents, type Exploit, type SideResult } from "./rules/confrontation";
import { attributeFor, ROLL_KINDS, strikeCount, type RerollSource, type RolledDie, type RollAttribute, type RollContext, type RollKind } from "./rules/roll";
import { offerRerolls } from "./reroll";
import { offerExploit, spendExploit } from "./exploit";
import { SIZES } from "../profile/rules/keys";
import { ELDFALL_CONFRONTATION_CARD, ELDFALL_ROLL_CARD } from "./card-kinds";
import { sideCardOf, type ConfrontationCard, type ModifierLine, type RollCard, type SideCard } from "./cards";
import { EldfallConfrontationRoll, EldfallRoll, facesOf } from "./roll-classes";
import { attackDialogOdds, attributeDialogOdds, confrontationDialogOdds, eldfallDialogInput, planCheck, type SidePlan, type Translate } from "./dialog-odds";
import { countText } from "../../../core/plural";
import { diceOptions, rollerModifiersOf } from "./roll-context";
import type { Modifier, RollContext as AbilityContext, RollKind as AbilityRollKind } from "./rules/ability-modifiers";
import type { TraitRef } from "../profile/rules/traits";
import type { FixedLine } from "./rules/roll-modifiers";
import type { Reach } from "../space/rules/space";
import { ELDFALL_MODEL_TYPES } from "../config";

type Actor_ = Actor.Implementation;
const NO_INTENT: ClickIntent = { fastForward: false, advantage: false, disadvantage: false };

const t: Translate = (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));

const RULE_ITEM_TYPES = ["eldfallClass", "eldfallTrait", "eldfallSkill", "eldfallCombatArt"] as const;

/** The printed profile (attributes by id, size) of an Eldfall model; null for any other actor. */
function profileOf(actor: Actor_): { readonly attributes: Readonly<Record<string, number | null>>; readonly size: string } | null {
  return isActorType(actor, ELDFALL_MODEL_TYPES) ? actor.system : null;
}

/** An item of `type` with automation key `key` on the actor (class, trait, skill). */
const hasKey = (actor: Actor_, type: string, key: string) => actor.items.some((i) => i.type === type && isItemType(i, RULE_ITEM_TYPES) && i.system.key === key);

/** The printed attribute, or null (with a localized error) when the profile has none. */
function attributeOf(actor: Actor_, attribute: string): number | null {
  const v = profileOf(actor)?.attributes[attribute];
  if (typeof v === "number") return v;
  ui.notifications?.error("REALMS.Eldfall.Dice.Errors.noAttribute", { localize: true, format: { actor: actor.name ?? "", attribute: t(`REALMS.Eldfall.Dice.attribute.${attribute}`) } });
  return null;
}

const sizeStep = (actor: Actor_) => Math.max(0, SIZES.indexOf((profileOf(actor)?.size ?? "medium") as (typeof SIZES)[number]));

/** Modifiers a caller passes in (States, Environments, Skills… from the other parts), all switched on. */
export interface RollOptions {
  readonly intent?: ClickIntent;
  readonly modifiers?: readonly DialogModifier[];
  /** Times the attribute is halved after the additions (Dodge without LoS is added by the roll kind itself). */
  readonly halve?: number;
  /** Times it is doubled by an effect the caller knows (A20's world option decides whether a halving cancels it). */
  readonly double?: number;
  readonly context?: RollContext;
  /** Reroll sources the caller knows apply (Unwieldy, Sorcerer, Wizard, Alchemist, Advantage…); the actor's own are added. */
  readonly rerolls?: readonly RerollSource[];
  /**
   * What the caller knows of this roll for the abilities (the Movement declared, Skills declared, the Combat Art
   * level chosen, the kind of Attack…). States, Classes, Skills, Soldier and the space are read here, never passed.
   */
  readonly ability?: Partial<Omit<AbilityContext, "roll" | "attribute" | "role">>;
  /** The roller is the target of a Surprise Attack in this Activation Sequence (OFF, DEF, ACC, AG, INT halved). */
  readonly surprised?: boolean;
}

const abilityKindOf = (kind: RollKind | null): AbilityRollKind => (kind === "dodge" || kind === "perceive" ? kind : "attribute");
const fixedLines = (fixed: readonly FixedLine[]): ModifierLine[] => fixed.map((l) => ({ label: l.label, value: l.value, i18n: l.i18n }));

const lines = (mods: readonly DialogModifier[], active: readonly string[]): ModifierLine[] =>
  mods.filter((m) => active.includes(m.source)).map((m) => ({ label: m.label, value: m.value, i18n: m.i18n ?? true }));

const sideCard = (plan: SidePlan, actor: Actor_, label: string, mods: ModifierLine[], shift: number, result: SideResult, rolled: readonly RolledDie[] = []): SideCard =>
  sideCardOf({ actor: ref(actor), label, attribute: plan.attribute, base: plan.base, halve: plan.halve }, mods, planCheck(plan, shift), result, rolled);

/** Reroll sources the actor has for this roll (Dual Wield with melee, Mage casting, Tracking perceiving, an Unwieldy row) plus the caller's. */
function rerollSources(actor: Actor_, kind: RollKind | null, options: RollOptions, mods: readonly Modifier[] = []): RerollSource[] {
  const out = new Set<RerollSource>(options.rerolls ?? []);
  if (mods.some((m) => m.source.kind === "trait" && m.source.id === "unwieldy" && m.rerolls)) out.add("unwieldy");
  if (kind === "meleeItem" && hasKey(actor, "eldfallSkill", "dualWield")) out.add("dualWield");
  if (kind === "spell" && hasKey(actor, "eldfallClass", "mage")) out.add("mage");
  if (kind === "perceive" && hasKey(actor, "eldfallSkill", "tracking")) out.add("tracking");
  return [...out];
}

/** An attribute roll by roll kind (digest M3a: "dodge", "poisoned"…) or by attribute ("ag"). Resolves to the posted card, or null. */
export async function rollAttribute(actor: Actor_, what: RollKind | RollAttribute, options: RollOptions = {}): Promise<RollCard | null> {
  const kind = (ROLL_KINDS as readonly string[]).includes(what) ? (what as RollKind) : null;
  const choice = kind ? attributeFor(kind, options.context) : { attribute: what as RollAttribute, mods: { adds: [], halve: 0, double: 0 } };
  const base = attributeOf(actor, choice.attribute);
  if (base === null) return null;
  const ability = rollerModifiersOf(actor, { roll: abilityKindOf(kind), attribute: choice.attribute, role: options.context?.role ?? "active", ...options.ability }, null, { surprised: options.surprised });
  const plan: SidePlan = {
    name: actor.name ?? "", attribute: choice.attribute, base, adds: [...choice.mods.adds, ...ability.lines.map((l) => l.value)],
    halve: choice.mods.halve + ability.halve + (options.halve ?? 0), double: choice.mods.double + ability.double + (options.double ?? 0),
    cancelHalveDouble: diceOptions().halveAndDouble === "cancel", purpose: "attribute", assassin: false, strikes: 1, backstab: false,
  };
  const mods = options.modifiers ?? [];
  const label = kind ? t(`REALMS.Eldfall.Dice.kind.${kind}`) : t(`REALMS.Eldfall.Dice.attribute.${choice.attribute}`);
  const picked = await rollDialog(eldfallDialogInput({ actor: actor.name ?? "", label, plan, modifiers: mods }, t), (shift) => attributeDialogOdds(plan, shift, t), options.intent ?? NO_INTENT);
  if (!picked) return null;
  const shift = mods.filter((m) => picked.active.includes(m.source)).reduce((s, m) => s + m.value, picked.situational);
  const roll = new EldfallRoll("1d20");
  await roll.evaluate();
  const check = planCheck(plan, shift);
  const rolled = await offerRerolls(actor, facesOf(roll)[0] ?? [], check, rerollSources(actor, kind, options));
  const face = rolled[0]!.face;
  const result: SideResult = { dice: [{ index: 0, face, cls: check.faces[face - 1]!, landed: check.faces[face - 1] !== "miss", negatedBy: null, exploited: false, backstab: false }], hits: [], weakPointsLeft: null };
  const card: RollCard = {
    purpose: "attribute", side: sideCard(plan, actor, kind ? label : "", [...fixedLines(ability.lines), ...withSituational(lines(mods, picked.active), picked.situational)], shift, result, rolled),
    target: null, chance: attributeDialogOdds(plan, shift, t).chance ?? 0,
  };
  await post(roll, ELDFALL_ROLL_CARD.id, card, actor);
  return card;
}

const withSituational = (mods: ModifierLine[], situational: number): ModifierLine[] =>
  situational ? [...mods, { label: "REALMS.Eldfall.Dice.Dialog.situational", value: situational, i18n: true }] : mods;

/** Roll cards show a roll; nothing applies them, so they carry no seal (the activation's resolution does the applying, on the GM). */
async function post(roll: Roll, kind: string, card: object, actor: Actor_) {
  await postRollCard(roll, kind, card, { actor });
}

/** The row of an Item, Spell or Skill used to attack, as the attack flow needs it (the profile card's table row). */
export interface AttackRow {
  readonly label: string;
  readonly kind: Extract<RollKind, "meleeItem" | "rangedItem" | "spell">;
  /** STK as printed: a number or "STA". */
  readonly stk: number | "STA";
  /** PW as a number when known (for the Wounds odds); formulas are read by the profile rules. */
  readonly pw?: number | null;
  /** RCH when known: the space rules check the target against it (Cover, the two-value modifier…). */
  readonly reach?: Reach;
  /** The row's Traits and tags, for the Traits that act on the roll (Demon, Brute, Unwieldy…). */
  readonly traits?: readonly TraitRef[];
  readonly tags?: readonly string[];
  /** The most Strikes it may make (Throwing: the Item's QTY). */
  readonly maxStrikes?: number;
}

export interface AttackOptions extends RollOptions {
  readonly role?: "active" | "reactive";
  /** Strikes aimed at this target (default: the row's STK in the Active Role, 1 in the Reactive). */
  readonly strikes?: number;
  readonly backstab?: boolean;
  readonly exploit?: Exploit | null;
}

/**
 * One side's plan: the attribute for the row, the roller's States, Classes, Skills and Combat Art (`modifiersFor`) and
 * the space's answer for this target, the opponent's Fencing; Strikes by `strikesFor` then Fencing II. `lines` are
 * the fixed modifiers the card lists.
 */
function planFor(actor: Actor_, row: AttackRow, target: Actor_ | null, options: AttackOptions, extra: { adds?: number[]; strikePenalty?: number } = {}): { plan: SidePlan; lines: ModifierLine[]; mods: readonly Modifier[] } | null {
  const role = options.role ?? "active";
  const choice = attributeFor(row.kind, { ...options.context, role, mystic: hasKey(actor, "eldfallClass", "mystic") });
  const base = attributeOf(actor, choice.attribute);
  if (base === null) return null;
  const stk = row.stk === "STA" ? attributeOf(actor, "sta") : row.stk;
  if (stk === null) return null;
  const melee = row.kind === "meleeItem";
  const ability = rollerModifiersOf(actor, { roll: "attack", attribute: choice.attribute, role, melee, ...options.ability }, { target, melee, spell: row.kind === "spell", reach: row.reach },
    { row: { traits: row.traits ?? [], tags: row.tags ?? [] }, surprised: options.surprised });
  // Strikes split over several targets keep the opponent's Fencing II penalty at this one (never below 1); Throwing caps them at QTY.
  const strikes = Math.min(strikeCount({ base: options.strikes ?? ability.strikes(stk), role: "active", penalty: extra.strikePenalty ?? 0 }), row.maxStrikes ?? Infinity);
  const plan: SidePlan = {
    name: actor.name ?? "", attribute: choice.attribute, base, adds: [...choice.mods.adds, ...ability.lines.map((l) => l.value), ...(extra.adds ?? [])],
    halve: choice.mods.halve + ability.halve + (options.halve ?? 0), double: choice.mods.double + ability.double + (options.double ?? 0),
    cancelHalveDouble: diceOptions().halveAndDouble === "cancel",
    purpose: "attack", assassin: ability.critUpTo >= 3, strikes, backstab: !!options.backstab,
  };
  return { plan, lines: fixedLines(ability.lines), mods: ability.mods };
}

const armOf = (actor: Actor_ | null) => (actor ? profileOf(actor)?.attributes.arm ?? null : null);

/** An unopposed attack at one target (no Confrontation): one d20 per Strike; the card lists each Hit with its critical flag. */
export async function rollAttack(actor: Actor_, row: AttackRow, target: Actor_ | null, options: AttackOptions = {}): Promise<RollCard | null> {
  const planned = planFor(actor, row, target, options);
  if (!planned) return null;
  const { plan } = planned;
  const mods = options.modifiers ?? [];
  const arm = armOf(target);
  const damage = typeof row.pw === "number" && typeof arm === "number" ? { pw: row.pw, arm } : null;
  const picked = await rollDialog(eldfallDialogInput({ actor: actor.name ?? "", label: row.label, target: target?.name ?? null, plan, modifiers: mods }, t),
    (shift) => attackDialogOdds(plan, shift, damage, t, countText), options.intent ?? NO_INTENT);
  if (!picked) return null;
  const shift = mods.filter((m) => picked.active.includes(m.source)).reduce((s, m) => s + m.value, picked.situational);
  const roll = new EldfallRoll(`${plan.strikes}d20`);
  await roll.evaluate();
  const check = planCheck(plan, shift);
  const rolled = await offerRerolls(actor, facesOf(roll)[0] ?? [], check, rerollSources(actor, row.kind, options, planned.mods));
  const faces = rolled.map((d) => d.face);
  const exploit = options.exploit !== undefined ? options.exploit : await offerExploit(actor, target, faces, check);
  const result = resolveAttack({ dice: faces, check, backstab: plan.backstab ? 0 : null, exploit });
  const card: RollCard = {
    purpose: "attack", side: sideCard(plan, actor, row.label, [...planned.lines, ...withSituational(lines(mods, picked.active), picked.situational)], shift, result, rolled),
    target: target ? ref(target) : null, chance: attackDialogOdds(plan, shift, null, t, countText).chance ?? 0,
  };
  await post(roll, ELDFALL_ROLL_CARD.id, card, actor);
  if (exploit && target) await spendExploit(actor, target);
  return card;
}

/** One model of a Confrontation: who, with which row, in which role, and its options. */
export interface ConfrontationParty { readonly actor: Actor_; readonly row: AttackRow; readonly options?: AttackOptions }

export interface ConfrontationOptions {
  readonly intent?: ClickIntent;
  /** A Fencing level one side uses on its Melee Attack: I and II act on the other side's melee (refused against a Duelist's target rule). */
  readonly fencing?: { readonly by: "a" | "b"; readonly level: number } | null;
}

/** The modifiers Fencing puts on the other side, unless that side is a Duelist (its target cannot use Combat Arts ≤ III). */
function fencingOn(side: "a" | "b", a: ConfrontationParty, b: ConfrontationParty, fencing: ConfrontationOptions["fencing"]) {
  if (!fencing || fencing.by === side) return { adds: [], strikePenalty: 0 };
  const user = fencing.by === "a" ? a : b;
  const other = fencing.by === "a" ? b : a;
  if (user.row.kind !== "meleeItem" || other.row.kind !== "meleeItem") return { adds: [], strikePenalty: 0 };
  if (!combatArtUsable(fencing.level, hasKey(other.actor, "eldfallTrait", "duelist"))) return { adds: [], strikePenalty: 0 };
  const f = fencingOnTarget(fencing.level);
  return { adds: f.attributeAdd ? [f.attributeAdd] : [], strikePenalty: f.strikePenalty };
}

/**
 * A Confrontation: A (the roller) and B attack each other. The dialog shows the joint distribution of their Hits;
 * both sides' Strikes are rolled at once and resolved (negations, criticals, winner); Unstoppable against a
 * smaller model means no Confrontation.
 */
export async function rollConfrontation(a: ConfrontationParty, b: ConfrontationParty, options: ConfrontationOptions = {}): Promise<ConfrontationCard | null> {
  const fa = fencingOn("a", a, b, options.fencing);
  const fb = fencingOn("b", a, b, options.fencing);
  const plannedA = planFor(a.actor, a.row, b.actor, a.options ?? {}, fa);
  const plannedB = planFor(b.actor, b.row, a.actor, { role: "reactive", ...b.options }, fb);
  if (!plannedA || !plannedB) return null;
  const pa = plannedA.plan;
  const pb = plannedB.plan;
  const unstoppable = unstoppablePrevents(
    { unstoppable: hasKey(a.actor, "eldfallTrait", "unstoppable"), size: sizeStep(a.actor) },
    { unstoppable: hasKey(b.actor, "eldfallTrait", "unstoppable"), size: sizeStep(b.actor) },
  );
  const modsA = a.options?.modifiers ?? [];
  const { critReading } = diceOptions();
  const fixedB = [...plannedB.lines, ...(b.options?.modifiers ?? []).map((m) => ({ label: m.label, value: m.value, i18n: m.i18n ?? true })),
    ...fb.adds.map((v) => ({ label: "REALMS.Eldfall.Dice.Dialog.fencing", value: v, i18n: true }))];
  const fixedA = [...plannedA.lines, ...fa.adds.map((v) => ({ label: "REALMS.Eldfall.Dice.Dialog.fencing", value: v, i18n: true }))];
  const planB: SidePlan = { ...pb, adds: [...pb.adds, ...(b.options?.modifiers ?? []).map((m) => m.value)] };
  const picked = await rollDialog(eldfallDialogInput({ actor: a.actor.name ?? "", label: a.row.label, plan: pa, versus: { actor: b.actor.name ?? "", label: b.row.label, plan: pb }, modifiers: modsA }, t), (shift) => confrontationDialogOdds(pa, planB, shift, unstoppable, t, critReading), options.intent ?? NO_INTENT);
  if (!picked) return null;
  const shift = modsA.filter((m) => picked.active.includes(m.source)).reduce((s, m) => s + m.value, picked.situational);
  const roll = new EldfallConfrontationRoll([pa.strikes, pb.strikes].map((n) => `${n}d20`).join(" + "));
  await roll.evaluate();
  const [facesA = [], facesB = []] = facesOf(roll);
  const ca = planCheck(pa, shift);
  const cb = planCheck(planB);
  // Each side's owner may reroll before the dice resolve (A first: the roller).
  const rolledA = await offerRerolls(a.actor, facesA, ca, rerollSources(a.actor, a.row.kind, a.options ?? {}, plannedA.mods));
  const rolledB = await offerRerolls(b.actor, facesB, cb, rerollSources(b.actor, b.row.kind, b.options ?? {}, plannedB.mods));
  const diceA = rolledA.map((d) => d.face);
  const diceB = rolledB.map((d) => d.face);
  // Then Weak Points may be exploited (a hero against a hostile), before resolving.
  const exploitA = a.options?.exploit !== undefined ? a.options.exploit : await offerExploit(a.actor, b.actor, diceA, ca);
  const exploitB = b.options?.exploit !== undefined ? b.options.exploit : await offerExploit(b.actor, a.actor, diceB, cb);
  const r = resolveConfrontation(
    { dice: diceA, check: ca, backstab: pa.backstab ? 0 : null, exploit: exploitA },
    { dice: diceB, check: cb, backstab: pb.backstab ? 0 : null, exploit: exploitB },
    { unstoppable, critReading },
  );
  const odds = confrontationDialogOdds(pa, planB, shift, unstoppable, t, critReading);
  const bChance = (odds.distribution?.[1]?.p ?? 0) + (odds.distribution?.[2]?.p ?? 0);
  const card: ConfrontationCard = {
    a: sideCard(pa, a.actor, a.row.label, [...fixedA, ...withSituational(lines(modsA, picked.active), picked.situational)], shift, r.a, rolledA),
    b: { ...sideCard(planB, b.actor, b.row.label, fixedB, 0, r.b, rolledB), base: pb.base },
    confronted: r.confronted, winner: r.winner, nullified: r.nullified, chance: { a: odds.chance ?? 0, b: bChance },
  };
  await post(roll, ELDFALL_CONFRONTATION_CARD.id, card, a.actor);
  if (exploitA) await spendExploit(a.actor, b.actor);
  if (exploitB) await spendExploit(b.actor, a.actor);
  return card;
}

