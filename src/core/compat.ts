/**
 * What differs between Foundry v13 and v14, in one place: every other module asks here instead of branching on
 * the version itself. Branches read `game.release.generation`; v14-only constants are read with optional chaining
 * so v13 (which lacks them) takes the fallback. Nothing here changes documents.
 */

/** The running Foundry generation (13 or 14; later ones behave as 14 until they need their own branch). */
export function foundryGeneration(): number {
  return game.release?.generation ?? 13;
}

/** Whether the running Foundry has the v14 APIs (showIcon, region shapes v2, tile anchors, Scene Levels). */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** The edge (wall) sense types: `CONST.EDGE_SENSE_TYPES` from v14, `WALL_SENSE_TYPES` (deprecated there, gone in v16) before. */
export function edgeSenseTypes(): typeof CONST.WALL_SENSE_TYPES {
  const edge = (CONST as { EDGE_SENSE_TYPES?: typeof CONST.WALL_SENSE_TYPES }).EDGE_SENSE_TYPES;
  return edge ?? CONST.WALL_SENSE_TYPES;
}

/* --- Condition icons on tokens (ActiveEffect#showIcon) ---
 * v14 draws an effect's icon only for `showIcon` ALWAYS, or CONDITIONAL (its default) while the effect is
 * temporary; our condition effects carry no core duration (our boundary engine expires them, v14's expiry must
 * never see them), so they ask for ALWAYS. v13 has no such field and draws every effect that carries a status.
 */

/** `CONST.ACTIVE_EFFECT_SHOW_ICON` on v14; undefined on v13. */
function showIconChoices(): { NEVER: number; CONDITIONAL: number; ALWAYS: number } | undefined {
  return isV14() ? (CONST as { ACTIVE_EFFECT_SHOW_ICON?: { NEVER: number; CONDITIONAL: number; ALWAYS: number } }).ACTIVE_EFFECT_SHOW_ICON : undefined;
}

/** Creation data that draws an effect's icon whatever its duration: `{showIcon: ALWAYS}` on v14, nothing on v13. */
export function alwaysShownIcon(): { showIcon?: number } {
  const always = showIconChoices()?.ALWAYS;
  return always === undefined ? {} : { showIcon: always };
}

/**
 * Prepared data (never the source) of an ActiveEffect (its `statuses` named only so v13's class, which has no
 * `showIcon`, is accepted): left at v14's CONDITIONAL default — as every one stored before the upgrade loads — it is
 * drawn ALWAYS. A deliberate NEVER stays. Nothing on v13.
 */
export function promoteShownIcon(effect: { showIcon?: number; readonly statuses: ReadonlySet<string> }): void {
  const choices = showIconChoices();
  if (choices && effect.showIcon === choices.CONDITIONAL) effect.showIcon = choices.ALWAYS;
}
