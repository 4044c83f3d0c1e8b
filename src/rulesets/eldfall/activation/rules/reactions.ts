/**
 * Who may react to an activation, with what, and when (M28–M32; [§ REACTION, ATTACK OF OPPORTUNITY, DODGE,
 * ENGAGED, BLINDED, PANICKED] and the Skills Stealth, Charm, Taunt, Clairvoyance, Foresight, Flicker, Protector,
 * Impede). Pure: the spatial facts (sight, Awareness, reach of each weapon at each space of the mover's path,
 * movement distances) come in as plain data the glue reads from rules/sight.ts, rules/aoo.ts and
 * rules/movement.ts — asked through space/queries.ts by ../reactions.ts. Every Reaction costs 1 AP and targets only
 * the activated model; each reactor reacts at most once per sequence (A4).
 */
import { requireInt } from "../../../../core/dice/guard";
import { NORMAL_ACTIONS, cannotAct, stateAllowsAction, type Action, type AttackMeans, type AttackType, type ModelFacts, type ReactionRecord, type ReactionStatus } from "./activation";

/** One weapon (or Spell) a reactor may attack with, and whether it reaches the mover at each space of its path. */
export interface WeaponFacts {
  readonly id: string;
  readonly name: string;
  readonly type: AttackType;
  readonly reachAt: readonly boolean[];
}

export interface ReactorFacts extends ModelFacts {
  readonly uuid: string;
  readonly name: string;
  /** Line of sight to the activated model at each space of its path (index 0: where it activated). */
  readonly seesAt: readonly boolean[];
  /** The activated model within this model's Awareness at each space of its path. */
  readonly awareAt: readonly boolean[];
  readonly weapons: readonly WeaponFacts[];
  /** In the activated model's space where its move ends (Interact, Trade, Deathblow). */
  readonly sameSpaceAtEnd: boolean;
  /** Movement distance to each ally (by uuid), for Protector's ½ SPD. */
  readonly distanceTo: Readonly<Record<string, number>>;
  readonly spd: number;
}

/** What the reactions read of the activated model. */
export interface MoverFacts {
  readonly uuid: string;
  readonly states: readonly string[];
  readonly skills: Readonly<Record<string, number>>;
  /** It declared Flicker: only its start and end count for sight (M32). */
  readonly flicker: boolean;
  /** The index of the path space where its move ended. */
  readonly end: number;
}

export interface Sight {
  /** LoS (or Clairvoyance within Awareness) at some counted space: any Reaction. */
  readonly sees: boolean;
  /** Within Awareness at some counted space: Dodge with halved AG. */
  readonly aware: boolean;
}

/** No move crosses 1,000 spaces (a Run is twice SPD): a larger end index is a stale or forged card, not a path. */
export const MAX_PATH_INDEX = 1000;

/** The spaces of the path that count for sight: all of them (A3), or Flicker's start and end. */
export function countedSpaces(mover: MoverFacts): number[] {
  requireInt("mover.end", mover.end, 0, MAX_PATH_INDEX);
  return mover.flicker ? [...new Set([0, mover.end])] : Array.from({ length: mover.end + 1 }, (_, i) => i);
}

const level = (skills: Readonly<Record<string, number>>, id: string) => skills[id] ?? 0;

/**
 * What a reactor perceives of the mover. Blinded sees nothing; Clairvoyance turns Awareness into sight; a
 * mover with Stealth I takes the Awareness exceptions away (Dodge without LoS, Clairvoyance: reading A67);
 * an Engaged reactor reacts only to models within its Awareness.
 */
export function sightOf(reactor: ReactorFacts, mover: MoverFacts): Sight {
  const spaces = countedSpaces(mover);
  const blind = reactor.states.includes("blinded");
  const stealth = level(mover.skills, "stealth") > 0;
  let sees = !blind && spaces.some((i) => reactor.seesAt[i]);
  let aware = !stealth && spaces.some((i) => reactor.awareAt[i]);
  if (!sees && aware && level(reactor.skills, "clairvoyance") > 0) sees = true;
  if (reactor.states.includes("engaged") && !spaces.some((i) => reactor.awareAt[i])) sees = aware = false;
  return { sees, aware };
}

export interface ReactionOffer {
  /** The window's option id: the Action, or `attack:<weapon id>`, `aoo:<weapon id>`, `postpone`. */
  readonly id: string;
  readonly action: Action | "postpone";
  readonly weapon: WeaponFacts | null;
  readonly halvedAg: boolean;
}

export interface Eligibility {
  readonly reason: string | null;
  readonly offers: readonly ReactionOffer[];
}

const offer = (action: Action, halvedAg = false, weapon: WeaponFacts | null = null): ReactionOffer =>
  ({ id: weapon ? `attack:${weapon.id}` : action, action, weapon, halvedAg });

export interface ReactionContext {
  /** The activated model is Incapacitated (Deathblow). */
  readonly moverIncapacitated?: boolean;
  /** A Panicked reactor that failed its M roll may only Dodge or do Nothing (A9). */
  readonly panicFailed?: boolean;
  /** A Hostile activation's Reaction Step: a reactor with Foresight may postpone. */
  readonly mayPostpone?: boolean;
}

/** Whether a reactor may react to this activation, and with what (the Reaction Step's window). */
export function eligibility(reactor: ReactorFacts, mover: MoverFacts, context: ReactionContext = {}): Eligibility {
  const why = cannotAct(reactor);
  if (why) return { reason: why, offers: [] };
  const { sees, aware } = sightOf(reactor, mover);
  if (!sees && !aware) return { reason: "noSight", offers: [] };
  if (!sees) return { reason: null, offers: [offer("dodge", true)] };
  if (mover.states.includes("shrouded")) {
    // A Shrouded model can be the target of nothing but Perceive (which needs Awareness too).
    return { reason: null, offers: (aware ? [offer("perceive")] : []).concat(offer("dodge"), offer("nothing")) };
  }
  if (context.panicFailed) return { reason: null, offers: [offer("dodge"), offer("nothing")] };
  const end = mover.end;
  const flyingMover = mover.states.includes("flying");
  const offers: ReactionOffer[] = [];
  for (const action of NORMAL_ACTIONS) {
    if (action === "attack") {
      for (const w of reactor.weapons) {
        if (!w.reachAt[end]) continue;
        // Only Flying models can melee a Flying model.
        if (w.type === "melee" && flyingMover && !reactor.states.includes("flying")) continue;
        if (stateAllowsAction(reactor, { action, means: meansOf(w), targets: [] })) continue;
        offers.push(offer(action, false, w));
      }
      continue;
    }
    if ((action === "interact" || action === "trade") && !reactor.sameSpaceAtEnd) continue;
    if (action === "deathblow" && !(reactor.sameSpaceAtEnd && context.moverIncapacitated)) continue;
    if (action === "perceive" && !aware) continue;
    if (stateAllowsAction(reactor, { action, means: null, targets: [] })) continue;
    offers.push(offer(action));
  }
  if (context.mayPostpone && level(reactor.skills, "foresight") > 0) offers.push({ id: "postpone", action: "postpone", weapon: null, halvedAg: false });
  return { reason: null, offers };
}

export const meansOf = (w: WeaponFacts | null): AttackMeans | null =>
  w ? { type: w.type, itemId: w.id === "unarmed" ? null : w.id, itemName: w.name, skills: [], combatArt: null } : null;

/** The card's record of a chosen offer. */
export function recordOf(reactor: Pick<ReactorFacts, "uuid" | "name">, chosen: ReactionOffer, status: ReactionStatus = "declared", at: number | null = null): ReactionRecord {
  const postponed = chosen.action === "postpone";
  return {
    reactorUuid: reactor.uuid, name: reactor.name, action: postponed ? "nothing" : chosen.action, means: meansOf(chosen.weapon),
    status: postponed ? "postponed" : status, at, halvedAg: chosen.halvedAg,
  };
}

/** An Attack of Opportunity a reactor may declare where the mover's path enters its weapon's reach (M29). */
export interface AooTrigger {
  readonly reactorUuid: string;
  readonly weapon: WeaponFacts;
  /** Index of the path space where the path enters reach. */
  readonly at: number;
  /** Impede: the move ends there (and a Melee AoO engages the mover at once). */
  readonly impede: boolean;
}

/**
 * Every Attack of Opportunity along a planned path, in path order: for each eligible reactor and weapon, the
 * first space where the path enters its reach and it can see the mover there. A reactor that declares one
 * reacts no more this sequence (so the glue drops its later triggers once it has chosen). It is declared and
 * measured at that space; its rolls resolve with the rest of the sequence in the Resolution Step (reading A66),
 * and a ranged one is placed at the entry space too (A70).
 */
export function aooTriggers(reactors: readonly ReactorFacts[], mover: MoverFacts): AooTrigger[] {
  requireInt("mover.end", mover.end, 0, MAX_PATH_INDEX);
  const triggers: AooTrigger[] = [];
  const engagedMover = mover.states.includes("engaged");
  for (const r of reactors) {
    if (cannotAct(r)) continue;
    if (!sightOf(r, mover).sees) continue;
    const clairvoyant = level(r.skills, "clairvoyance") > 0 && level(mover.skills, "stealth") === 0;
    for (const w of r.weapons) {
      if (stateAllowsAction(r, { action: "attack", means: meansOf(w), targets: [] })) continue;
      if (w.type === "melee" && mover.states.includes("flying") && !r.states.includes("flying")) continue;
      for (let i = 1; i <= mover.end; i++) {
        const visible = !r.states.includes("blinded") && (r.seesAt[i] || (clairvoyant && r.awareAt[i]));
        if (w.reachAt[i] && !w.reachAt[i - 1] && visible) {
          triggers.push({ reactorUuid: r.uuid, weapon: w, at: i, impede: level(r.skills, "impede") > 0 && !engagedMover });
          break;
        }
      }
    }
  }
  return triggers.sort((a, b) => a.at - b.at);
}

/** The AoO triggers still live after some were chosen: nothing beyond an Impede's point, nobody twice. */
export function liveTriggers(triggers: readonly AooTrigger[], reacted: ReadonlySet<string>, stoppedAt: number): AooTrigger[] {
  return triggers.filter((t) => !reacted.has(t.reactorUuid) && t.at <= stoppedAt);
}

/** Taunt (used during its Movement): every enemy with LoS to the mover or it in Awareness rolls INT (M32). */
export function tauntRollers(reactors: readonly ReactorFacts[], mover: MoverFacts): string[] {
  return reactors.filter((r) => !cannotAct(r)).filter((r) => {
    const s = sightOf(r, mover);
    return s.sees || s.aware;
  }).map((r) => r.uuid);
}

/**
 * A taunted reactor that failed its INT roll must react against the mover if it can: declining is not on
 * offer, and a refusal is recorded as Nothing with its AP spent (A10).
 */
export function forcedRecord(reactor: Pick<ReactorFacts, "uuid" | "name">): ReactionRecord {
  return { reactorUuid: reactor.uuid, name: reactor.name, action: "nothing", means: null, status: "taunted", at: null, halvedAg: false };
}

/** Charm (the mover has it): a reactor's failed INT roll turns its Reaction into Nothing (AP spent, A10); Charm II also pulls it. */
export function charmed(record: ReactionRecord, charmLevel: number): { readonly record: ReactionRecord; readonly walkToward: boolean } {
  return { record: { ...record, action: "nothing", means: null, status: "charmed" }, walkToward: charmLevel >= 2 };
}

/** Whether Charm applies to Reactions against this mover (an INT roll before each). */
export const charmLevel = (mover: MoverFacts): number => level(mover.skills, "charm");

/**
 * Protector: reactive models with the Skill and AP whose ally, the target of the declared Attack, is within
 * ½ SPD (rounded up, A20) may move into its space and become the target (1 AP, not their Reaction: reading A68).
 */
export function protectors(reactors: readonly ReactorFacts[], targetUuids: readonly string[]): { readonly protectorUuid: string; readonly allyUuid: string }[] {
  const out: { protectorUuid: string; allyUuid: string }[] = [];
  for (const r of reactors) {
    if (cannotAct(r) || level(r.skills, "protector") === 0) continue;
    for (const ally of targetUuids) {
      const d = Object.hasOwn(r.distanceTo, ally) ? r.distanceTo[ally] : undefined;
      if (ally !== r.uuid && d !== undefined && d <= Math.ceil(r.spd / 2)) {
        out.push({ protectorUuid: r.uuid, allyUuid: ally });
        break;
      }
    }
  }
  return out;
}

/** Foresight: a postponed reactor reacts after the Action only when that Action targets it (reading A69). */
export function foresightDue(reactions: readonly ReactionRecord[], targetUuids: readonly string[]): string[] {
  return reactions.filter((r) => r.status === "postponed" && targetUuids.includes(r.reactorUuid)).map((r) => r.reactorUuid);
}
