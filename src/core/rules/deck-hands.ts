/**
 * Who sees and who changes a card stack, pure. Foundry gives every client the data of every Cards document;
 * what a player is shown (the sidebar, a hand's sheet) and what they may change follow its ownership map,
 * so a hand owned by one player is hidden from the others in the interface, not cryptographically.
 */
import { ownEntry } from "../dice/guard";
import { OWNER_LEVEL } from "./permissions";

/** CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE and LIMITED: below LIMITED a document is not shown. */
export const NONE_LEVEL = 0;
export const LIMITED_LEVEL = 1;

export interface Viewer { readonly isGM: boolean; readonly id: string }
export type Ownership = Readonly<Record<string, number>>;

/** A hand only its owners (and GMs) see and play from. */
export function handOwnership(ownerIds: readonly string[]): Record<string, number> {
  return { default: NONE_LEVEL, ...Object.fromEntries(ownerIds.map((id) => [id, OWNER_LEVEL])) };
}

/** The user's own level, else the default: own keys only, so a user id "__proto__" falls back to the default. */
const level = (ownership: Ownership, userId: string) => ownEntry(ownership, userId) ?? ownEntry(ownership, "default") ?? NONE_LEVEL;

/** Foundry's `visible` for a Cards document: a GM, or LIMITED and above. */
export function maySee(viewer: Viewer, ownership: Ownership): boolean {
  return viewer.isGM || level(ownership, viewer.id) >= LIMITED_LEVEL;
}

/** May this user move cards in or out of the stack (Owner, or a GM). */
export function mayPlay(viewer: Viewer, ownership: Ownership): boolean {
  return viewer.isGM || level(ownership, viewer.id) >= OWNER_LEVEL;
}
