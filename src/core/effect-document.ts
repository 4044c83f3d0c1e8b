/**
 * The system's ActiveEffect class (`CONFIG.ActiveEffect.documentClass`). v14 draws an effect on its token only when
 * `showIcon` says ALWAYS or the effect is temporary; our condition effects and the defeated marker have no core
 * duration. New ones are created with ALWAYS (condition-effects.ts); this class makes those stored before the
 * upgrade (and Foundry's own defeated marker) drawn too, in prepared data only: no migration writes anything.
 */
import { promoteShownIcon } from "./compat";
import { isRealmsMarker } from "./effects";

export class RealmsActiveEffect<out SubType extends ActiveEffect.SubType = ActiveEffect.SubType> extends ActiveEffect<SubType> {
  override prepareBaseData(): void {
    super.prepareBaseData();
    if (isRealmsMarker(this, CONFIG.specialStatusEffects.DEFEATED)) promoteShownIcon(this);
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ActiveEffect: typeof RealmsActiveEffect<ActiveEffect.SubType>;
  }
}
