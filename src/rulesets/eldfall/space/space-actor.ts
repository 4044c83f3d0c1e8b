/**
 * What the space rules read of a token's actor: side, size, modified SPD, States (token statuses
 * `realms.eldfall.<state>`), and the Skills/Traits that change movement and sight (items' automation keys).
 * One reader, so the movement check, sight and Attacks of Opportunity see a model the same way.
 */
import { parseStatusId } from "../../../core/status-ids";
import type { Tile } from "../../../core/rules/grid";
import type { Mover, Occupant } from "./rules/movement";
import { ENVIRONMENTS, SIZES, type EnvironmentId, type Size } from "../profile/rules/keys";

export interface SpaceActor {
  readonly side: string;
  readonly size: Size;
  readonly spd: number;
  /** Bare Eldfall State ids the model is in (crippled, flying, engaged …). */
  readonly states: ReadonlySet<string>;
  /** Automation keys of its Skills and Traits (climbing, leap, flicker, trample, acuteSenses, vigilance, incorporeal …). */
  readonly abilities: ReadonlySet<string>;
  /** Survival (X): the environments named by its Survival traits' parameter. */
  readonly survival: readonly EnvironmentId[];
  /** Affinity (Profane) or Elemental Essence (Profane): Profane Miasma does not affect it. */
  readonly profane: boolean;
  readonly overEncumbered: boolean;
}

type Loose = Record<string, unknown>;

/** Survival's X as printed ("Profane Miasma", "dark") as an environment id. */
export function environmentOfWord(word: string): EnvironmentId | null {
  const id = word.trim().toLowerCase().replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  return ENVIRONMENTS.find((e) => e.toLowerCase() === id.toLowerCase()) ?? null;
}

/** A number field stored plainly or as `{ value }` (resource-style), with a fallback. */
function numberAt(system: Loose | undefined, path: string, fallback: number): number {
  let node: unknown = system;
  for (const part of path.split(".")) node = node && typeof node === "object" ? (node as Loose)[part] : undefined;
  if (node && typeof node === "object" && "value" in node) node = (node as Loose).value;
  return typeof node === "number" && Number.isFinite(node) ? Math.trunc(node) : fallback;
}

/** The side of a model: Hostiles against heroes (allies are heroes). */
export function sideOf(actor: { type: string } | null | undefined): string {
  return actor?.type.toLowerCase().includes("hostile") ? "hostiles" : "heroes";
}

export function spaceActor(actor: Actor.Implementation | null | undefined): SpaceActor {
  const system = (actor?.system ?? {}) as Loose;
  const states = new Set<string>();
  for (const id of actor?.statuses ?? []) {
    const parsed = parseStatusId(String(id));
    if (parsed?.ruleset === "eldfall") states.add(parsed.condition);
  }
  const abilities = new Set<string>();
  const survival: EnvironmentId[] = [];
  let profane = false;
  for (const item of actor?.items ?? []) {
    // An item of any type: read its key and word as plain data (Reflect.get: no model declares both).
    const data: object = item.system ?? {};
    const rawKey: unknown = Reflect.get(data, "key");
    const key = typeof rawKey === "string" ? rawKey : "";
    if (!key) continue;
    abilities.add(key);
    const word: unknown = Reflect.get(data, "x");
    const env = key === "survival" && typeof word === "string" ? environmentOfWord(word) : null;
    if (env) survival.push(env);
    if ((key === "affinity" || key === "elementalEssence") && typeof word === "string" && /profane/i.test(word)) profane = true;
  }
  const size = typeof system.size === "string" && SIZES.includes(system.size as Size) ? (system.size as Size) : "medium";
  return {
    side: sideOf(actor), size, spd: numberAt(system, "attributes.spd", 0), states, abilities, survival, profane,
    overEncumbered: system.overEncumbered === true || states.has("overEncumbered"),
  };
}

/** The model as the movement check sees it moving. */
export function moverOf(a: SpaceActor, engagedBy: readonly Tile[] = []): Mover {
  const s = (id: string) => a.states.has(id);
  const k = (id: string) => a.abilities.has(id);
  return {
    spd: a.spd, size: a.size, side: a.side, flying: s("flying"), crippled: s("crippled"), slowed: s("slowed"), crouched: s("crouched"),
    immobilized: s("immobilized") || s("petrified"), overEncumbered: a.overEncumbered, carrying: s("carrying"), mounted: s("mounted"),
    climbing: k("climbing"), leap: k("leap"), flicker: k("flicker"), trample: k("trample"), incorporeal: k("incorporeal"),
    construct: k("construct"), elemental: k("elemental"), survival: a.survival, engagedBy,
  };
}

/** The model as others' moves see it in a space. */
export function occupantOf(a: SpaceActor, cell: Tile): Occupant {
  return { cell, side: a.side, size: a.size, incapacitated: a.states.has("incapacitated"), dead: a.states.has("dead"), flying: a.states.has("flying") };
}
