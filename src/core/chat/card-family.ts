/**
 * Card families: a ChatMessage subtype per family of card kinds, each with its own TypeDataModel. The family's
 * model types the card's `data` with Foundry fields, so Foundry validates every card of the family on create and
 * on each update (a hand-edited or malformed card, a string where a number belongs or a kind the family does not
 * declare, is refused and nothing is written), and it migrates older data to the family's schema version when a
 * message loads. The family's kinds (parts, templates, actions, sealed fields, derive: ./card-kinds.ts) are declared
 * on the family, in the same file as its schema. Posting (./cards.ts `postCard`, `postRollCard`) takes a kind id as
 * before and writes the kind's family subtype; buttons, seals (../card-seals.ts) and GM requests read the card
 * through `isCardMessage`/`cardOf` whatever the family.
 *
 * Converting a ruleset's kinds to a family:
 * 1. Group kinds whose data has one shape into a family, in the feature folder that posts them (`<feature>/<name>-card.ts`),
 *    beside the TypeScript interface of that data (D).
 * 2. `defineCardFamily<D>({ type: "<ruleset id><Name>", version: 1, schema: (f) => ({ ...fields of D }) })`: every
 *    field of D, `required`, `nullable` only where the card writes null, `choices` for closed sets, `integer`/`min`/
 *    `max` for numbers, `SchemaField`/`ArrayField` for nested objects and lists, `textField(f, max)` for text (TEXT_LIMITS), `intField`/`choiceField`/`boolField` for
 *    whole numbers, closed sets and yes/no, `refField(f)` for an actor reference.
 *    A field a card may lack gets an `initial`; ObjectField only for an opaque payload nothing validates.
 * 3. Each kind becomes `FAMILY.kind({ id, parts, sealed, derive, damageOpen })` in place of `defineCardKind`, its id
 *    unchanged (old cards name it; chat actions, seals and derive look kinds up by id).
 * 4. The ruleset's index.ts lists `FAMILY.model` in `models`; system.json lists the type under documentTypes.ChatMessage
 *    (the registration test checks both). Its `type` must start with the ruleset id (the registry checks it). Tests
 *    that do not boot get it from test/support/rulesets.ts, which registers every ruleset's ChatMessage models.
 * 5. Later shape changes: raise `version` and extend `migrate(data, from)` (pure, whole stored data only).
 * 6. A glue test per family: a card posted through its entry point is of the family's type, and a malformed one is
 *    refused on create and on update (the double validates the fields as Foundry does).
 * Messages stored before their kind had a family stay `card` messages (the legacy family, ./card-model.ts): they load,
 * render and take their buttons as before; only new cards are posted as the family's subtype.
 */
import type { ModelMetadata } from "../ruleset";
import { showsOldSchema } from "../data/migrate";
import { TEXT_LIMITS } from "../schema/spec";
import { kindsOfFamily, registerKind, type CardKind } from "./card-kinds";

type Fields = typeof foundry.data.fields;
type Schema = foundry.data.fields.DataSchema;
type Source = Record<string, unknown>;

export interface CardFamilyDeclaration {
  /** The ChatMessage subtype: `<ruleset id><Name>` (`core<Name>` for the core's own). */
  readonly type: string;
  /** The version of the family's data; `migrate` brings data stored at an older one up to it. */
  readonly version: number;
  /** The fields of the cards' `data`, built when Foundry asks for the schema (its field classes exist only then). */
  readonly schema: (fields: Fields) => Schema;
  /** Data stored at `from` (< version) brought up to `version`; pure, and run on whole stored data only. */
  readonly migrate?: (data: Source, from: number) => Source;
}

/** A family's TypeDataModel class: what `models` registration reads. */
export type CardFamilyModel = (new (...args: never[]) => foundry.abstract.TypeDataModel.Any) & { readonly metadata: ModelMetadata; readonly name: string };

export interface CardFamily<D> {
  readonly type: string;
  readonly version: number;
  /** Declare one of the family's kinds (its cards are posted as the family's subtype, their data checked by its schema). */
  kind(kind: CardKind<D>): CardKind<D>;
  /** The family's TypeDataModel, built on first use (Foundry's classes exist only once it runs). */
  readonly model: CardFamilyModel;
}

const isPlain = (value: unknown): value is Source => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * Text in card data, at most `max` characters (../schema/spec.ts TEXT_LIMITS: every client loads every card it sees):
 * a longer one fails the field's validation like any other malformed value. `nullable`: the card writes null while
 * there is none; `optional`: a field the card's interface marks optional, left absent when the card lacks it.
 */
export function textField(f: Fields, max: number, options: { blank?: boolean; nullable?: boolean; optional?: boolean } = {}) {
  const { nullable = false, optional = false } = options;
  const fits = (value: unknown) => (value === null && nullable) || (value === undefined && optional) || (typeof value === "string" && value.length <= max);
  // `optional`: text a card may lack stays absent (nothing is filled in that a seal would then see as changed).
  return new f.StringField({ required: !optional, nullable, blank: options.blank ?? true, initial: optional ? undefined : nullable ? null : "", validate: fits });
}

/** A whole number in card data (`nullable`: the card writes null until it is known; `min`/`max` where the rules bound it). */
export function intField(f: Fields, options: { min?: number; max?: number; nullable?: boolean } = {}) {
  const { min, max, nullable = false } = options;
  return new f.NumberField({ required: true, nullable, integer: true, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }), initial: nullable ? null : min ?? 0 });
}

/** One of a closed set of ids in card data (`nullable`: the card writes null while none applies). */
export function choiceField(f: Fields, choices: readonly string[], options: { nullable?: boolean } = {}) {
  const nullable = options.nullable ?? false;
  return new f.StringField({ required: true, nullable, blank: false, choices: [...choices], initial: nullable ? null : choices[0] });
}

/** A yes/no in card data (`nullable`: the card writes null until it is decided). */
export function boolField(f: Fields, options: { nullable?: boolean } = {}) {
  const nullable = options.nullable ?? false;
  return new f.BooleanField({ required: true, nullable, initial: nullable ? null : false });
}

/** An actor (or other document) reference in card data (../refs.ts Ref): its name, and its uuid unless it was unsaved. */
export function refField(f: Fields, options: { nullable?: boolean } = {}) {
  return new f.SchemaField({
    name: textField(f, TEXT_LIMITS.name),
    uuid: new f.StringField({ required: true, nullable: true, blank: true, initial: null }),
  }, { required: true, nullable: options.nullable ?? false, ...(options.nullable ? { initial: null } : {}) });
}

/** The TypeDataModel of a family: the card envelope (version, kind, typed data, apply-damage part) and its migration. */
function familyModel(declaration: CardFamilyDeclaration): CardFamilyModel {
  const { type, version } = declaration;
  class RealmsCardFamilyModel extends foundry.abstract.TypeDataModel<Schema, foundry.abstract.Document.Any> {
    static readonly metadata: ModelMetadata = { documentName: "ChatMessage", type };

    static override defineSchema(): Schema {
      const f = foundry.data.fields;
      const kinds = kindsOfFamily(type);
      return {
        schemaVersion: new f.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: version }),
        // Only the family's own kinds: a card claiming another kind would be drawn and judged by that kind's rules.
        kind: new f.StringField({ required: true, nullable: false, blank: false, choices: kinds, initial: kinds[0] }),
        data: new f.SchemaField(declaration.schema(f), { required: true, nullable: false }),
        // The apply-damage part every kind may carry (./apply-damage.ts); its packet and targets are sealed (../card-seals.ts).
        damage: new f.ObjectField({ required: false, nullable: true, initial: null }),
      };
    }

    /** Stored data of an older version is brought up to this one; a partial update (no schemaVersion) passes untouched. */
    static override migrateData(source: Source) {
      if (declaration.migrate && showsOldSchema(source, version) && isPlain(source.data)) {
        source.data = declaration.migrate(source.data, source.schemaVersion as number);
        source.schemaVersion = version;
      }
      return super.migrateData(source);
    }
  }
  Object.defineProperty(RealmsCardFamilyModel, "name", { value: `Realms${type[0]!.toUpperCase()}${type.slice(1)}CardModel` });
  return RealmsCardFamilyModel;
}

/** Declare a card family (see the guide above); its kinds follow with `family.kind(…)`. */
export function defineCardFamily<D>(declaration: CardFamilyDeclaration): CardFamily<D> {
  if (declaration.type === "card") throw new Error("The `card` subtype is the legacy family's");
  // Built once, on first use, inside the family (no state at module level).
  let model: CardFamilyModel | undefined;
  return {
    type: declaration.type,
    version: declaration.version,
    kind: (kind) => registerKind(kind, declaration.type, declaration.version),
    get model() {
      return (model ??= familyModel(declaration));
    },
  };
}
