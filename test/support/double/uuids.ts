/**
 * v13's `fromUuidSync` also resolves a document embedded in an actor ("Actor.x.Item.y", through a token's actor
 * too): the parent by the part before the last "<Embedded>.<id>", then its collection. Drag data carry such uuids.
 */
type Lookup = (uuid: string) => unknown;
type Parent = { items?: { get(id: string): unknown }; effects?: { get(id: string): unknown } };

export function embeddedUuids(resolveTop: Lookup): Lookup {
  return (uuid: string) => {
    const top = resolveTop(uuid);
    if (top) return top;
    const match = /^(.*)\.(Item|ActiveEffect)\.([^.]+)$/.exec(uuid);
    if (!match) return null;
    const parent = resolveTop(match[1]!) as Parent | null;
    return (match[2] === "Item" ? parent?.items : parent?.effects)?.get(match[3]!) ?? null;
  };
}
