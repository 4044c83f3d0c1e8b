/**
 * A creature's end of turn, as one pure step the turn flow applies: hunger and thirst spend the turn's actions
 * (1 + haste effects each), a track outside its range costs 1 damage, its aura (if any) hits or heals whoever it
 * reaches, and — where the GM has turned automation on — a health and an energy regeneration check at rest.
 */
import { advanceTrack, trackEffects } from "../../../../core/rules/tracks";
import { HUNGER_TRACK, THIRST_TRACK, sustenancePenalty, turnsSpent, type Sustenance } from "../../survival/rules/sustenance";
import { energyRegen, healthRegen, type RegenVerdict } from "../../survival/rules/regeneration";
import { resolveAura, type AuraBearer, type AuraResolution, type AuraTarget } from "../../aura/rules/aura";

export interface UpkeepFacts {
  readonly sustenance: Sustenance;
  readonly actions: number;
  readonly hastes: number;
  readonly staMod: number;
  readonly critFailModifier: number;
  readonly healthFull: boolean;
  readonly energyFull: boolean;
  /** The creature rested this turn (regeneration), or moved (energy only, at 10). */
  readonly activity: "rest" | "move" | "other";
}

export interface Upkeep {
  readonly sustenance: Sustenance;
  readonly starvation: number;
  readonly health: RegenVerdict | null;
  readonly energy: RegenVerdict | null;
}

export function turnUpkeep(f: UpkeepFacts, regenerate: boolean): Upkeep {
  const spent = turnsSpent(f.actions, f.hastes);
  const hunger = advanceTrack(HUNGER_TRACK, f.sustenance.hunger, 1, spent);
  const thirst = advanceTrack(THIRST_TRACK, f.sustenance.thirst, 1, spent);
  // Most turns nothing overflows; only then the group's rule (hunger and thirst out together still cost 1) is asked.
  const overflow = hunger.overflowPeriods || thirst.overflowPeriods ? trackEffects([
    { def: HUNGER_TRACK, value: hunger.value, overflowPeriods: hunger.overflowPeriods },
    { def: THIRST_TRACK, value: thirst.value, overflowPeriods: thirst.overflowPeriods },
  ]).overflow : {};
  const after = { hunger: hunger.value, thirst: thirst.value };
  const auto = regenerate && f.activity !== "other";
  return {
    sustenance: after,
    starvation: overflow["damage"] ?? 0,
    health: auto && f.activity === "rest" ? healthRegen(after, f.staMod, { critFailModifier: f.critFailModifier, full: f.healthFull }) : null,
    energy: auto ? energyRegen(after, f.staMod, { moving: f.activity === "move", critFailModifier: f.critFailModifier, full: f.energyFull }) : null,
  };
}

export interface TurnEndFacts extends UpkeepFacts {
  /** Its aura (the hunger and thirst penalty is the one after this turn's actions). */
  readonly aura: Omit<AuraBearer, "adds"> | null;
}

/** The whole end of turn for one creature among the others on the level, as the turn flow applies it. */
export function turnEnd(f: TurnEndFacts, others: readonly AuraTarget[], d3: number, regenerate: boolean): Upkeep & { readonly aura: AuraResolution | null } {
  const upkeep = turnUpkeep(f, regenerate);
  return { ...upkeep, aura: f.aura ? resolveAura({ ...f.aura, adds: [sustenancePenalty(upkeep.sustenance)] }, others, d3) : null };
}
