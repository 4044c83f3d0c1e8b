/** Assembling a pool in the roll dialog (parts, statuses, assistance, boosts, extra dice) and rolling it. */
import { rollDialog, type ClickIntent } from "../../../core/roll-dialog";
import type { DialogModifier } from "../../../core/roll-dialog-model";
import { realmsFlag, realmsFlagPath } from "../../../core/flags";
import { combatantOfActor } from "../../../core/token-lookup";
import { gmAction, missing, requireMayModify, runAsGM } from "../../../core/gm";
import { id, object } from "../../../core/payload";
import { DIFFICULTIES, barelyCountsFor, type PoolPurpose } from "./rules/checks";
import { assemblePool, chainsOf, poolFormula, readPool, type AssembledPool, type PoolPart, type PoolResult } from "./rules/pool";
import { poolDialogInput, poolOdds, statusToggles } from "./rules/pool-odds";
import { worldWords } from "../../../core/plural";
import { proneTargetBonus, statusPenalties, type RollKind } from "../conditions/rules/conditions";
import { worstDeprivation } from "../supplies/rules/resources";
import type { PartLine, PoolSummary } from "./cards";
import { AedCheckRoll } from "./kinds";
import type { AedAttackRoll } from "../combat/kinds";
import { aedeloreOptions } from "../settings";
import { anySystem, charSystem, isCharacter, statusesOf } from "../character/state";
import type { AedActorModel } from "../models/actor-model";
import { actorModel } from "../../../core/data/actor-model";

export interface PoolRequest {
  readonly actor: Actor.Implementation;
  readonly title: string;
  readonly parts: readonly PoolPart[];
  readonly kind: RollKind;
  /** How the result is counted (Barely counts only for checks): the odds follow it. */
  readonly purpose: PoolPurpose;
  readonly difficulty?: number | null;
  /** Offer the difficulty as a choice (checks); fixed or none otherwise. */
  readonly chooseDifficulty?: boolean;
  readonly target?: Actor.Implementation | null;
  readonly intent: ClickIntent;
  /** The Roll class whose card the result becomes (attacks have their own). */
  readonly rollClass?: typeof AedCheckRoll | typeof AedAttackRoll;
}

export interface RolledPool {
  readonly roll: Roll;
  readonly summary: PoolSummary;
  readonly result: PoolResult;
  readonly difficulty: number | null;
}

/** Dice every roll of this actor loses: its statuses for this kind of roll, then hunger and thirst ("on all rolls"). */
function penalties(actor: Actor.Implementation, kind: RollKind): DialogModifier[] {
  const out: DialogModifier[] = statusToggles(statusPenalties(statusesOf(actor), kind));
  if (isCharacter(actor)) {
    const s = charSystem(actor).supplies;
    const hunger = worstDeprivation(s.foodDays, s.waterDays);
    if (hunger.dice) out.push({ source: "deprivation", label: "REALMS.Aedelore.Pool.deprivation", value: -hunger.dice, active: true });
  }
  return out;
}

/** Toggles the dialog offers beyond the base parts, all as dice. */
function toggles(req: PoolRequest): DialogModifier[] {
  const out = penalties(req.actor, req.kind);
  if (isCharacter(req.actor)) {
    const boost = charSystem(req.actor).boost;
    if (boost > 0) out.push({ source: "boost", label: "REALMS.Aedelore.Pool.boost", value: boost, active: true });
  }
  const prone = req.target ? proneTargetBonus(statusesOf(req.target), req.kind) : 0;
  if (prone) out.push({ source: "prone", label: "REALMS.Aedelore.Pool.proneTarget", value: prone, active: true });
  if (!assistedThisRound(req.actor)) out.push({ source: "assist", label: "REALMS.Aedelore.Pool.assist", value: 1, active: false });
  return out;
}

function assistedThisRound(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  const combatant = combatantOfActor(combat, actor);
  return !!combat && !!combatant && realmsFlag<Record<string, number>>(combat, "assisted")?.[combatant.id ?? ""] === combat.round;
}

function partsWith(req: PoolRequest, mods: readonly DialogModifier[], active: readonly string[], extra: number): PoolPart[] {
  const chosen = mods.filter((m) => active.includes(m.source)).map((m) => ({ label: m.label, i18n: true, dice: m.value }));
  return [...req.parts, ...chosen, ...(extra ? [{ label: "REALMS.Aedelore.Pool.extra", i18n: true, dice: extra }] : [])];
}

export function capOf(actor: Actor.Implementation): number {
  return anySystem(actor).poolCap ?? 8;
}

export async function rollPool(req: PoolRequest): Promise<RolledPool | null> {
  const mods = toggles(req);
  const cap = capOf(req.actor);
  const words = worldWords();
  const barelyCounts = barelyCountsFor(req.purpose, aedeloreOptions().barelyCounts);
  const neededOf = (mode?: string) => (req.chooseDifficulty ? DIFFICULTIES.find((d) => d.id === mode)?.successes ?? null : req.difficulty ?? null);
  const choice = await rollDialog(poolDialogInput({ title: req.title, parts: req.parts, toggles: mods, cap, chooseDifficulty: !!req.chooseDifficulty }, words),
    (_shift, c) => poolOdds(partsWith(req, mods, c.active ?? [], c.situational ?? 0), cap, neededOf(c.mode), words, barelyCounts), req.intent);
  if (!choice) return null;

  const parts = partsWith(req, mods, choice.active, choice.situational);
  const pool = assemblePool(parts, cap);
  if (choice.situational > 0 && pool.raw > cap) {
    ui.notifications?.error("REALMS.Aedelore.Errors.PoolCap", { localize: true, format: { dice: String(pool.raw), cap: String(cap) } });
    return null;
  }
  const rolled = await rollAssembled(pool, req.rollClass);
  if (choice.active.includes("boost")) await actorModel<AedActorModel>(req.actor).spendResource("boost", charSystem(req.actor).boost);
  if (choice.active.includes("assist") && game.combat) await markAssisted(req.actor);
  return { ...rolled, difficulty: neededOf(choice.mode) };
}

/** Roll an assembled pool (`Nd10x10`, or nothing at 0 dice) and read it. */
async function rollAssembled(pool: AssembledPool, RollClass: typeof AedCheckRoll | typeof AedAttackRoll = AedCheckRoll) {
  const roll = new RollClass(pool.dice > 0 ? poolFormula(pool.dice) : "0");
  await roll.evaluate();
  const chains = chainsOfRoll(roll);
  const parts: PartLine[] = pool.parts.map((p) => ({ label: p.label, i18n: p.i18n, dice: p.diceFromPart }));
  const summary: PoolSummary = { parts, capped: pool.capped, cap: pool.cap, chains };
  return { roll, summary, result: readPool(chains) };
}

/** The dice a pool without a dialog would roll now: its parts, less the same penalties, up to the cap. */
export function quickPoolSize(actor: Actor.Implementation, parts: readonly PoolPart[], kind: RollKind): number {
  const lost = penalties(actor, kind).map((p) => ({ label: p.label, i18n: true, dice: p.value }));
  return assemblePool([...parts, ...lost], capOf(actor)).dice;
}

/** A pool rolled without a dialog (the other side of a contest, a reaction, Medicine): the same penalties apply. */
export async function quickPool(actor: Actor.Implementation, parts: readonly PoolPart[], kind: RollKind) {
  const lost = penalties(actor, kind).map((p) => ({ label: p.label, i18n: true, dice: p.value }));
  return rollAssembled(assemblePool([...parts, ...lost], capOf(actor)));
}

async function markAssisted(actor: Actor.Implementation) {
  const combatant = combatantOfActor(game.combat, actor);
  if (combatant) await runAsGM(gmAssisted, { combatId: game.combat!.id, combatantId: combatant.id });
}

/** GM client: record that an actor was assisted this round (players cannot update the combat). */
export const gmAssisted = gmAction("aedelore", "assisted", object({ combatId: id, combatantId: id }), async (data, user) => {
  const combat = game.combats.get(data.combatId);
  const combatant = combat?.combatants.get(data.combatantId);
  if (!combat || !combatant) throw missing("combatant");
  requireMayModify(user, combatant.actor as Actor.Implementation | null);
  await combat.update({ [realmsFlagPath(`assisted.${data.combatantId}`)]: combat.round });
});

/** The chains of a pool roll: each die with its rerolls after a 10. */
export function chainsOfRoll(roll: Roll): number[][] {
  return roll.dice.flatMap((d) => chainsOf(d.results as { result: number; exploded?: boolean }[]));
}
