/**
 * Combatant groups, after Foundry v13's CombatantGroup (declarations: foundry-vtt-types
 * src/foundry/client/documents/combatant-group.d.mts, common/documents/combatant-group.d.mts; Combat#groups in
 * common/documents/combat.d.mts, Combatant#group in common/documents/combatant.d.mts):
 * - a Combat embeds them as `groups` (name, img, initiative, type, system, flags); create / update / delete go
 *   through the combat's embedded-document methods and fire createCombatantGroup etc.
 * - a Combatant's `group` is stored as an id; preparing it (Combatant#_prepareGroup) links the prepared
 *   combatant to the group document and adds it to the group's `members` (the declarations say "prepare derived
 *   data based on group membership" and type `members` as a Set of combatants; that `group` then holds the
 *   document is our reading of v13's client, so the glue reads either an id or a document).
 * - `defeated` / `hidden`: every member is (a group with no members counts as both), as the declarations say.
 * - deleting a group leaves its members' stored id dangling; it prepares to no group (the declarations are silent).
 */
import { deepMerge, nextId, type Obj } from "./base";

const g = globalThis as unknown as { game: { user: { id: string } }; Hooks: Obj };
const hook = (name: string, ...args: unknown[]) => (g.Hooks.callAll as ((n: string, ...a: unknown[]) => void) | undefined)?.(name, ...args);

interface Member { id: string; group: unknown; defeated: boolean; hidden: boolean; isDefeated?: boolean }
interface GroupParent { id: string; combatants: Iterable<Member>; groups: GroupCollection }

export class FakeCombatantGroup {
  readonly id: string;
  readonly parent: GroupParent;
  readonly documentName = "CombatantGroup";
  name: string;
  img: string | null;
  initiative: number | null;
  type = "base";
  system: Obj = {};
  flags: Obj;
  members = new Set<Member>();

  constructor(data: { name?: string; img?: string | null; initiative?: number | null; flags?: Obj }, parent: GroupParent) {
    this.id = nextId("grp");
    this.parent = parent;
    this.name = data.name ?? "";
    this.img = data.img ?? null;
    this.initiative = data.initiative ?? null;
    this.flags = structuredClone(data.flags ?? {});
  }

  get defeated(): boolean { return [...this.members].every((m) => m.isDefeated ?? m.defeated); }
  get hidden(): boolean { return [...this.members].every((m) => m.hidden); }
  async update(changes: Obj, options: Obj = {}) {
    await (this.parent as unknown as { updateEmbeddedDocuments(k: string, u: Obj[], o: Obj): Promise<unknown> }).updateEmbeddedDocuments("CombatantGroup", [{ ...changes, _id: this.id }], options);
    return this;
  }
}

export class GroupCollection extends Array<FakeCombatantGroup> {
  static override get [Symbol.species]() { return Array; }
  get(id: string) { return this.find((x) => x.id === id); }
  get contents() { return [...this]; }
  get size() { return this.length; }
}

/** Combatant#_prepareGroup for every combatant: `group` becomes the document (or null), members are rebuilt. */
export function prepareGroups(combat: GroupParent): void {
  for (const group of combat.groups) group.members = new Set();
  for (const c of combat.combatants) {
    const stored = c.group as string | FakeCombatantGroup | null | undefined;
    const id = typeof stored === "string" ? stored : stored?.id ?? null;
    const group = id ? combat.groups.get(id) ?? null : null;
    c.group = group;
    group?.members.add(c);
  }
}

export function createGroups(combat: GroupParent, data: Obj[], options: Obj): FakeCombatantGroup[] {
  const created = data.map((d) => new FakeCombatantGroup(d, combat));
  combat.groups.push(...created);
  prepareGroups(combat);
  for (const x of created) hook("createCombatantGroup", x, options, g.game.user.id);
  return created;
}

export function updateGroups(combat: GroupParent, updates: Obj[], options: Obj): FakeCombatantGroup[] {
  const out: FakeCombatantGroup[] = [];
  for (const u of updates) {
    const group = combat.groups.get(String(u._id));
    if (!group) continue;
    const { _id, ...changes } = u;
    void _id;
    deepMerge(group as unknown as Obj, changes);
    hook("updateCombatantGroup", group, changes, options, g.game.user.id);
    out.push(group);
  }
  prepareGroups(combat);
  return out;
}

export function deleteGroups(combat: GroupParent, ids: string[], options: Obj): FakeCombatantGroup[] {
  const removed = combat.groups.filter((x) => ids.includes(x.id));
  for (const x of removed) combat.groups.splice(combat.groups.indexOf(x), 1);
  prepareGroups(combat);
  for (const x of removed) hook("deleteCombatantGroup", x, options, g.game.user.id);
  return removed;
}

// The members imitated exist on Foundry's own class and on the fake: a rename in the declarations fails tsc.
type GroupMembers = "id" | "parent" | "name" | "img" | "initiative" | "type" | "system" | "flags" | "members" | "defeated" | "hidden" | "update";
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES_GROUP: Imitates<CombatantGroup, FakeCombatantGroup, GroupMembers> = true;
