/**
 * A creature's damage aura at the end of its turn: everyone its aura reaches on the scene is hit (through each
 * target's model, so resistances, immunities and vulnerabilities apply) or healed; the card lists each target
 * with the math, and the GM's Undo puts every value back. On a scene with Levels (v14) it reaches its own level only.
 */
import { postRollCard, cardOf, updateCard } from "../../../core/chat/cards";
import { actorAt, ref } from "../../../core/refs";
import { tokenCells } from "../../../core/zones";
import { tokenLevel } from "../../../core/compat";
import { requireGM } from "../../../core/gm";
import { resolveAura, type AuraBearer, type AuraResolution, type AuraTarget } from "./rules/aura";
import { hitPacket } from "../creatures/rules/damage";
import type { AuraCard, AuraLineCard } from "./cards";
import { AURA_CARD } from "./card-kinds";
import { TwoD6AuraRoll } from "../rolls";
import { facesOf } from "../../../core/rolls";
import { actorSystem, isActorType } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";

const modelOf = (actor: Actor.Implementation) => actorSystem(actor, TWOD6_ACTOR_TYPES);
const isTwoD6 = (actor: Actor.Implementation | null | undefined): actor is Actor.Implementation => !!actor && isActorType(actor, TWOD6_ACTOR_TYPES);

type AuraField = { readonly bearer: Omit<AuraBearer, "adds">; readonly targets: readonly (AuraTarget & { readonly actor: Actor.Implementation })[] };

/** The bearer's aura and every creature on its token's level of the scene; null when it has none or stands nowhere. */
export function auraField(token: TokenDocument.Implementation): AuraField | null {
  const bearer = token.actor as Actor.Implementation | null;
  if (!isTwoD6(bearer)) return null;
  const model = modelOf(bearer);
  if (!model.aura) return null;
  const cells = tokenCells(token);
  if (!cells.length) return null;
  // On a scene with Levels (v14) the aura reaches its own floor only.
  const level = tokenLevel(token);
  const others = [...(token.parent?.tokens ?? [])].filter((t) => t.id !== token.id && isTwoD6(t.actor as Actor.Implementation | null) && tokenLevel(t) === level);
  const targets = others.map((t) => {
    const actor = t.actor as Actor.Implementation;
    return { id: t.id!, cells: tokenCells(t as TokenDocument.Implementation), defences: modelOf(actor).rules.defences, actor };
  });
  const monster = "monster" in model && !!model.monster;
  return { bearer: { id: token.id!, cells, type: model.aura, staMod: model.rules.modifiers.sta, monster }, targets };
}

/** The aura's D3 for this end of turn. */
export async function rollAuraDie(): Promise<{ roll: Roll; d3: number }> {
  const roll = new TwoD6AuraRoll("1d3");
  await roll.evaluate();
  return { roll, d3: facesOf(roll)[0]! };
}

/** Hit or heal everyone a resolved aura reaches (through each target's model) and post the card with the math. */
export async function applyAura(bearer: Actor.Implementation, field: AuraField, die: { roll: Roll; d3: number }, r: AuraResolution): Promise<ChatMessage.Implementation | null> {
  const type = field.bearer.type;
  const lines: AuraLineCard[] = [];
  for (const line of r.lines) {
    const target = field.targets.find((t) => t.id === line.id)!.actor;
    const m = modelOf(target);
    if (line.heal) {
      const before = m.health.value;
      const healed = await m.heal(line.amount);
      lines.push({ target: ref(target), distance: line.distance, heal: true, multiplied: line.multiplied, amount: line.amount, steps: [], total: healed, secondary: [], before: [["health.value", before]] });
    } else {
      const outcome = await m.applyDamage(hitPacket(line.amount, type, { aura: true }));
      lines.push({ target: ref(target), distance: line.distance, heal: false, multiplied: line.multiplied, amount: line.amount, steps: outcome.steps, total: outcome.total, secondary: outcome.secondary, before: Object.entries(outcome.before) });
    }
  }
  const card: AuraCard = { bearer: ref(bearer), type, monster: field.bearer.monster, d3: die.d3, modifier: r.modifier, base: r.base, lines, undone: false };
  return (await postRollCard(die.roll, AURA_CARD.id, card, { actor: bearer })) as ChatMessage.Implementation | null;
}

/** The bearer's aura hits (or heals) everyone it reaches on its token's scene now; null when it has none or stands nowhere. */
export async function runAura(token: TokenDocument.Implementation): Promise<ChatMessage.Implementation | null> {
  const field = auraField(token);
  if (!field) return null;
  const bearer = token.actor as Actor.Implementation;
  const die = await rollAuraDie();
  return applyAura(bearer, field, die, resolveAura({ ...field.bearer, adds: [modelOf(bearer).rules.penalty] }, field.targets, die.d3));
}

/** The GM's Undo on an aura card: every target's values as they were before. */
export async function undoAura(message: ChatMessage.Implementation): Promise<void> {
  requireGM(game.user);
  const card = cardOf<AuraCard>(message);
  if (!card || card.undone) return;
  for (const line of card.lines) {
    const actor = actorAt(line.target.uuid);
    if (actor) await modelOf(actor).undoDamage({ steps: [], total: 0, secondary: [], before: Object.fromEntries(line.before), after: {} });
  }
  await updateCard(message, "realms.twod6.undoAura", { undone: true });
}
