/** World fixtures for the Quench batches: documents they create are removed again, waits are bounded. */
import { activeRulesetId } from "../core/settings";
import type { TestContext } from "./types";

const created: { delete(): Promise<unknown> }[] = [];

/** Skip the test unless the world plays this ruleset (the ruleset is a world setting: switching it reloads). */
export function requireRuleset(test: TestContext, id: string): void {
  if (activeRulesetId() !== id) test.skip();
}

function track<T extends { delete(): Promise<unknown> } | undefined | null>(doc: T): NonNullable<T> {
  if (!doc) throw new Error("Foundry did not create the document");
  created.push(doc);
  return doc as NonNullable<T>;
}

/** Delete everything the batch created, newest first. */
export async function cleanUp(): Promise<void> {
  for (const doc of created.splice(0).reverse()) await doc.delete().catch(() => undefined);
}

/** The system pack `realms.<name>`. */
export function systemPack(name: string) {
  const pack = game.packs.get(`realms.${name}`);
  if (!pack) throw new Error(`No pack realms.${name}`);
  return pack;
}

/** A world copy of a pack actor (the first one when no name is given), as a GM imports it. */
export async function importActor(packName: string, name?: string): Promise<Actor.Implementation> {
  const pack = systemPack(packName);
  const index = await pack.getIndex();
  const entry = name ? index.find((e) => e.name === name) : [...index][0];
  if (!entry) throw new Error(`No ${name ?? "actor"} in realms.${packName}`);
  return track((await game.actors.importFromCompendium(pack as never, entry._id)) as Actor.Implementation | undefined);
}

/** A scene of 20 × 20 tiles, viewed so that tokens have placeables. */
export async function viewedScene(): Promise<Scene.Implementation> {
  const scene = track((await Scene.implementation.create({ name: "Realms Quench", width: 2000, height: 2000, grid: { size: 100 } })) as Scene.Implementation | undefined);
  await scene.view();
  return scene;
}

/** A scene of 20 × 20 tiles that nobody views (for questions about its documents only). */
export async function plainScene(name = "Realms Quench"): Promise<Scene.Implementation> {
  return track((await Scene.implementation.create({ name, width: 2000, height: 2000, grid: { size: 100 } })) as Scene.Implementation | undefined);
}

/**
 * Embedded documents from plain data, for data one generation's declarations cannot type (a v14-only shape, a v14
 * Level): Foundry validates it as it validates any creation. Returns the created documents' ids.
 */
export async function createIn(scene: Scene.Implementation, kind: string, data: readonly object[]): Promise<string[]> {
  const create = scene.createEmbeddedDocuments.bind(scene) as unknown as (kind: string, data: readonly object[]) => Promise<{ readonly id: string | null }[]>;
  return (await create(kind, data)).map((d) => d.id ?? "");
}

/** A token of the actor on the scene at tile (x, y), from its prototype token (linked or not). */
export async function placeToken(scene: Scene.Implementation, actor: Actor.Implementation, x: number, y: number): Promise<TokenDocument.Implementation> {
  const data = await actor.getTokenDocument({ x: x * 100, y: y * 100 });
  const [token] = (await scene.createEmbeddedDocuments("Token", [data.toObject()])) as TokenDocument.Implementation[];
  if (!token) throw new Error(`No token for ${actor.name}`);
  return token;
}

/** Token#effects, the container of its effect icons: in both versions' placeables, declared only by v14's types. */
type DrawsEffects = { readonly effects?: PIXI.Container };

/** The token's placeable once drawn, with its effect icons. */
export const tokenPlaceable = (token: TokenDocument.Implementation) => token.object as (NonNullable<typeof token.object> & DrawsEffects) | null;

/** The effect icons the token's placeable has drawn: Token#effects holds one sprite per icon (the overlay included). */
export function drawnIcons(token: TokenDocument.Implementation): number {
  const effects = tokenPlaceable(token)?.effects;
  return effects ? effects.children.filter((c: PIXI.DisplayObject) => c instanceof PIXI.Sprite).length : 0;
}

/** A combat on the scene with these tokens as combatants. */
export async function combatOf(scene: Scene.Implementation, tokens: readonly TokenDocument.Implementation[]): Promise<Combat.Implementation> {
  const combat = track((await Combat.implementation.create({ scene: scene.id, active: true })) as Combat.Implementation | undefined);
  await addCombatants(combat, tokens);
  return combat;
}

export async function addCombatants(combat: Combat.Implementation, tokens: readonly TokenDocument.Implementation[]): Promise<Combatant.Implementation[]> {
  const data = tokens.map((t) => ({ tokenId: t.id, sceneId: t.parent?.id, actorId: t.actorId }));
  return (await combat.createEmbeddedDocuments("Combatant", data)) as Combatant.Implementation[];
}

/** Poll until `read` gives something (the GM client handles hooks and queries asynchronously). */
export async function waitFor<T>(read: () => T | null | undefined | false, what: string, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token-HUD status whose id is `name` or ends in `.name` (status ids may be namespaced per ruleset). */
export function statusId(name: string): string {
  const status = CONFIG.statusEffects.find((s) => s.id === name || s.id.endsWith(`.${name}`));
  if (!status) throw new Error(`No status ${name}`);
  return status.id;
}

/**
 * Whether v13's token HUD shows the status as active: a status with an `_id` counts only the effect with
 * that id; one without counts an effect that carries only that status.
 */
export function hudShowsActive(actor: Actor.Implementation, id: string): boolean {
  const status = CONFIG.statusEffects.find((s) => s.id === id) as { _id?: string } | undefined;
  return actor.effects.some((e) => e.statuses.has(id) && (status?._id ? e.id === status._id : e.statuses.size === 1));
}

/** Chat messages posted after `since` (a timestamp). */
export function messagesSince(since: number): ChatMessage.Implementation[] {
  return game.messages.filter((m) => (m.timestamp ?? 0) >= since) as ChatMessage.Implementation[];
}

/** Click a button of the open dialog that offers `action` (the way the prompted user answers). */
export async function answerDialog(action: string, ms = 10000): Promise<void> {
  const button = await waitFor(() => document.querySelector<HTMLButtonElement>(`dialog.application [data-action="${action}"], .application.dialog [data-action="${action}"]`), `a dialog offering ${action}`, ms);
  button.click();
}

/** Records the error and warning notifications raised while `fn` runs. */
export async function notificationsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const notes = ui.notifications as unknown as Record<"error" | "warn", (message: string, options?: unknown) => unknown>;
  const original = { error: notes.error, warn: notes.warn };
  for (const level of ["error", "warn"] as const) {
    notes[level] = (message: string, options?: unknown) => {
      seen.push(message);
      return original[level].call(ui.notifications, message, options);
    };
  }
  try {
    await fn();
  } finally {
    notes.error = original.error;
    notes.warn = original.warn;
  }
  return seen;
}
