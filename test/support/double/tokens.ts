/**
 * Scenes and tokens, after Foundry v13 (client/documents/token.mjs, actor.mjs; declarations in
 * foundry-vtt-types src/foundry/client/documents/token.d.mts): a linked token shows its world actor; an
 * unlinked token has its own actor, built from the world actor's data (the token's delta starts empty),
 * with the world actor's id, `isToken`, `token`, and the uuid `Scene.<scene>.Token.<token>.Actor.<actor>`.
 * `fromUuidSync` resolves that uuid to the token's actor; `game.actors.get(id)` gives the world actor.
 */
import { collection, nextId, type Obj } from "./base";
import { makeTokenActor, type FakeActor } from "./documents";
import { sceneSpace, type SpaceScene } from "./regions";

export interface FakeToken {
  id: string; uuid: string; name: string; actorId: string; actorLink: boolean; x: number; y: number;
  parent: FakeScene; actor: FakeActor; updates: Obj[];
  update(changes: Obj): Promise<void>;
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

/** Place a token of a world actor at grid square (x, y); unlinked unless `linked`. */
export function placeToken(scene: FakeScene, base: FakeActor, { x = 0, y = 0, linked = false } = {}): FakeToken {
  const id = nextId("token");
  const token = { id, uuid: `${scene.uuid}.Token.${id}`, name: base.name, actorId: base.id, actorLink: linked, parent: scene,
    x: x * scene.grid.size, y: y * scene.grid.size, updates: [] as Obj[] } as unknown as FakeToken;
  token.update = async (changes: Obj) => { token.updates.push(changes); Object.assign(token, changes); };
  token.actor = linked ? base : makeTokenActor(base, token);
  scene.tokens.push(token);
  tokensByUuid.set(token.uuid, token);
  return token;
}

// The members imitated exist on Foundry's own classes and on the fakes: a rename in the declarations fails tsc.
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES: [
  Imitates<TokenDocument, FakeToken, "id" | "uuid" | "name" | "actorId" | "actorLink" | "x" | "y" | "parent" | "actor" | "update">,
  Imitates<Scene, FakeScene, "id" | "uuid" | "name" | "grid" | "tokens" | "flags">,
  Imitates<Actor, Required<FakeActor>, "id" | "uuid" | "name" | "type" | "system" | "isToken" | "token" | "effects" | "items" | "statuses">,
] = [true, true, true];
