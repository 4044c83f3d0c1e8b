/**
 * Conditions live on actors as ActiveEffects carrying `statuses: [id]` (token HUD icons) and the engine's
 * record in `flags.realms.condition`. These helpers convert both ways; they are pure.
 */
import type { ActiveCondition } from "./rules/conditions";
import type { StatusDefinition } from "./ruleset";

export interface EffectLike {
  readonly id?: string | null;
  readonly statuses?: Iterable<string>;
  readonly flags?: Record<string, unknown>;
}

export function conditionOfEffect(effect: EffectLike): ActiveCondition | null {
  const record = (effect.flags?.realms as { condition?: ActiveCondition } | undefined)?.condition;
  return record && typeof record.id === "string" ? record : null;
}

export function readConditions(effects: Iterable<EffectLike>): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  for (const e of effects) {
    const c = conditionOfEffect(e);
    if (c) out.push(c);
  }
  return out;
}

/** ActiveEffect creation data for a condition; `name`/`description` are already localized. */
export function conditionEffectData(condition: ActiveCondition, status: StatusDefinition, text: { name: string; description: string }) {
  return {
    name: condition.value ? `${text.name} (${condition.value})` : text.name,
    img: status.img,
    description: text.description,
    statuses: [status.id],
    flags: { realms: { condition } },
  };
}

/** The effect ids to delete for conditions that ended. */
export function effectIdsFor(effects: Iterable<EffectLike>, ended: readonly ActiveCondition[]): string[] {
  const ids: string[] = [];
  for (const e of effects) {
    const c = conditionOfEffect(e);
    if (c && e.id && ended.some((x) => x.id === c.id)) ids.push(e.id);
  }
  return ids;
}
