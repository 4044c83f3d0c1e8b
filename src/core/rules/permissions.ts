/** Who may change an actor: the GM, or a user with Owner permission on it (pure, so it is unit-tested). */
export interface PermissionView {
  readonly isGM: boolean;
  readonly userId: string;
  /** Permission levels by user id, plus "default" (Foundry's ownership map). */
  readonly ownership: Readonly<Record<string, number>>;
}

export const OWNER_LEVEL = 3;

export function canModifyActor(view: PermissionView): boolean {
  if (view.isGM) return true;
  const level = view.ownership[view.userId] ?? view.ownership.default ?? 0;
  return level >= OWNER_LEVEL;
}
