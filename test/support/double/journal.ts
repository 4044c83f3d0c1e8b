/**
 * Journal entries and their pages as the Event flow reads them (v13 types: client/documents/journal-entry.d.mts,
 * journal-entry-page.d.mts; `game.journal` is the Journal WorldCollection):
 * - a page's `ownership` level INHERIT (-1) means its entry's level for that user (OBSERVER and above read it);
 *   GMs read everything; `testUserPermission(user, "OBSERVER")` answers that;
 * - `entry.sheet.render(options)` opens the JournalEntrySheet; v13 opens it at a page given as `pageId` (what a
 *   content link to a page does). The double records each render's options on the sheet.
 * Installed into `game.journal` by `installJournal` (tests that need it); `resetJournal` empties it.
 */
import { nextId, type Obj } from "./base";

type UserLike = { id: string; isGM: boolean };
const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
const INHERIT = -1;

export interface FakePage { id: string; name: string; ownership: Record<string, number>; readonly parent: FakeJournalEntry; testUserPermission(user: UserLike, level: keyof typeof LEVELS): boolean }
export interface FakeJournalEntry { id: string; name: string; ownership: Record<string, number>; pages: FakePage[]; sheet: { renders: Obj[]; render(options: Obj): Promise<unknown> } }

const entries: FakeJournalEntry[] = [];
const levelOf = (ownership: Record<string, number>, user: UserLike) => ownership[user.id] ?? ownership.default ?? 0;

export function makeJournal(name: string, pages: { name: string; ownership?: Record<string, number> }[], ownership: Record<string, number> = { default: 0 }): FakeJournalEntry {
  const entry: FakeJournalEntry = {
    id: nextId("journal"), name, ownership, pages: [],
    sheet: { renders: [], async render(options) { entry.sheet.renders.push(options); return entry.sheet; } },
  };
  entry.pages = pages.map((p) => {
    const page: FakePage = {
      id: nextId("page"), name: p.name, ownership: p.ownership ?? { default: INHERIT },
      get parent() { return entry; },
      testUserPermission(user, level) {
        if (user.isGM) return true;
        const own = levelOf(page.ownership, user);
        return (own === INHERIT ? levelOf(entry.ownership, user) : own) >= LEVELS[level];
      },
    };
    return page;
  });
  entries.push(entry);
  return entry;
}

export function installJournal(): void {
  (globalThis as unknown as { game: Obj }).game.journal = { [Symbol.iterator]: () => entries[Symbol.iterator](), get contents() { return [...entries]; }, get: (id: string) => entries.find((e) => e.id === id) };
}

export function resetJournal(): void {
  entries.length = 0;
}
