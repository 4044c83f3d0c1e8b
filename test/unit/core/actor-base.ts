/** Foundry's Actor and Item bases, reduced to what RealmsActor#_preCreate touches; installed before the system's classes load. */
export class FakeDocumentBase {
  type = "";
  source: Record<string, unknown> = {};
  async _preCreate(..._args: unknown[]): Promise<boolean | void> {}
  updateSource(changes: Record<string, unknown>) { Object.assign(this.source, changes); }
}
const g = globalThis as Record<string, unknown>;
g.Actor ??= FakeDocumentBase;
g.Item ??= FakeDocumentBase;
