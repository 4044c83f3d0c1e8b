/**
 * Combats and combatants, after Foundry v13's client Combat and Combatant (client/documents/combat.mjs,
 * combatant.mjs; declarations in foundry-vtt-types src/foundry/client/documents/combat.d.mts):
 * - `turns` is the roster sorted by `_sortCombatants` (the subclass's override when there is one;
 *   Foundry's own: initiative high to low, unrolled last, then id), rebuilt by `setupTurns`.
 * - navigation (`startCombat`, `nextTurn`, `previousTurn`, `nextRound`, `previousRound`) updates round
 *   and turn with `direction`; `_onUpdate` records the previous state and runs `_manageTurnEvents`.
 * - turn events (`_onEndTurn`, `_onEndRound`, `_onStartRound`, `_onStartTurn`) run only on the active GM,
 *   only for progress (a later turn or round; rewinds fire none), walking every slot in between (skipped).
 *   `_onUpdate` runs on every connected client, as Foundry broadcasts an update: a player's End Turn fires the
 *   turn events (and the system's own `_onUpdate`) on the active GM's client.
 * - adding, removing or re-sorting combatants (Combatant._preCreateOperation / _preUpdateOperation /
 *   _preDeleteOperation) rewrites `turn` through `combatTurn` so the same combatant stays current, with
 *   `turnEvents: false`; a deleted current combatant hands the turn to the next survivor (with turn
 *   events) or else the previous one (without).
 * - `rollInitiative` rolls each formula and updates the combatants with `turnEvents: false`.
 * - `delete` runs `_onDelete` and the `deleteCombat` hook.
 * - permissions, as the server checks them (common/documents/combat.d.mts and combatant.d.mts, `BaseCombat#canUpdate`,
 *   `BaseCombatant#canUpdate`; the declarations name the checks, v13's source gives the fields): a GM may do
 *   anything; a player may update a Combat only in `round`, `turn` and `combatants`, and only as the owner of its
 *   current combatant (v13's tracker gives its turn controls to that owner alone: our reading, stricter than
 *   `_canChangeTurn`'s default); a player may create, update or delete a Combatant only as the owner of its actor,
 *   and update only its `initiative`, `flags` and `defeated`; groups, deleting the Combat: GM only. A refused
 *   change rejects with an Error and changes nothing. `preUpdateCombat` / `preUpdateCombatant` run first on the
 *   requesting client (false cancels: the update resolves to undefined).
 * Handlers Foundry does not await are not awaited here either: `settle()` lets them finish.
 */
import { deepMerge, nextId, type Obj } from "./base";
import type { FakeActor } from "./documents";
import { scenes } from "./tokens";
import { createGroups, deleteGroups, GroupCollection, prepareGroups, updateGroups, type FakeCombatantGroup } from "./combatant-groups";
import { onOtherClients } from "./clients";

export const combats = new Map<string, FakeCombat>();

const g = globalThis as unknown as { game: Obj & { user: { id: string; isGM: boolean; isActiveGM?: boolean } }; CONFIG: Obj; Hooks: Obj; Roll: new (f: string) => { evaluate(): Promise<{ total: number }> } };
const hook = (name: string, ...args: unknown[]) => (g.Hooks.callAll as ((n: string, ...a: unknown[]) => void) | undefined)?.(name, ...args);
const isActiveGM = () => !!g.game.user.isActiveGM;
/**
 * In the options of `_onUpdate` as another client runs it for a broadcast update: whether the update moved the turn.
 * The clients share one object here, so the acting client alone records the turn change; the others get its verdict.
 */
const BROADCAST = Symbol("broadcast");
const preHook = (name: string, ...args: unknown[]) => (g.Hooks.call as ((n: string, ...a: unknown[]) => boolean) | undefined)?.(name, ...args) !== false;

type UserLike = { id: string; isGM: boolean; name?: string };
/** What a player may change (BaseCombat / BaseCombatant `#canUpdate`, v13). */
const PLAYER_COMBAT_FIELDS = new Set(["_id", "round", "turn", "combatants"]);
const PLAYER_COMBATANT_FIELDS = new Set(["_id", "initiative", "flags", "defeated"]);
const fieldsOf = (changes: Obj) => Object.keys(changes).map((k) => k.split(".")[0]!);
const owns = (user: UserLike, combatant: FakeCombatant | undefined) => !!combatant?.actor?.testUserPermission(user as never, "OWNER");
const refused = (user: UserLike, action: string, doc: { documentName: string; id: string }) =>
  new Error(`User ${user.name ?? user.id} lacks permission to ${action} ${doc.documentName} [${doc.id}]`);

/** Let the handlers Foundry fires without awaiting (turn events, the system's walks) run to the end. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

type TokenLike = { id: string; actor?: FakeActor | null; parent?: { id: string } | null };
interface CombatantData { actor?: FakeActor | null; token?: TokenLike | null; tokenId?: string; sceneId?: string; name?: string; initiative?: number | null; defeated?: boolean; hidden?: boolean; group?: string | null; flags?: Obj }

export class FakeCombatant {
  readonly documentName = "Combatant";
  readonly id: string;
  readonly parent: FakeCombat;
  actorId: string | null;
  tokenId: string | null;
  sceneId: string | null;
  name: string;
  initiative: number | null;
  defeated: boolean;
  hidden: boolean;
  /** Stored as an id; prepared to the group document (see combatant-groups.ts). */
  group: string | FakeCombatantGroup | null;
  flags: Obj;
  readonly token: TokenLike | null;
  /** A token's own actor when the token is unlinked, else the world actor. */
  readonly actor: FakeActor | null;

  constructor(data: CombatantData, parent: FakeCombat) {
    this.id = nextId("cbt");
    this.parent = parent;
    // v13 creation data names the token by tokenId and sceneId; the double's own helpers pass the token itself.
    const token = data.token ?? (data.tokenId && data.sceneId ? scenes.get(data.sceneId)?.tokens.get(data.tokenId) as TokenLike | undefined : undefined);
    this.actor = token?.actor ?? data.actor ?? null;
    this.token = token ?? (this.actor?.token as TokenLike | undefined) ?? null;
    this.actorId = this.actor?.id ?? null;
    this.tokenId = this.token?.id ?? null;
    this.sceneId = this.token?.parent?.id ?? null;
    this.name = data.name ?? this.actor?.name ?? "";
    this.initiative = data.initiative ?? null;
    this.defeated = data.defeated ?? false;
    this.hidden = data.hidden ?? false;
    this.group = data.group ?? null;
    this.flags = structuredClone(data.flags ?? {});
  }

  /** Combatant#isDefeated: marked defeated, or its actor has the configured defeated status. */
  get isDefeated(): boolean {
    const defeated = (g.CONFIG.specialStatusEffects as Record<string, string> | undefined)?.DEFEATED ?? "dead";
    return this.defeated || !!this.actor?.statuses.has(defeated);
  }
  get isOwner(): boolean { return !!this.actor?.testUserPermission(g.game.user, "OWNER"); }
  protected _getInitiativeFormula(): string { return "1d20"; }
  getInitiativeRoll(formula?: string | null) { return new g.Roll(formula ?? this._getInitiativeFormula()); }
  async update(changes: Obj, options: Obj = {}) { await this.parent.updateEmbeddedDocuments("Combatant", [{ ...changes, _id: this.id }], options); return this; }
  /** Before creation (preCreateCombatant hooks): changes the data that will be created. */
  updateSource(changes: Obj) { deepMerge(this as unknown as Obj, changes); }
}

/** The embedded collection: a list (the existing tests index it) with Foundry's Collection lookups. */
class Roster extends Array<FakeCombatant> {
  static override get [Symbol.species]() { return Array; }
  get(id: string) { return this.find((c) => c.id === id); }
  get contents() { return [...this]; }
  get size() { return this.length; }
}

interface HistoryData { round: number; turn: number | null; combatantId: string | null; tokenId: string | null }
type TurnContext = { round: number; turn: number | null; skipped: boolean };

export class FakeCombat {
  static settings = { skipDefeated: false };
  readonly documentName = "Combat";
  readonly id = nextId("cmb");
  round = 0;
  turn: number | null = null;
  flags: Obj = {};
  readonly combatants = new Roster();
  readonly groups = new GroupCollection();
  turns: FakeCombatant[] = [];
  current: HistoryData;
  previous: HistoryData | undefined;
  /** Every update's data, in order. */
  readonly updates: Obj[] = [];
  /** The turn events Foundry ran on this client, in order (`startTurn:2:id`, `endRound:1`, …). */
  readonly turnEvents: string[] = [];

  constructor(data: { round?: number; turn?: number | null; flags?: Obj } = {}) {
    this.round = data.round ?? 0;
    this.turn = data.turn ?? null;
    this.flags = structuredClone(data.flags ?? {});
    this.current = this._getCurrentState();
  }

  get combatant(): FakeCombatant | undefined { return this.turn === null ? undefined : this.turns[this.turn]; }
  get started(): boolean { return this.round > 0; }
  get settings() { return FakeCombat.settings; }
  getCombatantsByToken(token: string | TokenLike) {
    const id = typeof token === "string" ? token : token.id;
    return this.combatants.filter((c) => c.tokenId === id);
  }
  getCombatantsByActor(actor: string | FakeActor) {
    if (typeof actor !== "string" && actor.isToken && actor.token) return this.getCombatantsByToken(actor.token as TokenLike);
    const id = typeof actor === "string" ? actor : actor.id;
    return this.combatants.filter((c) => c.actorId === id);
  }

  protected _sortCombatants(a: FakeCombatant, b: FakeCombatant): number {
    const ia = typeof a.initiative === "number" ? a.initiative : -Infinity;
    const ib = typeof b.initiative === "number" ? b.initiative : -Infinity;
    return (ib - ia) || (a.id > b.id ? 1 : -1);
  }

  /** Foundry passes the method unbound to Array#sort. */
  #sorted(list: FakeCombatant[]) {
    const compare = this._sortCombatants;
    return [...list].sort((a, b) => compare.call(undefined, a, b));
  }

  setupTurns(): FakeCombatant[] {
    const turns = this.#sorted(this.combatants);
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= turns.length) { this.turn = 0; this.round += 1; }
    }
    this.turns = turns;
    this.current = this._getCurrentState();
    this.previous ??= this.current;
    return turns;
  }

  protected _getCurrentState(combatant?: FakeCombatant): HistoryData {
    const c = combatant ?? this.combatant;
    return { round: this.round, turn: this.turn ?? null, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
  }

  #recordPreviousState(prior: HistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous = { ...prior };
    return changed;
  }

  // ---- navigation (Combat#startCombat … previousRound)
  async startCombat() { return this.update({ round: 1, turn: 0 }); }
  async nextRound() {
    const turn = this.turn === null || this.turns.length === 0 ? null : 0;
    return this.update({ round: this.round + 1, turn }, { direction: 1 });
  }
  async previousRound() {
    if (this.round === 0) return this;
    const turn = this.round === 1 || this.turn === null || this.turns.length === 0 ? null : this.turns.length - 1;
    return this.update({ round: this.round - 1, turn }, { direction: -1 });
  }
  async nextTurn() {
    if (this.round === 0) return this.nextRound();
    const from = this.turn ?? -1;
    let next: number | null = from + 1;
    if (this.settings.skipDefeated) next = this.turns.findIndex((c, i) => i > from && !c.isDefeated);
    if (next === null || next < 0 || next >= this.turns.length) return this.nextRound();
    return this.update({ round: this.round, turn: next }, { direction: 1 });
  }
  async previousTurn() {
    if (this.round === 0) return this;
    if (this.turn === 0 || this.turns.length === 0) return this.previousRound();
    return this.update({ round: this.round, turn: (this.turn ?? this.turns.length) - 1 }, { direction: -1 });
  }

  // ---- the document
  async update(changes: Obj, options: Obj = {}) {
    const user = g.game.user;
    if (!preHook("preUpdateCombat", this, changes, options, user.id)) return undefined;
    if (!user.isGM && (fieldsOf(changes).some((f) => !PLAYER_COMBAT_FIELDS.has(f)) || !owns(user, this.combatant))) throw refused(user, "update", this);
    this.updates.push(changes);
    deepMerge(this as unknown as Obj, changes);
    const userId = g.game.user.id;
    const before = { ...this.current };
    this._onUpdate(changes, options, userId);
    const moved = before.round !== this.current.round || before.turn !== this.current.turn || before.combatantId !== this.current.combatantId;
    hook("updateCombat", this, changes, options, userId);
    // Every other connected client runs `_onUpdate` too (a player's End Turn reaches the active GM's client there).
    onOtherClients(() => this._onUpdate(changes, { ...options, [BROADCAST]: moved }, userId));
    return this;
  }

  protected _onUpdate(changed: Obj, options: Obj, _userId: string): void {
    if (BROADCAST in options) {
      // The turn events are the active GM's, whoever moved the turn.
      if (options[BROADCAST as never] && options.turnEvents !== false && this.started && isActiveGM()) void this.#triggerTurnEvents();
      return;
    }
    const prior = { ...this.current };
    this.previous ??= prior;
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState();
    if (this.#recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }

  updateSource(changes: Obj) { deepMerge(this as unknown as Obj, changes); }

  async delete(options: Obj = {}) {
    if (!g.game.user.isGM) throw refused(g.game.user, "delete", this);
    combats.delete(this.id);
    if (g.game.combat === this) g.game.combat = null;
    this._onDelete(options, g.game.user.id);
    hook("deleteCombat", this, options, g.game.user.id);
    return this;
  }

  protected _onDelete(_options: Obj, _userId: string): void { this.turn = null; }

  // ---- combatants (the requesting client's Combatant._pre*Operation, then every client's handlers)
  /** Where `turn` must point after a roster change so the current combatant stays current. */
  #keepCurrent(order: FakeCombatant[], options: Obj, removed: string[] = []) {
    const current = this.combatant;
    if (!current) return;
    if (!removed.includes(current.id)) {
      if (options.combatTurn === undefined) Object.assign(options, { combatTurn: Math.max(order.indexOf(current), 0), turnEvents: false });
      return;
    }
    const alive = (c: FakeCombatant) => !removed.includes(c.id) && !(this.settings.skipDefeated && c.isDefeated);
    const at = this.turns.indexOf(current);
    const next = this.turns.slice(at).find(alive);
    const survivor = next ?? this.turns.slice(0, at).reverse().find(alive);
    if (survivor) Object.assign(options, { combatTurn: order.indexOf(survivor), turnEvents: survivor === next });
  }

  async createEmbeddedDocuments(kind: string, data: CombatantData[], options: Obj = {}) {
    const user = g.game.user;
    if (kind === "CombatantGroup" && !user.isGM) throw refused(user, "create", { documentName: kind, id: this.id });
    if (kind === "CombatantGroup") return createGroups(this, data as Obj[], options);
    if (kind !== "Combatant") throw new Error(`FakeCombat holds no ${kind}`);
    const Cls = (g.CONFIG.Combatant as { documentClass: typeof FakeCombatant }).documentClass;
    const created = data.map((d) => [new Cls(d, this), d] as const).filter(([c, d]) => preHook("preCreateCombatant", c, d, options, user.id)).map(([c]) => c);
    const foreign = user.isGM ? undefined : created.find((c) => !owns(user, c));
    if (foreign) throw refused(user, "create", foreign);
    this.#keepCurrent(this.#sorted([...this.combatants, ...created]), options);
    this.combatants.push(...created);
    this.#onModifyCombatants(created, options);
    for (const c of created) hook("createCombatant", c, options, g.game.user.id);
    this._onCreateDescendantDocuments(this, "combatants", created, data, options, g.game.user.id);
    return created;
  }

  async updateEmbeddedDocuments(kind: string, updates: Obj[], options: Obj = {}) {
    const user = g.game.user;
    if (kind === "CombatantGroup" && !user.isGM) throw refused(user, "update", { documentName: kind, id: this.id });
    if (kind === "CombatantGroup") return updateGroups(this, updates, options);
    if (kind !== "Combatant") throw new Error(`FakeCombat holds no ${kind}`);
    const targets = updates.map((u) => [this.combatants.get(String(u._id)), u] as const).filter((x): x is [FakeCombatant, Obj] => !!x[0])
      .filter(([c, u]) => preHook("preUpdateCombatant", c, u, options, user.id));
    const foreign = user.isGM ? undefined : targets.find(([c, u]) => !owns(user, c) || fieldsOf(u).some((f) => !PLAYER_COMBATANT_FIELDS.has(f)));
    if (foreign) throw refused(user, "update", foreign[0]);
    // Foundry sorts a clone with the new initiatives; here they are set for the sort and put back.
    const before = targets.map(([c]) => [c, c.initiative] as const);
    for (const [c, u] of targets) if ("initiative" in u) c.initiative = u.initiative as number | null;
    const simulated = this.#sorted(this.combatants);
    for (const [c, initiative] of before) c.initiative = initiative;
    this.#keepCurrent(simulated, options);
    for (const [c, u] of targets) {
      const { _id, ...changes } = u;
      void _id;
      deepMerge(c as unknown as Obj, changes);
      hook("updateCombatant", c, changes, options, g.game.user.id);
    }
    this.#onModifyCombatants(targets.map(([c]) => c), options);
    this._onUpdateDescendantDocuments(this, "combatants", targets.map(([c]) => c), updates, options, g.game.user.id);
    return targets.map(([c]) => c);
  }

  async deleteEmbeddedDocuments(kind: string, ids: string[], options: Obj = {}) {
    const user = g.game.user;
    if (kind === "CombatantGroup" && !user.isGM) throw refused(user, "delete", { documentName: kind, id: this.id });
    if (kind === "CombatantGroup") return deleteGroups(this, ids, options);
    if (kind !== "Combatant") throw new Error(`FakeCombat holds no ${kind}`);
    const removed = this.combatants.filter((c) => ids.includes(c.id));
    const foreign = user.isGM ? undefined : removed.find((c) => !owns(user, c));
    if (foreign) throw refused(user, "delete", foreign);
    this.#keepCurrent(this.#sorted(this.combatants.filter((c) => !ids.includes(c.id))), options, ids);
    for (const c of removed) this.combatants.splice(this.combatants.indexOf(c), 1);
    this.#onModifyCombatants(removed, options);
    for (const c of removed) hook("deleteCombatant", c, options, g.game.user.id);
    this._onDeleteDescendantDocuments(this, "combatants", removed, ids, options, g.game.user.id);
    return removed;
  }

  #onModifyCombatants(_documents: FakeCombatant[], options: Obj) {
    prepareGroups(this);
    const prior = { ...this.current };
    if (typeof options.combatTurn === "number") this.turn = options.combatTurn;
    this.setupTurns();
    if (this.#recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }

  protected _onCreateDescendantDocuments(..._args: unknown[]): void {}
  protected _onUpdateDescendantDocuments(..._args: unknown[]): void {}
  protected _onDeleteDescendantDocuments(..._args: unknown[]): void {}

  async rollInitiative(ids: string | string[], { formula = null as string | null, updateTurn = true } = {}) {
    const updates: Obj[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = await combatant.getInitiativeRoll(formula).evaluate();
      updates.push({ _id: id, initiative: roll.total });
    }
    if (!updates.length) return this;
    await this.updateEmbeddedDocuments("Combatant", updates, updateTurn ? { turnEvents: false } : { turnEvents: false, combatTurn: this.turn });
    return this;
  }

  // ---- turn events
  protected async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    if (isActiveGM()) await this.#triggerTurnEvents();
    hook("combatTurnChange", this, this.previous, this.current);
  }

  async #triggerTurnEvents() {
    const { turns, current } = this;
    const previous = this.previous ?? current;
    const last = turns.length - 1;
    const intervals: [number, number][] = [];
    let roundDelta = current.round - previous.round;
    if (roundDelta === 0) {
      if (current.round > 0 && Number(previous.turn) < Number(current.turn)) intervals.push([Number(previous.turn) + 1, Number(current.turn)]);
    } else if (roundDelta > 0) {
      if (previous.round > 0) intervals.push([Number(previous.turn) + 1, last]);
      while (--roundDelta) intervals.push([0, last]);
      intervals.push([0, current.turn ?? 0]);
    }
    if (intervals.length) {
      let prior: { combatant: FakeCombatant | null } & TurnContext = { combatant: this.combatants.get(previous.combatantId ?? "") ?? null, round: previous.round, turn: previous.turn, skipped: false };
      for (const [from, to] of intervals) {
        for (let turn = from; turn <= to; turn++) {
          const round = prior.round + (turn === 0 ? 1 : 0);
          const next = { combatant: turns[turn] ?? null, round, turn, skipped: round !== current.round || turn !== current.turn };
          if (prior.combatant) await this.#event("endTurn", prior.combatant, { round: prior.round, turn: prior.turn, skipped: prior.skipped });
          if (prior.round !== next.round) {
            await this.#event("endRound", null, { round: prior.round, turn: null, skipped: prior.round !== previous.round });
            await this.#event("startRound", null, { round: next.round, turn: null, skipped: next.round !== current.round });
          }
          if (next.combatant) await this.#event("startTurn", next.combatant, { round: next.round, turn: next.turn, skipped: next.skipped });
          prior = next;
        }
      }
    } else if (current.combatantId !== previous.combatantId && current.round === previous.round && current.turn === previous.turn) {
      const prior = this.combatants.get(previous.combatantId ?? "");
      const ctx = { round: current.round, turn: current.turn, skipped: false };
      if (prior) await this.#event("endTurn", prior, ctx);
      if (this.combatant) await this.#event("startTurn", this.combatant, ctx);
    }
  }

  async #event(kind: "endTurn" | "endRound" | "startRound" | "startTurn", combatant: FakeCombatant | null, ctx: TurnContext) {
    this.turnEvents.push(combatant ? `${kind}:${ctx.round}:${combatant.id}${ctx.skipped ? "*" : ""}` : `${kind}:${ctx.round}${ctx.skipped ? "*" : ""}`);
    const round = { round: ctx.round, skipped: ctx.skipped };
    if (kind === "endTurn") await this._onEndTurn(combatant!, ctx);
    else if (kind === "startTurn") await this._onStartTurn(combatant!, ctx);
    else if (kind === "endRound") await this._onEndRound(round);
    else await this._onStartRound(round);
  }

  protected async _onEndTurn(_c: FakeCombatant, _ctx: TurnContext): Promise<void> {}
  protected async _onStartTurn(_c: FakeCombatant, _ctx: TurnContext): Promise<void> {}
  protected async _onEndRound(_ctx: { round: number; skipped: boolean }): Promise<void> {}
  protected async _onStartRound(_ctx: { round: number; skipped: boolean }): Promise<void> {}
}

/**
 * A combat holding the given actors (a token's actor joins as that token), made current. Without
 * `round`, it is already in round 1 at the first turn, as the older tests expect.
 */
export function makeCombat(actors: FakeActor[], flags: Obj = {}, state: { round?: number; turn?: number | null } = { round: 1, turn: 0 }) {
  const Cls = (g.CONFIG.Combat as { documentClass: typeof FakeCombat }).documentClass;
  const CombatantCls = (g.CONFIG.Combatant as { documentClass: typeof FakeCombatant }).documentClass;
  const combat = new Cls({ round: state.round ?? 0, turn: state.turn ?? null, flags: { realms: structuredClone(flags) } });
  combat.combatants.push(...actors.map((actor) => new CombatantCls({ actor }, combat)));
  combat.setupTurns();
  combats.set(combat.id, combat);
  g.game.combat = combat;
  return combat as FakeCombat & { flags: { realms: Obj } };
}

// The members imitated exist on Foundry's own classes and on the fakes: a rename in the declarations fails tsc.
type CombatMembers = "id" | "round" | "turn" | "turns" | "groups" | "current" | "previous" | "combatant" | "started" | "settings" | "flags" | "combatants"
  | "setupTurns" | "startCombat" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound" | "rollInitiative" | "getCombatantsByActor"
  | "getCombatantsByToken" | "update" | "updateSource" | "delete" | "createEmbeddedDocuments" | "updateEmbeddedDocuments" | "deleteEmbeddedDocuments";
type CombatantMembers = "id" | "parent" | "actor" | "actorId" | "token" | "tokenId" | "sceneId" | "name" | "initiative" | "defeated" | "hidden" | "group"
  | "flags" | "isDefeated" | "isOwner" | "getInitiativeRoll" | "update" | "updateSource";
type Imitates<Real, Fake, K extends PropertyKey> = [Exclude<K, keyof Real> | Exclude<K, keyof Fake>] extends [never] ? true : never;
export const IMITATES: [Imitates<Combat, FakeCombat, CombatMembers>, Imitates<Combatant, FakeCombatant, CombatantMembers>] = [true, true];
