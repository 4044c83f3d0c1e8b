/**
 * Which client reacts to a world event. Foundry runs a document's `_onCreate` / `_onUpdate` / `_onDelete`, the
 * `createX` / `updateX` / `deleteX` hooks, `updateWorldTime` and a world setting's `onChange` on EVERY connected
 * client, so a reaction that changes documents or posts chat must pick one client, or it happens once per client
 * (twice with two GMs online). Every hook handler of the system asks one of these:
 * - `isActiveGmClient()`: Foundry's designated active GM (`game.users.activeGM`), for what any GM would do;
 * - `madeHere(userId)`: the client whose user made the change (the hook's `userId`), for what that user does with
 *   what they own.
 */
export const isActiveGmClient = (): boolean => game.users?.activeGM?.isSelf ?? false;

export const madeHere = (userId: string | null | undefined): boolean => !!userId && userId === game.user?.id;
