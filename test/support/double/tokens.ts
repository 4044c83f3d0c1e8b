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
 */
import { collection, nextId, type Obj } from "./base";
import { makeTokenActor, type FakeActor } from "./documents";
import { DEFAULT_LEVEL, sceneSpace, type SpaceScene } from "./regions";
import { movementData } from "./token-movement";

const g = globalThis as unknown as { game: { user: { id: string; isGM: boolean; name?: string } }; Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): true } };

export interface FakeToken {
  id: string; uuid: string; name: string; actorId: string; actorLink: boolean; x: number; y: number; elevation: number;
  /** v14 only: the level it stands on. */
  level?: string;
  parent: FakeScene; actor: FakeActor; updates: Obj[];
  update(changes: Obj, operation?: Obj): Promise<FakeToken | undefined>;
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
  const onLevel = scene.levels ? level ?? DEFAULT_LEVEL : undefined;
  if (onLevel !== undefined && !scene.levels!.get(onLevel)) throw new Error(`TokenData validation errors:\n  level: ${onLevel} is not a level of the scene`);
  const token = { id, uuid: `${scene.uuid}.Token.${id}`, name: base.name, actorId: base.id, actorLink: linked, parent: scene,
    x: x * scene.grid.size, y: y * scene.grid.size, elevation, ...(onLevel !== undefined ? { level: onLevel } : {}), updates: [] as Obj[] } as unknown as FakeToken;
  token.update = (changes: Obj, operation: Obj = {}) => updateToken(token, changes, operation);
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
  Imitates<TokenDocument, FakeToken, "id" | "uuid" | "name" | "actorId" | "actorLink" | "x" | "y" | "elevation" | "parent" | "actor" | "update">,
  Imitates<Scene, FakeScene, "id" | "uuid" | "name" | "grid" | "tokens" | "flags">,
  Imitates<Actor, Required<FakeActor>, "id" | "uuid" | "name" | "type" | "system" | "isToken" | "token" | "effects" | "items" | "statuses">,
] = [true, true, true];
