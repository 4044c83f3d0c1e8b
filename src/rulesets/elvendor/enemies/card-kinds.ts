/** The enemy plan card's kind: a GM-only card whose buttons only the GM's client writes. */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { chatTemplate as T } from "../config";
import { enemyPlanCardContext, type EnemyPlanCard } from "./cards";

/** The GM's proposal for an enemy's activation, and where to carry it out. */
export interface PlanData { readonly card: EnemyPlanCard; readonly sceneId: string; readonly tokenId: string; readonly heroActors: Readonly<Record<string, string>> }
export const ENEMY_PLAN_CARD = defineCardKind<PlanData>({
  id: "realms.elvendor.enemyPlan", legacy: { flag: "plan" },
  // GM-only buttons on a GM-only card: no field is a player's to write.
  parts: [{ template: T("enemy-plan"), context: (data) => enemyPlanCardContext(data.card), actions: { "realms.elvendor.executePlan": { fields: ownersOnly("card") }, "realms.elvendor.skipPlan": { fields: ownersOnly("card") } } }],
});
