import type { ObjectSpec } from "../schema/spec";
import { localizationPrefix } from "../schema/labels";
import type { Migration } from "../ruleset";
import { RealmsDataModel, type ModelMeta } from "./data-model";
import { RealmsActorModel } from "./actor-model";
import { RealmsItemModel } from "./item-model";

type Derive = (system: never) => Record<string, unknown>;

/**
 * A TypeDataModel generated from a spec, for documents without behaviour. Each ruleset merges an interface
 * of the spec's data (SpecData) into its model class, so `Actor.OfType<"elvendorHero">["system"]` is checked by tsc.
 */
export function specModel<S extends ObjectSpec>(spec: S, meta: ModelMeta) {
  return withSpec(RealmsDataModel, spec, meta) as unknown as typeof RealmsDataModel & { readonly spec: S };
}

/** The base of an actor subtype's model: the spec's schema plus the actor contract (./actor-model.ts) to fill in. */
export function actorSpecModel<S extends ObjectSpec>(spec: S, meta: ModelMeta) {
  return withSpec(RealmsActorModel, spec, meta);
}

/** The base of an item subtype's model: the spec's schema plus the item contract (./item-model.ts). */
export function itemSpecModel<S extends ObjectSpec>(spec: S, meta: ModelMeta) {
  return withSpec(RealmsItemModel, spec, meta) as unknown as typeof RealmsItemModel & { readonly spec: S };
}

/**
 * Give a ruleset's own base class (its shared behaviour, extending RealmsActorModel or RealmsItemModel) one
 * subtype's spec: `class HeroModel extends withSpec(ElvendorActorModel, heroSpec, meta) {}`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin pattern requires `any[]` constructor arguments
export function withSpec<B extends abstract new (...args: any[]) => RealmsDataModel, S extends ObjectSpec>(Base: B, spec: S, meta: ModelMeta) {
  abstract class WithSpec extends Base {
    static readonly spec: S = spec;
    static readonly realmsMeta = meta;
    static readonly realmsType = meta.type;
    static LOCALIZATION_PREFIXES = [localizationPrefix(meta.type)];
  }
  return WithSpec;
}

/**
 * A ruleset's model makers: its schema version and migrations once, then one line per document type —
 * `model(spec, documentName, type)` for data without behaviour, `model.actor` / `model.item` for the bases
 * its behaviour classes extend.
 */
export function modelsFor(schemaVersion: number, migrations: readonly Migration[]) {
  const meta = (documentName: Migration["documentName"], type: string, derive?: Derive): ModelMeta => ({ documentName, type, schemaVersion, migrations, derive });
  const plain = <S extends ObjectSpec>(spec: S, documentName: Migration["documentName"], type: string, derive?: Derive) => specModel(spec, meta(documentName, type, derive));
  return Object.assign(plain, {
    actor: <S extends ObjectSpec>(spec: S, type: string, derive?: Derive) => actorSpecModel(spec, meta("Actor", type, derive)),
    item: <S extends ObjectSpec>(spec: S, type: string, derive?: Derive) => itemSpecModel(spec, meta("Item", type, derive)),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as withSpec
    on: <B extends abstract new (...args: any[]) => RealmsDataModel, S extends ObjectSpec>(Base: B, spec: S, documentName: Migration["documentName"], type: string, derive?: Derive) =>
      withSpec(Base, spec, meta(documentName, type, derive)),
  });
}
