/**
 * Synthetic AI fixtures: models on a small field and the rules' one printed example Behavior card (M79) written
 * as `behaviorSpec` rows. Nothing here is box content; the example card is the rules text's own worked example.
 */
import { Board, type WallEdge } from "../../src/core/rules/grid-board";
import type { Tile } from "../../src/core/rules/grid";
import type { AiClauseData, AiRowData, BehaviorSystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { aiField, type AiModel, type AiWeapon, type FieldInput } from "../../src/rulesets/eldfall/ai/rules/ai-field";
import type { EnvironmentAt } from "../../src/rulesets/eldfall/space/rules/environments";
import type { Size } from "../../src/rulesets/eldfall/profile/rules/keys";

export const UNARMED: AiWeapon = { id: "unarmed", name: "Unarmed Attack", type: "melee", reach: 0 };

export interface ModelOptions {
  side?: string; size?: Size; hp?: number; states?: string[]; ap?: number; tier?: number; m?: number; spd?: number;
  weapons?: AiWeapon[]; name?: string;
}

export function aiModel(id: string, cell: Tile, o: ModelOptions = {}): AiModel {
  const side = o.side ?? "hostiles";
  const states = o.states ?? [];
  const size = o.size ?? "medium";
  return {
    id, uuid: `Actor.${id}`, name: o.name ?? id, side, cell, size, hp: o.hp ?? 3, states, ap: o.ap ?? 2, tier: o.tier ?? 1, m: o.m ?? 10,
    weapons: o.weapons ?? [UNARMED],
    mover: {
      spd: o.spd ?? 3, size, side, crouched: states.includes("crouched"), immobilized: states.includes("immobilized"),
      flying: states.includes("flying"),
    },
  };
}
export const hero = (id: string, cell: Tile, o: ModelOptions = {}) => aiModel(id, cell, { side: "heroes", ...o });

/** A wall on the east side of column `x`, from row `y0` to `y1` (stops movement and sight). */
export function wallEast(x: number, y0: number, y1: number): WallEdge[] {
  const out: WallEdge[] = [];
  for (let y = y0; y <= y1; y++) out.push({ a: { x, y }, b: { x: x + 1, y }, move: true, sight: true });
  return out;
}

export function field(models: AiModel[], o: { size?: number; walls?: WallEdge[]; envs?: Record<string, EnvironmentAt[]> } & Partial<FieldInput> = {}) {
  const board = new Board(o.size ?? 8, o.size ?? 8, o.walls ?? []);
  const envs = o.envs ?? {};
  return aiField({ board, models, environments: (c) => envs[`${c.x},${c.y}`] ?? [], ...o });
}

/** The spec stores an unset number as null (nullable), which its inferred type does not say. */
const NONE = null as unknown as number;
export const clause = (key: AiClauseData["key"], extra: Partial<AiClauseData> = {}): AiClauseData =>
  ({ key, n: NONE, attack: "any", state: "", negate: false, or: false, ...extra });
export const row = (behavior: AiRowData["behavior"], conditions: AiClauseData[], extra: Partial<AiRowData> = {}): AiRowData =>
  ({ conditions, any: false, behavior, target: "priority", n: NONE, text: "", ...extra });

/**
 * M79, the rules' worked example (HOSTILE BEHAVIOR EXAMPLES AND EXPLANATIONS), in our own words. Its reactive row 2
 * ("target of an Attack, but the attacker is outside its space, or not in LoS but within Awareness") is two rows
 * with the same behavior: a row's clauses are all-or-any, not nested.
 */
export function exampleCard(): BehaviorSystem {
  return {
    schemaVersion: 1, tier: 1, targetPriority: "closest", priorityText: "The closest enemy.", special: "",
    active: {
      movement: [
        row("walkInto", [clause("enemyWithin", { n: 2 })], { target: "closest", text: "Within 2 spaces of an enemy: Walk into the closest enemy's space." }),
        row("runToward", [clause("enemyInLos")], { text: "An enemy in LoS: Run toward it." }),
        row("walkToward", [], { target: "closest", text: "Otherwise: Walk toward the closest enemy." }),
      ],
      action: [
        row("meleeAttack", [clause("enemySameSpace"), clause("ranThisActivation", { negate: true })], { text: "An enemy in its space: Melee Attack (not after a Run)." }),
      ],
    },
    reactive: {
      reaction: [
        row("meleeAttack", [clause("activatedInLos"), clause("activatedSameSpace")], { target: "activated", text: "The activated enemy in LoS and in its space: Melee Attack." }),
        row("dodgeToward", [clause("targetOfAttack"), clause("attackerSameSpace", { negate: true })], { target: "attacker", text: "Attacked from outside its space: Dodge toward the attacker." }),
        row("dodgeToward", [clause("targetOfAttack"), clause("attackerInLos", { negate: true }), clause("attackerInAwareness")], { target: "attacker", text: "Attacked unseen from within Awareness: Dodge toward the attacker." }),
      ],
    },
    description: "",
  };
}
