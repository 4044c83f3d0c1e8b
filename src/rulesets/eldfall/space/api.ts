/** `game.realms.eldfall` — the space part: what macros and other modules may ask of the field. */
import { realmsFlagPath } from "../../../core/flags";
import type { EnvironmentId } from "../profile/rules/keys";
import { SpaceScene } from "./space-scene";
import { environmentsAt, environmentsOfToken, environmentsOnLine } from "./zones";

const viewed = (scene?: Scene.Implementation) => {
  const s = scene ?? game.scenes?.viewed;
  if (!s) throw new Error(game.i18n.localize("REALMS.Eldfall.Space.NoScene"));
  return s;
};

export const ELDFALL_SPACE_API = {
  /** The viewed scene (or `scene`; one `level` of it in v14) as the space rules see it: LoS, Engaged, AoO points, attack modifiers, AoE, environment effects. */
  spaceScene: (scene?: Scene.Implementation, level: string | null = null) => new SpaceScene(viewed(scene), level),
  /** Environments on space `{x, y}` of a scene (field-wide ones included; on `level`, v14). */
  environmentsAt,
  /** Environments on the spaces a line between two spaces crosses (the ends left out; on `level`, v14). */
  environmentsOnLine,
  /** Environments on the spaces a token covers. */
  environmentsOfToken,
  /** GM: the viewed scene's field-wide environments (Quest Rules; Hard difficulty's Night → ["dark"]). */
  setFieldEnvironments: (envs: EnvironmentId[], scene?: Scene.Implementation) => viewed(scene).update({ [realmsFlagPath("eldfallField")]: envs }),
  /** GM: the viewed scene's slots per space (the tiles' printed number; a Space Slots zone overrides it per region). */
  setSpaceSlots: (slots: number, scene?: Scene.Implementation) => viewed(scene).update({ [realmsFlagPath("eldfallSlots")]: slots }),
};
