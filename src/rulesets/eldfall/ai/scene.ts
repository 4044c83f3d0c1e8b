/**
 * A scene read for the Hostile AI: every token's model through the space and state readers (space/space-scene.ts
 * for cells, facing, sizes, States, environments and Engaged; states/facts.ts for HP; activation/model-facts.ts for
 * AP, attributes and ready attack rows), and each Hostile's Behavior card — the first embedded `eldfallBehavior` item.
 */
import { aiField, type AiField, type AiModel } from "./rules/ai-field";
import type { BehaviorCard } from "./rules/ai-plan";
import { attributeOf, modelFactsOf, weaponsOf } from "../activation/model-facts";
import { actorFacts } from "../states/facts";
import { moverOf } from "../space/space-actor";
import { cancelsHalveDouble, SpaceScene } from "../space/space-scene";
import { uuidOf } from "../../../core/refs";
import { isActorType, isItemType } from "../../../core/data/subtypes";

type Actor = Actor.Implementation;
type Token = TokenDocument.Implementation;

/** A Hostile's Behavior card: the Behavior item it carries (its slot on the Hostile's sheet). */
export function behaviorOf(actor: Actor | null | undefined): BehaviorCard | null {
  for (const item of actor?.items ?? []) if (isItemType(item, ["eldfallBehavior"])) return item.system;
  return null;
}

export interface SceneField {
  readonly field: AiField;
  readonly tokens: ReadonlyMap<string, Token>;
}

/** Read the scene (one level of it, v14) once; null when it is not a square grid (the space rules do not apply). */
export function readAiField(scene: Scene.Implementation, level: string | null = null): SceneField | null {
  let space: SpaceScene;
  try {
    space = new SpaceScene(scene, level);
  } catch {
    return null;
  }
  const tokens = new Map<string, Token>();
  const out: AiModel[] = [];
  const seen = new Set<string>();
  for (const m of space.models) {
    const actor = m.actor as Actor;
    const uuid = uuidOf(actor);
    const facts = modelFactsOf(actor);
    // Several tokens of one linked actor are one model: the first is read.
    if (!actor.isToken && seen.has(uuid)) continue;
    seen.add(uuid);
    tokens.set(m.id, m.token as Token);
    out.push({
      id: m.id, uuid, name: m.token.name ?? actor.name ?? "", side: m.data.side, cell: m.cell, size: m.data.size,
      hp: actorFacts(actor).hp, states: [...m.data.states], ap: facts.ap,
      tier: isActorType(actor, ["eldfallHostile"]) ? actor.system.tier || 1 : 1, m: attributeOf(actor, "m"),
      weapons: weaponsOf(actor).map((w) => ({ id: w.id, name: w.name, type: w.type, reach: w.reach })),
      mover: moverOf(m.data), facing: m.facing, vigilance: m.data.abilities.has("vigilance"), acuteSenses: m.data.abilities.has("acuteSenses"),
    });
  }
  const field = aiField({
    board: space.board, models: out, losMode: space.options.losMode,
    between: (a, b) => space.environments.between(a, b),
    slots: (c) => space.environments.slots(c),
    environments: (c) => space.environments.at(c),
    moveOptions: { jumpCost: space.options.jumpCost, cancelHalveDouble: cancelsHalveDouble() },
    engagedBy: space.engagements(),
  });
  return { field, tokens };
}
