/**
 * A creature's end of turn as the turn flow applies it: one pure step (rules/upkeep.ts `turnEnd`) decides hunger and
 * thirst for the actions it took, the damage of a track past its end, its aura's hits and heals, and whether it may
 * roll regeneration; this writes each result through the tracks, the model, the aura card and the check card.
 */
import { changeTracks } from "../../../core/tracks";
import { actorSystem } from "../../../core/data/subtypes";
import { TWOD6_ACTOR_TYPES } from "../config";
import { twod6Options } from "../settings";
import { HUNGER_TRACK, THIRST_TRACK } from "../survival/rules/sustenance";
import { applyAura, auraField, rollAuraDie } from "../aura/aura";
import { rollRegenCheck } from "../survival/regen";
import { turnEnd } from "./rules/upkeep";

/** End `actor`'s turn of `actions` actions (`token`: where its aura stands, if it has one). */
export async function endTurn(actor: Actor.Implementation, token: TokenDocument.Implementation | null, actions: number): Promise<void> {
  const model = actorSystem(actor, TWOD6_ACTOR_TYPES);
  const rules = model.rules;
  const options = twod6Options();
  const field = options.autoAura && token ? auraField(token) : null;
  const die = field ? await rollAuraDie() : null;
  const end = turnEnd({
    sustenance: { hunger: model.hunger, thirst: model.thirst }, actions, hastes: Math.min(4, rules.hastes), staMod: rules.modifiers.sta,
    critFailModifier: rules.critFailModifier, healthFull: model.health.value >= rules.health, energyFull: model.energy.value >= rules.energy,
    activity: model.activity, aura: field?.bearer ?? null,
  }, field?.targets ?? [], die?.d3 ?? 1, options.autoRegen);
  await changeTracks(actor, [
    { track: HUNGER_TRACK.id, op: { kind: "value", value: end.sustenance.hunger } },
    { track: THIRST_TRACK.id, op: { kind: "value", value: end.sustenance.thirst } },
  ]);
  // A track past its end (I12: both together still 1), untyped and never resisted.
  if (end.starvation) await model.takeDamage(end.starvation);
  if (field && die && end.aura) await applyAura(actor, field, die, end.aura);
  if (end.health?.allowed) await rollRegenCheck(actor, "health", end.health.check);
  if (end.energy?.allowed) await rollRegenCheck(actor, "energy", end.energy.check);
}
