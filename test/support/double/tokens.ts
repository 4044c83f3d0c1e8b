/**
 * Scenes and tokens, after Foundry v13 (client/documents/token.mjs, actor.mjs; declarations in
 * foundry-vtt-types src/foundry/client/documents/token.d.mts): a linked token shows its world actor; an
 * unlinked token has its own actor, built from the world actor's data (the token's delta starts empty),
 * with the world actor's id, `isToken`, `token`, and the uuid `Scene.<scene>.Token.<token>.Actor.<actor>`.
 * `fromUuidSync` resolves that uuid to the token's actor; `game.actors.get(id)` gives the world actor.
 *
 * `token.update(changes, operation)` runs v13's client workflow: a change of x or y is a movement
 * (`TokenDocument#_preUpdate`; API page hookEvents.preMoveToken: "fires for every Token document that is about to be
 * moved", on the requesting client): the movement the operation carries (`TokenDocument#move`, ./token-movement.ts)
 * or else a straight one of method "api", and `preMoveToken(document, movement, operation)` returning false stops
 * the whole update; then `preUpdateToken(document, changes, operation, userId)` (false stops it); then the server's
 * check, a GM or an owner of the token's actor (a refusal rejects with an Error, nothing changed); then the change
 * and `updateToken(document, changes, operation, userId)`. A stopped update resolves to undefined.
 *
 * A token has `elevation` (0 unless placed higher) and, in v14, `level`: the id of the scene level it stands on
 * (initial "defaultLevel0000", TokenData `level`; an id the scene lacks is refused here, stricter than Foundry).
 * Token bars (v13 client/documents/token.mjs `getBarAttribute`, placeables/token.mjs `drawBars`; the same declarations
 * in v14): a token takes `bar1`/`bar2` from its actor's prototype token. `getBarAttribute(bar)` reads the attribute
 * under the actor's `system`: a number is a "value", an object with `value` and `max` a "bar" (both parsed as
 * integers), anything else null; `editable` when the data model's field at the path (`<attribute>.value` for a bar)
 * is a number field. `drawnBar` is what the canvas shows: only a "bar" with a maximum above 0.
 */
import { collection, nextId, type Obj } from "./base";
import type { FieldSpec, ObjectSpec } from "../../../src/core/schema/spec";
import { makeTokenActor, type FakeActor } from "./documents";
import { DEFAULT_LEVEL, sceneSpace, type SpaceScene } from "./regions";
import { movementData } from "./token-movement";

const g = globalThis as unknown as { game: { user: { id: string; isGM: boolean; name?: string } }; Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): true } };

export type BarAttribute =
  | { type: "value"; attribute: string; value: number; editable: boolean }
  | { type: "bar"; attribute: string; value: number; max: number; editable: boolean };

export interface FakeToken {
  id: string; uuid: string; name: string; actorId: string; actorLink: boolean; x: number; y: number; elevation: number;
  bar1: { attribute: string | null }; bar2: { attribute: string | null };
  /** v14 only: the level it stands on. */
  level?: string;
  parent: FakeScene; actor: FakeActor; updates: Obj[];
  update(changes: Obj, operation?: Obj): Promise<FakeToken | undefined>;
  getBarAttribute(barName: string, options?: { alternative?: string | null }): BarAttribute | null;
}

const CONFIG_MODELS = () => (globalThis as unknown as { CONFIG: { Actor: { dataModels: Record<string, { spec?: ObjectSpec } | undefined> } } }).CONFIG.Actor.dataModels;

/** The data model's field at a dotted path of `system` (the model's spec), if any. */
function fieldAt(type: string, path: string): FieldSpec | undefined {
  let spec: FieldSpec | undefined = CONFIG_MODELS()[type]?.spec;
  for (const key of path.split(".")) spec = spec?.type === "object" ? spec.fields[key] : undefined;
  return spec;
}

/** TokenDocument#getBarAttribute as v13 reads it. */
function getBarAttribute(token: FakeToken, barName: string, { alternative }: { alternative?: string | null } = {}): BarAttribute | null {
  const attribute = alternative || (token as unknown as Record<string, { attribute?: string | null } | undefined>)[barName]?.attribute;
  if (!attribute || !token.actor) return null;
  const data = attribute.split(".").reduce<unknown>((o, k) => (o as Obj | null | undefined)?.[k], token.actor.system);
  if (data === null || data === undefined) return null;
  const isNumber = (path: string) => fieldAt(token.actor.type, path)?.type === "number";
  if (typeof data === "number" || (typeof data === "string" && data.trim() !== "" && Number.isFinite(Number(data)))) {
    return { type: "value", attribute, value: Number(data), editable: isNumber(attribute) };
  }
  if (typeof data === "object" && "value" in data && "max" in data) {
    const { value, max } = data as { value: unknown; max: unknown };
    return { type: "bar", attribute, value: parseInt(String(value || 0)), max: parseInt(String(max || 0)), editable: isNumber(`${attribute}.value`) };
  }
  return null;
}

/** What Token#drawBars shows for a bar: a "bar" attribute with a maximum above 0, else nothing. */
export function drawnBar(token: FakeToken, barName: "bar1" | "bar2"): { value: number; max: number } | null {
  const data = token.getBarAttribute(barName);
  return data && data.type === "bar" && data.max > 0 ? { value: data.value, max: data.max } : null;
}
export interface FakeScene extends SpaceScene {
  id: string; uuid: string; name: string; flags: Obj;
  tokens: FakeToken[] & { get(id: string): FakeToken | undefined };
}

export const scenes = new Map<string, FakeScene>();
export const tokensByUuid = new Map<string, FakeToken>();

/** A scene, viewed unless told otherwise. */
export function makeScene(name = "Scene", { view = true, gridSize = 100 } = {}): FakeScene {
  const id = nextId("scene");
  const scene: FakeScene = { id, uuid: `Scene.${id}`, name, flags: {}, tokens: collection<FakeToken & Obj>([]), ...sceneSpace(gridSize) };
  scenes.set(id, scene);
  if (view) (globalThis as unknown as { game: { scenes: { viewed: unknown } } }).game.scenes.viewed = scene;
  return scene;
}

/** Place a token of a world actor at grid square (x, y); unlinked unless `linked`; in v14 on `level` (else the initial level id). */
export function placeToken(scene: FakeScene, base: FakeActor, { x = 0, y = 0, linked = false, elevation = 0, level }: { x?: number; y?: number; linked?: boolean; elevation?: number; level?: string } = {}): FakeToken {
  const id = nextId("token");
  // A token is made from its actor's prototype token: its bars among the rest.
  const prototype = (base._source.prototypeToken ?? {}) as { bar1?: { attribute?: string | null }; bar2?: { attribute?: string | null } };
  const onLevel = scene.levels ? level ?? DEFAULT_LEVEL : undefined;
  if (onLevel !== undefined && !scene.levels!.get(onLevel)) throw new Error(`TokenData validation errors:\n  level: ${onLevel} is not a level of the scene`);
  const token = { id, uuid: `${scene.uuid}.Token.${id}`, name: base.name, actorId: base.id, actorLink: linked, parent: scene,
    x: x * scene.grid.size, y: y * scene.grid.size, elevation, ...(onLevel !== undefined ? { level: onLevel } : {}), updates: [] as Obj[],
    bar1: { attribute: prototype.bar1?.attribute ?? null }, bar2: { attribute: prototype.bar2?.attribute ?? null } } as unknown as FakeToken;
  token.update = (changes: Obj, operation: Obj = {}) => updateToken(token, changes, operation);
  token.getBarAttribute = (barName: string, options?: { alternative?: string | null }) => getBarAttribute(token, barName, options);
  token.actor = linked ? base : makeTokenActor(base, token);
  scene.tokens.push(token);
  tokensByUuid.set(token.uuid, token);
  return token;
}

async function updateToken(token: FakeToken, changes: Obj, operation: Obj): Promise<FakeToken | undefined> {
  const user = g.game.user;
  const options: Obj = { ...operation };
  const x = typeof changes.x === "number" ? changes.x : token.x;
  const y = typeof changes.y === "number" ? changes.y : token.y;
  if (x !== token.x || y !== token.y) {
    const given = (operation.movement as Obj | undefined)?.[token.id];
    const movement = given ?? movementData(token, [{ x, y }], "api");
    options.movement = { ...(operation.movement as Obj | undefined), [token.id]: movement };
    if (g.Hooks.call("preMoveToken", token, movement, options) === false) return undefined;
  }
  if (g.Hooks.call("preUpdateToken", token, changes, options, user.id) === false) return undefined;
  if (!user.isGM && !token.actor.testUserPermission(user as never, "OWNER")) throw new Error(`User ${user.name ?? user.id} lacks permission to update Token [${token.id}]`);
  token.updates.push(changes);
  Object.assign(token, changes);
  g.Hooks.callAll("updateToken", token, changes, options, user.id);
  return token;
}

// The members imitated exist on Foundry's own classes and on the fakes: a rename in the declarations fails tsc.
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES: [
  Imitates<TokenDocument, FakeToken, "id" | "uuid" | "name" | "actorId" | "actorLink" | "x" | "y" | "elevation" | "bar1" | "bar2" | "parent" | "actor" | "update" | "getBarAttribute">,
  Imitates<Scene, FakeScene, "id" | "uuid" | "name" | "grid" | "tokens" | "flags">,
  Imitates<Actor, Required<FakeActor>, "id" | "uuid" | "name" | "type" | "system" | "isToken" | "token" | "effects" | "items" | "statuses">,
] = [true, true, true];
