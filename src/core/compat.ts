/**
 * What differs between Foundry v13 and v14, in one place: every other module asks here instead of branching on
 * the version itself. Branches read `game.release.generation`; v14-only constants are read with optional chaining
 * so v13 (which lacks them) takes the fallback. Nothing here changes documents.
 */

/** The running Foundry generation (13 or 14; later ones behave as 14 until they need their own branch). */
export function foundryGeneration(): number {
  return game.release?.generation ?? 13;
}

/** Whether the running Foundry has the v14 APIs (showIcon, region shapes v2, tile anchors, Scene Levels). */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** The edge (wall) sense types: `CONST.EDGE_SENSE_TYPES` from v14, `WALL_SENSE_TYPES` (deprecated there, gone in v16) before. */
export function edgeSenseTypes(): typeof CONST.WALL_SENSE_TYPES {
  const edge = (CONST as { EDGE_SENSE_TYPES?: typeof CONST.WALL_SENSE_TYPES }).EDGE_SENSE_TYPES;
  return edge ?? CONST.WALL_SENSE_TYPES;
}

// ── Declarations that differ between v13 and v14 (npm's foundry-vtt-types 13.345 vs the League's main, 14.366;
// `npm run typecheck:v14`). Types only: Foundry behaves alike here, only the declarations name things differently.

/** The parameters of a function's first signature (v14's declarations add deprecated overloads after the current one). */
type FirstSignatureParameters<F> = F extends { (...args: infer A): unknown; (...args: infer _B): unknown } ? A
  : F extends (...args: infer A) => unknown ? A : never;

/**
 * The create options a document class's `createDialog` takes second and passes on to `create`: v13 declares them as
 * `Database.DialogCreateOptions`, v14 as `Database.CreateDocumentsOperation`.
 */
export type DialogCreateOptions<F> = NonNullable<FirstSignatureParameters<F>[1]>;

/**
 * Whether a sheet registered for a sub-type (an entry of `CONFIG[documentName].sheetClasses[subType]`) is its default:
 * v13 declares the entry's flag as `default`, v14 as `makeDefault` (the registration option it comes from).
 */
export function sheetIsDefault(entry: { readonly default?: boolean; readonly makeDefault?: boolean }): boolean {
  return entry.default ?? entry.makeDefault ?? false;
}

/**
 * ActorSheetV2 with the drop handlers Foundry calls for a dropped Actor or Item. Foundry v13 has them too, but only
 * v14's declarations list them, so a sheet overriding them compiles against one set and not the other; the Realms
 * sheet base is typed as this class (at runtime it is the real ActorSheetV2) so the overrides compile against both.
 */
export declare abstract class ActorSheetWithDrops extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDropActor(event: DragEvent, actor: Actor.Implementation): Promise<Actor.Implementation | null>;
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}
