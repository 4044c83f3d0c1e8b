/**
 * Actors, items and active effects as v13 runs them (../foundry-double.ts lists the documentation):
 * each keeps its `_source`, a prepared `system`/`flags` copy, and the database record apart (what the
 * server stores, `world.database`). Changes go through the client database workflow: migrate, clean and
 * validate against the registered data model, diff, `preX` hook, the server's permission check, commit,
 * `X` hook.
 */
import { validateData, type SchemaError } from "../../../src/core/schema/validate";
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { collection, nextId, plainClone, world, type Obj } from "./base";
import { applyChanges, clean, diff, expand, isPlain } from "./source-data";
import type { Imitates } from "./typing";
import { systemInstance } from "./model-instances";
import { cleanEffectData, effectActive, effectTemporary, preparedShowIcon } from "./active-effects";

type DocumentName = "Actor" | "Item" | "ActiveEffect";
type UserLike = { id: string | null; isGM: boolean; name?: string };
type Model = { spec?: ObjectSpec; migrateDataSafe?(source: Obj): Obj; migrateData(source: Obj): Obj };

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (common/constants.d.mts). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

const g = globalThis as unknown as { game: { user: UserLike }; Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): true }; CONFIG: Record<string, { dataModels?: Record<string, Model> } | undefined> };
const currentUser = (): UserLike => g.game.user;

export const modelOf = (documentName: DocumentName, type: unknown): Model | undefined =>
  typeof type === "string" ? g.CONFIG[documentName]?.dataModels?.[type] : undefined;

/** DataModel#validate on (partial) change data: migrateData first, then clean, then the schema's checks. */
export function prepareSystem(documentName: DocumentName, type: unknown, system: unknown, partial: boolean): { system: unknown; errors: SchemaError[] } {
  const model = modelOf(documentName, type);
  if (!model || !isPlain(system)) return { system, errors: [] };
  const migrated = model.migrateDataSafe ? model.migrateDataSafe(system) : model.migrateData(system);
  if (!model.spec) return { system: migrated, errors: [] };
  const cleaned = clean(model.spec, migrated, partial);
  return { system: cleaned, errors: validateData(model.spec, cleaned) };
}

/** DataModelValidationError's shape, with the system's own localized messages for each field. */
function validationError(doc: { documentName: string; id: string }, errors: SchemaError[]): Error {
  const i18n = (globalThis as unknown as { game: { i18n: { format(k: string, d: Obj): string } } }).game.i18n;
  const lines = errors.map((e) => `system.${e.path}: ${i18n.format(e.key, Object.fromEntries(Object.entries(e.data).map(([k, v]) => [k, String(v)])))}`);
  return new Error(`${doc.documentName} [${doc.id}] validation errors: ${lines.join("; ")}`);
}

/** What Foundry's server answers to a change the user may not make; the requesting client's promise rejects with it. */
function permissionError(user: UserLike, action: string, doc: { documentName: string; id: string }): Error {
  return new Error(`User ${user.name ?? user.id} lacks permission to ${action} ${doc.documentName} [${doc.id}]`);
}

/** A failed validation: v13's client reports it as an error notification and skips the change (the promise resolves). */
function reportInvalid(error: Error): void {
  (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications.error(error.message.split("] ").pop() ?? error.message);
  (globalThis as unknown as { Hooks: { onError(l: string, e: Error): void } }).Hooks.onError("ClientDatabaseBackend", error);
}

export abstract class FakeDocument {
  abstract readonly documentName: DocumentName;
  _source: Obj;
  declare parent: FakeActor | null;
  system: Obj = {};
  flags: Obj = {};
  /** Every change passed to `update`, as given (tests read what a flow asked for). */
  updates: Obj[] = [];

  constructor(source: Obj, parent: FakeActor | null) {
    this._source = source;
    // Not enumerable, so printing a document (a failed assertion) does not walk back up to its parent.
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false });
  }

  get id(): string { return String(this._source._id); }
  get _id(): string { return this.id; }
  get name(): string { return String(this._source.name ?? ""); }
  get type(): string { return String(this._source.type ?? "base"); }
  get img(): string | undefined { return this._source.img as string | undefined; }
  get uuid(): string { return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`; }
  /** Embedded documents defer to their parent's ownership. */
  get ownership(): Record<string, number> { return this.parent ? this.parent.ownership : ((this._source.ownership ?? { default: 0 }) as Record<string, number>); }

  /** The recorded level, regardless of role (Document#getUserLevel). */
  getUserLevel(user: UserLike | null = currentUser()): number {
    if (!user) return OWNERSHIP.NONE;
    return this.ownership[String(user.id)] ?? this.ownership.default ?? OWNERSHIP.NONE;
  }

  /** Document#testUserPermission: a GM passes every test; others compare their level (or match it with `exact`). */
  testUserPermission(user: UserLike, permission: keyof typeof OWNERSHIP | number, options: { exact?: boolean | null } = {}): boolean {
    const wanted = typeof permission === "number" ? permission : OWNERSHIP[permission];
    if (user.isGM) return true;
    const level = this.getUserLevel(user);
    return options.exact ? level === wanted : level >= wanted;
  }

  get isOwner(): boolean { return this.testUserPermission(currentUser(), "OWNER"); }

  /** ClientDocument#hasPlayerOwner: some non-GM user owns it (online or not). */
  get hasPlayerOwner(): boolean {
    const users = (globalThis as unknown as { game: { users: { some(fn: (u: UserLike) => boolean): boolean } } }).game.users;
    return users.some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /** A copy of the source data (toObject(true)), embedded documents included. */
  toObject(_source: boolean | null = true): Obj { return structuredClone(this._source); }

  /** DataModel#toJSON: the source, so a document inside serialized data becomes its data. */
  toJSON(): Obj { return this.toObject(); }

  /** Re-derive the prepared data from the source, as Foundry does after every change. */
  prepare(): void {
    this.system = systemInstance(modelOf(this.documentName, this.type) as never, plainClone(this._source.system ?? {}) as Obj, this);
    this.flags = plainClone(this._source.flags ?? {}) as Obj;
  }

  /** The record the server holds for this document. */
  databaseRecord(): Obj | undefined {
    if (!this.parent) return world.database.get(this.uuid);
    const list = this.parent.databaseRecord()?.[this.collectionKey()] as Obj[] | undefined;
    return list?.find((d) => d._id === this.id);
  }

  collectionKey(): "items" | "effects" { return this.documentName === "ActiveEffect" ? "effects" : "items"; }

  async update(changes: object = {}, options: { diff?: boolean; recursive?: boolean } = {}): Promise<this | undefined> {
    this.updates.push(changes as Obj);
    const user = currentUser();
    const recursive = options.recursive !== false;
    let data = expand(changes as Obj);
    delete data._id;
    if (this.documentName === "ActiveEffect") {
      const errors = cleanEffectData(data);
      if (errors.length) {
        reportInvalid(new Error(`${this.documentName} [${this.id}] validation errors: ${errors.join("; ")}`));
        return undefined;
      }
    }
    if ("system" in data) {
      const { system, errors } = prepareSystem(this.documentName, data.type ?? this.type, data.system, recursive);
      if (errors.length) {
        reportInvalid(validationError(this, errors));
        return undefined;
      }
      data.system = system;
    }
    if (options.diff !== false) {
      data = diff(this._source, data, recursive);
      if (!Object.keys(data).length) return undefined;
    }
    if (g.Hooks.call(`preUpdate${this.documentName}`, this, data, options, user.id) === false) return undefined;
    if (!this.testUserPermission(user, "OWNER")) throw permissionError(user, "update", this);
    applyChanges(this._source, data, recursive);
    const record = this.databaseRecord();
    if (record) applyChanges(record, structuredClone(data), recursive);
    this.prepare();
    this.parent?.prepare();
    g.Hooks.callAll(`update${this.documentName}`, this, data, options, user.id);
    return this;
  }

  async delete(options: object = {}): Promise<this | undefined> {
    if (!this.parent) throw new Error("The double deletes embedded documents only");
    const [deleted] = await this.parent.deleteEmbeddedDocuments(this.documentName as "Item" | "ActiveEffect", [this.id], options);
    return deleted ? this : undefined;
  }
}

export class FakeItem extends FakeDocument {
  readonly documentName = "Item" as const;
  get actor(): FakeActor | null { return this.parent; }
}

/**
 * The global `ActiveEffect` of the double: the system's document class extends it, and every effect is built from
 * `CONFIG.ActiveEffect.documentClass` (as Foundry builds documents from their configured class), so the system's
 * `prepareBaseData` runs on each preparation. What differs between generations: ./active-effects.ts.
 */
export class FakeEffect extends FakeDocument {
  readonly documentName = "ActiveEffect" as const;
  statuses = new Set<string>();
  /** Prepared `showIcon` (v14 only; v13 has no such field). */
  showIcon?: number;
  get disabled(): boolean { return !!this._source.disabled; }
  /** ActiveEffect#active: applying its changes now (not disabled; on v14 also not expired and kept). */
  get active(): boolean { return effectActive(this._source); }
  get isTemporary(): boolean { return effectTemporary(this._source, this.statuses); }
  get duration(): Obj { return structuredClone((this._source.duration ?? {}) as Obj); }
  override prepare(): void {
    super.prepare();
    this.statuses = new Set((this._source.statuses as string[] | undefined) ?? []);
    const showIcon = preparedShowIcon(this._source);
    if (showIcon === undefined) delete this.showIcon;
    else this.showIcon = showIcon;
    this.prepareBaseData();
  }
  /** Document#prepareBaseData: nothing of its own; the system's class adds to it. */
  prepareBaseData(): void {}
}

type EmbeddedList<T> = T[] & { get(id: string): T | undefined; contents: T[] };

export class FakeActor extends FakeDocument {
  readonly documentName = "Actor" as const;
  items = collection<FakeItem>([]) as EmbeddedList<FakeItem>;
  effects = collection<FakeEffect>([]) as EmbeddedList<FakeEffect>;
  statuses = new Set<string>();
  /** An unlinked token's own actor belongs to its token (Actor#token, Actor#isToken); world actors have none. */
  token: { id: string; uuid: string } | null = null;
  get isToken(): boolean { return this.token !== null; }
  /** Actor#prototypeToken: as stored, its bars' attributes null where none is named (system.json sets no primaryTokenAttribute). */
  get prototypeToken(): Obj {
    const stored = (this._source.prototypeToken ?? {}) as Obj;
    return { actorLink: false, ...structuredClone(stored), bar1: { attribute: null, ...(stored.bar1 as Obj | undefined) }, bar2: { attribute: null, ...(stored.bar2 as Obj | undefined) } };
  }
  override get uuid(): string { return this.token ? `${this.token.uuid}.Actor.${this.id}` : super.uuid; }

  override prepare(): void {
    super.prepare();
    // Actor#statuses: the statuses of the effects that apply (`active`), as Foundry's applyActiveEffects collects them.
    this.statuses = new Set(this.effects.filter((e) => e.active).flatMap((e) => [...e.statuses]));
  }

  /**
   * Every actor is an instance of `CONFIG.Actor.documentClass` in Foundry, so a caller (the tracker's Toggle Defeated,
   * a ruleset model) reaches the system's override; the double's actors run that class's method on themselves.
   */
  async toggleStatusEffect(statusId: string, options?: Actor.ToggleStatusEffectOptions): Promise<unknown> {
    const documentClass = (globalThis as unknown as { CONFIG: { Actor: { documentClass: { prototype: { toggleStatusEffect(id: string, o?: object): Promise<unknown> } } } } }).CONFIG.Actor.documentClass;
    return documentClass.prototype.toggleStatusEffect.call(this, statusId, options);
  }

  override toObject(_source: boolean | null = true): Obj {
    return { ...structuredClone(this._source), items: this.items.map((i) => i.toObject()), effects: this.effects.map((e) => e.toObject()) };
  }

  /**
   * Actor#modifyTokenAttribute as v13 runs it (what the token HUD's bar inputs call): a bar's `value`, clamped to
   * [0, max], or a single value as given; a delta adds to the current value; nothing written when it is unchanged;
   * the `modifyTokenAttribute` hook may cancel or change the update.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const attr = attribute.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], this.system) as { value: number; max: number } | number;
    const current = isBar ? (attr as { value: number }).value : (attr as number);
    const update = isDelta ? current + value : value;
    if (update === current) return this;
    const updates = isBar ? { [`system.${attribute}.value`]: Math.min(Math.max(update, 0), (attr as { max: number }).max) } : { [`system.${attribute}`]: update };
    const allowed = g.Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }

  private embedded(kind: "Item" | "ActiveEffect"): EmbeddedList<FakeDocument> {
    return (kind === "Item" ? this.items : this.effects) as EmbeddedList<FakeDocument>;
  }

  /** Document#createEmbeddedDocuments: each entry is migrated, cleaned and validated, then `preCreate`, permission, `create`. */
  async createEmbeddedDocuments(kind: "Item" | "ActiveEffect", data: object[] = [], operation: object = {}): Promise<FakeDocument[]> {
    const options = operation as { keepId?: boolean };
    const user = currentUser();
    const created: FakeDocument[] = [];
    for (const entry of data) {
      const input = expand(entry as Obj);
      const source: Obj = { ...input, _id: options.keepId && input._id ? input._id : nextId(kind === "Item" ? "item" : "effect"), flags: input.flags ?? {} };
      // Like the server: never an _id the parent already holds (keepId with a taken id).
      if (this.embedded(kind).get(String(source._id))) throw new Error(`The _id [${String(source._id)}] already exists within the parent collection`);
      if (kind === "ActiveEffect") {
        const errors = cleanEffectData(source);
        if (errors.length) {
          reportInvalid(new Error(`ActiveEffect [${String(source._id)}] validation errors: ${errors.join("; ")}`));
          continue;
        }
      }
      const doc = embeddedDocument(kind, source, this);
      if (kind === "Item") {
        const { system, errors } = prepareSystem("Item", source.type, source.system ?? {}, false);
        if (errors.length) {
          reportInvalid(validationError(doc, errors));
          continue;
        }
        source.system = system;
      }
      doc.prepare();
      if (g.Hooks.call(`preCreate${kind}`, doc, input, options, user.id) === false) continue;
      if (!this.testUserPermission(user, "OWNER")) throw permissionError(user, "create", doc);
      this.embedded(kind).push(doc);
      (this.databaseRecord()?.[doc.collectionKey()] as Obj[] | undefined)?.push(structuredClone(doc._source));
      created.push(doc);
    }
    this.prepare();
    for (const doc of created) g.Hooks.callAll(`create${kind}`, doc, options, user.id);
    return created;
  }

  async updateEmbeddedDocuments(kind: "Item" | "ActiveEffect", updates: object[] = [], options: { diff?: boolean; recursive?: boolean } = {}): Promise<FakeDocument[]> {
    const out: FakeDocument[] = [];
    for (const { _id, ...changes } of updates as Obj[]) {
      const doc = this.embedded(kind).get(String(_id));
      if (!doc) throw new Error(`${kind} [${String(_id)}] does not exist in ${this.uuid}`);
      if (await doc.update(changes, options)) out.push(doc);
    }
    return out;
  }

  async deleteEmbeddedDocuments(kind: "Item" | "ActiveEffect", ids: string[], options: object = {}): Promise<FakeDocument[]> {
    const user = currentUser();
    const list = this.embedded(kind);
    const deleted: FakeDocument[] = [];
    for (const id of ids) {
      const doc = list.get(id);
      if (!doc) throw new Error(`${kind} [${id}] does not exist in ${this.uuid}`);
      if (g.Hooks.call(`preDelete${kind}`, doc, options, user.id) === false) continue;
      if (!this.testUserPermission(user, "OWNER")) throw permissionError(user, "delete", doc);
      list.splice(list.indexOf(doc), 1);
      const record = this.databaseRecord()?.[doc.collectionKey()] as Obj[] | undefined;
      if (record) record.splice(record.findIndex((d) => d._id === id), 1);
      deleted.push(doc);
    }
    this.prepare();
    for (const doc of deleted) g.Hooks.callAll(`delete${kind}`, doc, options, user.id);
    return deleted;
  }
}

/** The configured ActiveEffect class (the system's once `init` registered it), else the double's own. */
const effectClass = (): typeof FakeEffect =>
  (globalThis as unknown as { CONFIG?: { ActiveEffect?: { documentClass?: typeof FakeEffect } } }).CONFIG?.ActiveEffect?.documentClass ?? FakeEffect;

function embeddedDocument(kind: "Item" | "ActiveEffect", source: Obj, parent: FakeActor): FakeDocument {
  const doc = kind === "Item" ? new FakeItem(source, parent) : new (effectClass())(source, parent);
  doc.prepare();
  return doc;
}

export interface ActorInit {
  name: string; type: string; system: Obj; ownership?: Record<string, number>; flags?: Obj; img?: string;
  /** The prototype token a placed token copies (its bars). */
  prototypeToken?: Obj;
  items?: { name: string; type: string; system: Obj; _id?: string; flags?: Obj }[];
  effects?: Obj[];
}

/**
 * An actor as the world loads it: the stored source is kept as the database record, and the client's copy
 * is migrated and cleaned by the registered data model (no hooks, no permission check: nobody changed anything).
 */
export function makeActor(init: ActorInit): FakeActor {
  const id = nextId("actor");
  const stored: Obj = {
    _id: id, name: init.name, type: init.type, img: init.img, system: structuredClone(init.system), ownership: init.ownership ?? { default: 0, gm: 3 },
    flags: structuredClone(init.flags ?? {}), ...(init.prototypeToken ? { prototypeToken: structuredClone(init.prototypeToken) } : {}),
    items: (init.items ?? []).map((i): Obj => ({ _id: i._id ?? nextId("item"), flags: {}, ...structuredClone(i) })),
    effects: (init.effects ?? []).map((e): Obj => ({ _id: nextId("effect"), flags: {}, ...structuredClone(e) })),
  };
  const { items, effects, ...own } = structuredClone(stored) as Obj & { items: Obj[]; effects: Obj[] };
  own.system = loaded("Actor", init.type, own.system);
  const actor = new FakeActor(own, null);
  for (const item of items) actor.items.push(embeddedDocument("Item", { ...item, system: loaded("Item", item.type, item.system) }, actor) as FakeItem);
  // The client's copy as the generation's schema reads it (v13 has no showIcon field; the record keeps what was stored).
  for (const effect of effects) {
    cleanEffectData(effect);
    actor.effects.push(embeddedDocument("ActiveEffect", effect, actor) as FakeEffect);
  }
  actor.prepare();
  world.database.set(actor.uuid, stored);
  world.actors.set(actor.uuid, actor);
  return actor;
}

/**
 * An unlinked token's own actor: built from the world actor's data (its delta starts empty), with the world
 * actor's id and a uuid through the token; it changes apart from the world actor and every other copy.
 */
export function makeTokenActor(base: FakeActor, token: { id: string; uuid: string }): FakeActor {
  const { items, effects, ...own } = base.toObject() as Obj & { items: Obj[]; effects: Obj[] };
  const actor = new FakeActor(own, null);
  actor.token = token;
  for (const item of items) actor.items.push(embeddedDocument("Item", item, actor) as FakeItem);
  for (const effect of effects) actor.effects.push(embeddedDocument("ActiveEffect", effect, actor) as FakeEffect);
  actor.prepare();
  world.actors.set(actor.uuid, actor);
  return actor;
}

/** Loading a stored source: migrateData, then clean with initial values, as the DataModel constructor does. */
function loaded(documentName: DocumentName, type: unknown, system: unknown): Obj {
  return prepareSystem(documentName, type, structuredClone(system ?? {}), false).system as Obj;
}

// The fakes accept every argument list the official v13 declarations accept (./typing.ts): drift fails tsc.
type RealActor = Actor.Implementation;
true satisfies Imitates<FakeActor["testUserPermission"], RealActor["testUserPermission"]>;
true satisfies Imitates<FakeActor["modifyTokenAttribute"], RealActor["modifyTokenAttribute"]>;
true satisfies Imitates<FakeActor["getUserLevel"], RealActor["getUserLevel"]>;
true satisfies Imitates<FakeActor["update"], RealActor["update"]>;
true satisfies Imitates<FakeActor["toObject"], RealActor["toObject"]>;
true satisfies Imitates<FakeActor["createEmbeddedDocuments"], RealActor["createEmbeddedDocuments"]>;
true satisfies Imitates<FakeActor["updateEmbeddedDocuments"], RealActor["updateEmbeddedDocuments"]>;
true satisfies Imitates<FakeActor["deleteEmbeddedDocuments"], RealActor["deleteEmbeddedDocuments"]>;
true satisfies Imitates<FakeItem["delete"], Item.Implementation["delete"]>;
true satisfies Imitates<FakeItem["update"], Item.Implementation["update"]>;
true satisfies Imitates<FakeEffect["update"], ActiveEffect.Implementation["update"]>;
true satisfies (keyof typeof CONST.DOCUMENT_OWNERSHIP_LEVELS extends keyof typeof OWNERSHIP ? true : false);
true satisfies ("hasPlayerOwner" extends keyof RealActor ? true : false);
