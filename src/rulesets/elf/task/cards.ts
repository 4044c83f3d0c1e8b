/**
 * Elf System chat card payloads and what their templates render (pure). Payloads travel in the roll's
 * options (or message flags), so a reload rebuilds the same card; names are user text and stay escaped.
 */
import { signed, term } from "../../../core/format";
import type { DamageKind } from "../combat/rules/tables";
import type { Harm, PcDamageResult } from "../damage/rules/damage";
import { duelHit, meleeAttackHits, meleeDefenceFails, type Side, type Stance, type Structure } from "../combat/rules/structures";
import { finalOutcome, TIE_OPTIONS, type RollMode, type TaskOutcome, type TieOption } from "./rules/task";
import type { DieRole } from "../../../core/dice/d66";

export type { Ref } from "../../../core/refs";
import type { Ref } from "../../../core/refs";
export interface ModifierLine { readonly label: string; readonly value: number; readonly i18n: boolean }
export type Purpose = "task" | "attack" | "defence" | "duel" | "dying";

export interface AttackInfo {
  readonly weapon: string; readonly damageBonus: number; readonly kind: DamageKind;
  readonly ranged: boolean; readonly gunpowder: boolean; readonly smallSharp: boolean;
  /** May deal Stun Damage (a blunt melee weapon); absent on older cards: lethal only. */
  readonly stunCapable?: boolean;
  /** A PC's weapon: its item id on the PC (absent on older cards and NPC attacks). */
  readonly itemId?: string;
}

export interface TaskCard {
  readonly purpose: Purpose;
  readonly label: string;
  readonly actor: Ref;
  readonly target: Ref | null;
  readonly mode: RollMode;
  /** i18n keys of why the roll has Advantage or Disadvantage. */
  readonly modeReasons: readonly string[];
  readonly dice: readonly number[];
  readonly kept: readonly number[];
  readonly modifiers: readonly ModifierLine[];
  readonly modifier: number;
  /** Null while secret: the number never enters the card. */
  readonly difficulty: number | null;
  readonly secret: boolean;
  readonly requestId: string | null;
  /** The GM's card the roll answers (a request, a duel round), absent on older cards and free rolls. */
  readonly sourceMessage?: string | null;
  readonly natural: number;
  readonly total: number;
  readonly outcome: TaskOutcome | "pending";
  readonly forced: "alwaysFails" | "alwaysSucceeds" | null;
  readonly critical: "possibleFailure" | "possibleSuccess" | null;
  readonly criticalConfirmed: boolean | null;
  readonly tieChoice: TieOption | null;
  readonly tieSpent: string | null;
  /** Options the GM chose not to offer for this tie (absent: all four are offered). */
  readonly tieWithheld?: readonly TieOption[];
  readonly structure: Structure | null;
  readonly stances: { readonly pc: Stance; readonly npc: Stance } | null;
  /** The PC's weapon, for a Hit on the NPC. */
  readonly attack: AttackInfo | null;
  /** The NPC's attack, for a Hit on the PC. */
  readonly incoming: AttackInfo | null;
  readonly damageRolled: boolean;
}

/** Who is Hit, once the outcome (and any tie choice) is known. */
export function hitOf(card: Pick<TaskCard, "purpose" | "outcome" | "tieChoice" | "stances">): Side | null {
  if (card.outcome === "pending") return null;
  const final = finalOutcome(card.outcome, card.tieChoice);
  switch (card.purpose) {
    case "duel":
      return duelHit(card.stances?.pc ?? "attack", card.stances?.npc ?? "attack", final);
    case "attack":
      return meleeAttackHits(final) ? "npc" : null;
    case "defence":
      return meleeDefenceFails(final) ? "pc" : null;
    default:
      return null;
  }
}

/** Ties offer the four options on plain tasks and duels; in a melee the rules settle them (a miss, no harm). */
export function tieOpen(card: Pick<TaskCard, "purpose" | "outcome" | "tieChoice">): boolean {
  return card.outcome === "tie" && !card.tieChoice && (card.purpose === "task" || card.purpose === "duel");
}

const OUTCOME_KEYS: Record<TaskOutcome | "pending", string> = {
  failure: "REALMS.Elf.Outcome.failure", tie: "REALMS.Elf.Outcome.tie", success: "REALMS.Elf.Outcome.success", pending: "REALMS.Elf.Outcome.pending",
};

export function taskCardContext(card: TaskCard, viewer: { isGM: boolean }) {
  const final = card.outcome === "pending" ? "pending" : finalOutcome(card.outcome, card.tieChoice);
  const hit = hitOf(card);
  const kept = [...card.kept];
  const dice = card.dice.map((value) => {
    const i = kept.indexOf(value);
    if (i >= 0) kept.splice(i, 1);
    return { value, kept: i >= 0 };
  });
  return {
    ...card,
    purposeKey: `REALMS.Elf.Purpose.${card.purpose}`,
    modeKey: `REALMS.Elf.Mode.${card.mode}`,
    dice,
    modifiers: card.modifiers.map((m) => ({ ...m, value: signed(m.value), harder: m.value < 0 })),
    modifierText: term(card.modifier),
    difficultyText: card.secret && !(viewer.isGM && card.difficulty !== null) ? null : card.difficulty,
    outcomeKey: OUTCOME_KEYS[final],
    outcomeClass: final,
    converted: card.tieChoice ? `REALMS.Elf.Tie.${card.tieChoice}.name` : null,
    forcedKey: card.forced ? `REALMS.Elf.Forced.${card.forced}` : null,
    criticalKey: card.critical ? `REALMS.Elf.Critical.${card.critical}` : null,
    criticalStateKey: card.criticalConfirmed === null ? null : card.criticalConfirmed ? "REALMS.Elf.Critical.confirmed" : "REALMS.Elf.Critical.notCritical",
    showCriticalToggle: viewer.isGM && card.critical !== null,
    tieOptions: tieOpen(card) ? TIE_OPTIONS.filter((id) => !card.tieWithheld?.includes(id)).map((id) => ({ id, label: `REALMS.Elf.Tie.${id}.name`, hint: `REALMS.Elf.Tie.${id}.hint` })) : [],
    tieOffer: viewer.isGM && tieOpen(card) ? TIE_OPTIONS.map((id) => ({ id, label: `REALMS.Elf.Tie.${id}.name`, offered: !card.tieWithheld?.includes(id) })) : [],
    hitKey: hit ? `REALMS.Elf.Hit.${hit}` : card.outcome !== "pending" && card.purpose !== "task" && card.purpose !== "dying" ? "REALMS.Elf.Hit.none" : null,
    hitName: hit === "pc" ? card.actor.name : hit === "npc" ? card.target?.name ?? "" : "",
    damageButton: card.damageRolled ? null : hit === "npc" && card.attack ? "rollNpcDamage" : hit === "pc" && card.incoming ? "rollPcDamage" : null,
    damageButtonKey: hit === "npc" ? "REALMS.Elf.Damage.rollNpc" : "REALMS.Elf.Damage.rollPc",
    stunButton: hit === "npc" && !!card.attack?.stunCapable,
    resolveButtons: viewer.isGM && card.outcome === "pending",
  };
}

export interface NpcDamageCard {
  readonly attacker: Ref; readonly target: Ref; readonly weapon: string; readonly dice: readonly number[];
  /** The task card whose Hit this damage is (absent on older cards). */
  readonly task?: string;
  readonly damageBonus: number; readonly threshold: number; readonly natural: number; readonly total: number;
  readonly harm: Harm; readonly kind: DamageKind;
  /** Exchange-based melee: held until the end of the round. */
  readonly deferred: boolean; readonly applied: boolean;
}

export interface PcDamageCard {
  readonly attacker: Ref | null; readonly target: Ref; readonly weapon: string; readonly dice: readonly number[];
  /** The task card whose Hit this damage is (absent on older cards). */
  readonly task?: string;
  readonly armor: readonly { readonly name: string; readonly value: number }[]; readonly armorBonus: number;
  readonly damageBonus: number; readonly injuryBefore: number; readonly kind: DamageKind;
  readonly result: PcDamageResult; readonly applied: boolean; readonly longActionFailed: boolean;
}

const harmKey = (harm: Harm) => `REALMS.Elf.Harm.${harm}`;

/** A damage card's own Apply is for cards without the apply-damage part (older ones, and exchange melee's queued harm). */
export interface DamageParts { readonly hasDamagePart?: boolean }

export function npcDamageCardContext(card: NpcDamageCard, parts: DamageParts = {}) {
  return {
    ...card, harmKey: harmKey(card.harm), kindKey: `REALMS.Elf.DamageKind.${card.kind}`, bonusText: term(card.damageBonus),
    allSixes: card.harm === "dying" || card.harm === "knockedOut",
    canApply: card.harm !== "unharmed" && !card.applied && !parts.hasDamagePart, statusKey: card.applied ? (card.deferred ? "REALMS.Elf.Damage.queued" : "REALMS.Elf.Damage.applied") : null,
  };
}

export function pcDamageCardContext(card: PcDamageCard, parts: DamageParts = {}) {
  return {
    ...card, harmKey: harmKey(card.result.harm), kindKey: `REALMS.Elf.DamageKind.${card.kind}`, ruleKey: `REALMS.Elf.DamageRule.${card.result.rule}`,
    armorText: term(card.armorBonus), bonusText: term(card.damageBonus),
    armor: card.armor.map((a) => ({ ...a, valueText: signed(a.value), harder: a.value < 0 })),
    canApply: card.result.harm !== "unharmed" && !card.applied && !parts.hasDamagePart, statusKey: card.applied ? "REALMS.Elf.Damage.applied" : null,
  };
}

export interface TableCard { readonly table: string; readonly dice: readonly { readonly role: DieRole; readonly value: number }[]; readonly reading: string; readonly text: string }

export function tableCardContext(card: TableCard) {
  return { ...card, dice: card.dice.map((d) => ({ ...d, roleKey: `REALMS.Elf.Die.${d.role}` })) };
}

export interface DuelRoundCard {
  readonly combatId: string; readonly round: number; readonly pc: Ref; readonly npc: Ref;
  readonly attackDefend: boolean;
  readonly ready: { readonly pc: boolean; readonly npc: boolean };
  readonly revealed: { readonly pc: Stance; readonly npc: Stance } | null;
  readonly status: "choosing" | "ready" | "skipped" | "rolled";
}

/** Buttons carry `data-realms-owner` / `data-realms-gm`; each client hides the ones its user cannot use. */
export function duelCardContext(card: DuelRoundCard) {
  const choosing = card.status === "choosing";
  return {
    ...card,
    pcStanceKey: card.revealed ? `REALMS.Elf.Stance.${card.revealed.pc}` : null,
    npcStanceKey: card.revealed ? `REALMS.Elf.Stance.${card.revealed.npc}` : null,
    pcReadyKey: card.ready.pc ? "REALMS.Elf.Duel.cardDown" : "REALMS.Elf.Duel.choosing",
    npcReadyKey: card.ready.npc ? "REALMS.Elf.Duel.cardDown" : "REALMS.Elf.Duel.choosing",
    pcChoose: choosing && card.attackDefend && !card.ready.pc,
    npcChoose: choosing && card.attackDefend && !card.ready.npc,
    canRoll: card.status === "ready",
    statusKey: `REALMS.Elf.Duel.status.${card.status}`,
  };
}

export interface RequestCard {
  readonly requestId: string; readonly label: string; readonly difficulty: number | null; readonly secret: boolean;
  readonly mode: RollMode; readonly actors: readonly Ref[]; readonly source: Ref | null;
  /** Actors who have rolled already. */
  readonly rolled: readonly string[];
}

export function requestCardContext(card: RequestCard) {
  return { ...card, modeKey: `REALMS.Elf.Mode.${card.mode}`, actors: card.actors.map((a) => ({ ...a, done: !!a.uuid && card.rolled.includes(a.uuid) })) };
}


export interface RoundCard { readonly round: number; readonly structure: "exchange" | "sequential" }

/** A melee round's phases in order, posted when the round begins. */
export function roundCardContext(card: RoundCard, phases: readonly string[]) {
  return { ...card, structureKey: `REALMS.Elf.Structure.${card.structure}`, phases: phases.map((id, i) => ({ n: i + 1, key: `REALMS.Elf.Phase.${id}` })) };
}
