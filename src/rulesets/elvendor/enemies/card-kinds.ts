/** The enemy plan card's family and kind: a GM-only card whose buttons only the GM's client writes. */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { choiceField, defineCardFamily, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import { chatTemplate as T } from "../config";
import type { Tile } from "../../../core/rules/grid";
import type { EnemyStep } from "./rules/enemy";
import { enemyPlanCardContext, type EnemyPlanCard } from "./cards";

type Fields = typeof foundry.data.fields;

/** The GM's proposal for an enemy's activation, and where to carry it out. */
export interface PlanData { readonly card: EnemyPlanCard; readonly sceneId: string; readonly tokenId: string; readonly heroActors: Readonly<Record<string, string>> }

/** Token or actor ids mapped to text (names, uuids): a plain object of strings. */
const idsToText = (f: Fields) => new f.ObjectField({
  required: true, nullable: false,
  validate: (v: unknown) => !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every((s) => typeof s === "string" && s.length <= TEXT_LIMITS.name),
});

const isText = (v: unknown): v is string => typeof v === "string" && v.length <= TEXT_LIMITS.name;
const isWhole = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const isTile = (v: unknown) => !!v && typeof v === "object" && Number.isInteger((v as Tile).x) && Number.isInteger((v as Tile).y);
const isTexts = (v: unknown) => Array.isArray(v) && v.every(isText);
const isRider = (v: unknown) => v === null || (!!v && typeof v === "object" && isText((v as { id: unknown }).id) && isWhole((v as { value: unknown }).value));

/** Each kind of plan step with the fields it must carry (EnemyStep); a step of no known kind fails. */
const STEP_CHECKS: Readonly<Record<EnemyStep["kind"], (s: Record<string, unknown>) => boolean>> = {
  detect: (s) => isWhole(s.radius) && isTexts(s.detected),
  move: (s) => Array.isArray(s.path) && s.path.every(isTile) && isTile(s.to) && isText(s.targetId),
  attack: (s) => isText(s.ability) && isText(s.targetId) && isWhole(s.distance) && isRider(s.condition),
  forced: (s) => s.cause === "blinded",
  dropped: (s) => isText(s.reason) && ["turn", "actions", "action", "move", "ranged"].includes(s.what as string),
  idle: (s) => s.reason === "noTarget" || s.reason === "blocked",
};
const isStep = (v: unknown) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  const step = v as Record<string, unknown>;
  return Object.hasOwn(STEP_CHECKS, step.kind as string) && STEP_CHECKS[step.kind as EnemyStep["kind"]](step);
};

/** A plan's steps: each a union whose fields depend on its kind, so each is checked whole by `isStep` (its element a Foundry DataField made concrete). */
function stepsField(f: Fields) {
  class PlanStep extends f.DataField {
    protected override _cast(value: unknown) {
      return value;
    }
  }
  return new f.ArrayField(new PlanStep(), { required: true, initial: [], validate: (v: unknown) => Array.isArray(v) && v.every(isStep) });
}

/** The enemy plan family: every field of PlanData and its EnemyPlanCard. */
export const ENEMY_PLAN_FAMILY = defineCardFamily<PlanData>({
  type: "elvendorEnemyPlan", version: 1,
  schema: (f) => ({
    card: new f.SchemaField({
      enemy: refField(f),
      steps: stepsField(f),
      heroes: idsToText(f),
      status: choiceField(f, ["proposed", "executed", "skipped"]),
    }, { required: true, nullable: false }),
    sceneId: textField(f, TEXT_LIMITS.name), tokenId: textField(f, TEXT_LIMITS.name),
    heroActors: idsToText(f),
  }),
});

export const ENEMY_PLAN_CARD = ENEMY_PLAN_FAMILY.kind({
  id: "realms.elvendor.enemyPlan", legacy: { flag: "plan" },
  // GM-only buttons on a GM-only card: no field is a player's to write.
  parts: [{ template: T("enemy-plan"), context: (data) => enemyPlanCardContext(data.card), actions: { "realms.elvendor.executePlan": { fields: ownersOnly("card") }, "realms.elvendor.skipPlan": { fields: ownersOnly("card") } } }],
});
