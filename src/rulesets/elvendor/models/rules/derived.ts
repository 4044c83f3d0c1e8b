/** Values the data models derive on every prepareData (pure, benchmarked for 1,000 actors). */
import { ELVENDOR_CONDITION_CAP } from "../../conditions/rules/conditions";

interface Pool { readonly value: number; readonly max: number }

const pct = (p: Pool) => (p.max > 0 ? Math.round((100 * Math.max(0, Math.min(p.value, p.max))) / p.max) : 0);

export function heroDerived(s: { health: Pool; attributes: { act: number; mov: number }; actionsLost: number }) {
  return {
    healthPct: pct(s.health),
    down: s.health.value <= 0,
    nextTurnActions: Math.max(0, s.attributes.act - s.actionsLost),
    forcedMoveTiles: Math.floor(s.attributes.mov / 2),
    conditionCap: ELVENDOR_CONDITION_CAP,
  };
}

export function enemyDerived(s: { health: Pool; alert: number; detection: number | null; move: number }, alertOffset = -1) {
  return {
    healthPct: pct(s.health),
    down: s.health.value <= 0,
    baseDetection: s.detection ?? Math.max(0, s.alert + alertOffset),
    forcedMoveTiles: Math.floor(s.move / 2),
  };
}

export function companionDerived(s: { health: Pool; ap: number; actionsLost: number; attributes: { mov: number } }) {
  return {
    healthPct: pct(s.health),
    down: s.health.value <= 0,
    phaseActions: Math.max(0, s.ap - s.actionsLost),
    commandable: s.ap > 1,
    forcedMoveTiles: Math.floor(s.attributes.mov / 2),
  };
}
