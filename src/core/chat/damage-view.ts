/**
 * What the apply-damage part shows, from its data: pure, so the glue (./apply-damage.ts) and the gallery
 * fixtures build the same rows. Each target shows the steps of its outcome (what was applied, else a preview).
 */
import type { DamageOutcome, DamagePacket } from "../rules/damage";
import type { Ref } from "../refs";
import { formatCount, type CountWords } from "../format";

/**
 * An outcome as a document stores it. `before`/`after` are keyed by data paths ("health.value"), and an update
 * expands dotted keys at any depth into nested objects, so they are kept as [path, value] pairs.
 */
export interface StoredOutcome extends Omit<DamageOutcome, "before" | "after"> {
  readonly before: readonly (readonly [string, number])[];
  readonly after: readonly (readonly [string, number])[];
}
export const storeOutcome = (o: DamageOutcome): StoredOutcome => ({ ...o, before: Object.entries(o.before), after: Object.entries(o.after) });
export const loadOutcome = (o: StoredOutcome): DamageOutcome => ({ ...o, before: Object.fromEntries(o.before), after: Object.fromEntries(o.after) });

/** What Apply did to one target of an apply-damage part, and whether it was undone. */
export interface DamageRecord { readonly outcome: StoredOutcome; readonly by: string; readonly undone: boolean }

export interface DamagePartData {
  readonly packet: DamagePacket | null;
  readonly targets: readonly Ref[];
  /**
   * The actor whose hit this is (absent on cards from before it existed). A user who may change it may apply
   * the part to the listed targets too, as the rulesets' own Apply buttons let the attacker's player apply
   * their hit to an enemy they do not own. Sealed with the packet and targets.
   */
  readonly source?: Ref | null;
  /** By target key (./apply-damage.ts `targetKey`): what Apply did, kept so Undo works after a reload. */
  readonly applied: Readonly<Record<string, DamageRecord>>;
}

/** A target's key in `applied`: its uuid with the dots (update paths) and anything else odd made `_`. */
export const targetKey = (actorUuid: string): string => actorUuid.replace(/[^A-Za-z0-9_-]/g, "_");

/** What the part shows of one target: its preview (or what was applied) and whether this user may act on it. */
export interface TargetView { readonly preview: DamageOutcome | null; readonly mayChange: boolean }

/** The part's template context from its data (pure: the glue passes Foundry lookups, the gallery fixtures). */
export function damagePartView(part: DamagePartData, targets: readonly Ref[], fromSelection: boolean, look: (target: Ref) => TargetView, words: CountWords) {
  const rows = targets.map((target) => {
    const record: DamageRecord | undefined = target.uuid ? part.applied[targetKey(target.uuid)] : undefined;
    const { preview, mayChange } = look(target);
    const outcome = record ? loadOutcome(record.outcome) : preview;
    // A step that counts (`count` in its data, "× 2 hits") takes the plural form of its label.
    const text = (label: string, data: Readonly<Record<string, string | number>> = {}) => typeof data.count === "number"
      ? formatCount(words, label, data.count, data)
      : words.format(label, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
    // A hit that is no amount (only a ruleset's summary, a total of 0) shows what it does, not a column of zeros.
    const summary = outcome?.summary ? text(outcome.summary.label, outcome.summary.data) : null;
    const amountless = !!summary && outcome?.total === 0;
    return {
      name: target.name, uuid: target.uuid,
      steps: (outcome?.steps ?? []).map((s) => ({ text: text(s.label, s.data), value: s.value, showValue: !amountless })),
      summary, total: outcome?.total ?? null, hasTotal: !!outcome && !amountless,
      applied: !!record && !record.undone, undone: !!record?.undone,
      canApply: mayChange && !record && !!outcome, canUndo: mayChange && !!record && !record.undone,
    };
  });
  return { rows, fromSelection };
}

