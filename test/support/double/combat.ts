/** Combats and combatants. */
import { collection, nextId, setPath, type Obj } from "./base";
import type { FakeActor } from "./documents";

export const combats = new Map<string, Obj>();

/** A combat with combatants for the given actors; flags and updates behave like Foundry's dotted paths. */
export function makeCombat(actors: FakeActor[], flags: Obj = {}) {
  const combatants = collection(actors.map((actor) => {
    const c: Obj = { id: nextId("cbt"), actor, actorId: actor.id, name: actor.name, initiative: null, defeated: false, flags: {} };
    c.update = async (changes: Obj) => { for (const [k, v] of Object.entries(changes)) setPath(c, k, v); };
    return c;
  }));
  const combat: Obj = { id: nextId("cbt"), round: 1, turn: 0, combatants, flags: { realms: structuredClone(flags) }, updates: [] as Obj[] };
  combat.update = async (changes: Obj) => { (combat.updates as Obj[]).push(changes); for (const [k, v] of Object.entries(changes)) setPath(combat, k, v); };
  combat.updateEmbeddedDocuments = async (_kind: string, list: Obj[]) => { for (const u of list) Object.assign(combatants.get(String(u._id)) ?? {}, u); };
  const g = globalThis as unknown as { game: Obj };
  g.game.combat = combat;
  combats.set(String(combat.id), combat);
  return combat as Obj & { combatants: Obj[] & { get(id: string): Obj | undefined }; flags: { realms: Obj }; round: number };
}
