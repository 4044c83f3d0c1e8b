/**
 * The GM's cards of spawning, triggers and loot: a spawn (what the Spawn Pool gave, where, facing whom, the
 * AP it received, the Quest Rules note when a replacement spawned, or the candidates the players choose between), an
 * Encounter or Intrigue triggered (its quest-log code, the hero, Spawn and journal buttons), and a Loot draw (the
 * roll, the row, the fallback offered and the Upgrade given). Spawn and trigger cards are whispered to the GM;
 * a Loot card is public, and the hero's owner picks above or below when both are offered.
 */
import { ownersOnly } from "../../../core/chat/card-kinds";
import { boolField, choiceField, defineCardFamily, intField, refField, textField } from "../../../core/chat/card-family";
import { TEXT_LIMITS } from "../../../core/schema/spec";
import type { Ref } from "../../../core/refs";
import type { Tile } from "../../../core/rules/grid";
import { SYSTEM_PATH } from "../../../core/templates";
import type { SpawnStep } from "../../../core/rules/spawn-pool";

const L = "REALMS.Eldfall.Spawn";

type Fields = typeof foundry.data.fields;
const tileField = (f: Fields, nullable: boolean) => new f.SchemaField({ x: intField(f), y: intField(f) }, { required: true, nullable, ...(nullable ? { initial: null } : {}) });
const refs = (f: Fields) => new f.ArrayField(refField(f), { required: true, initial: [] });

export type SpawnStatus = "choose" | "spawned" | "regained";

export interface SpawnCard {
  /** What was asked for: a named Hostile, or any of a Tier. */
  readonly asked: Ref | null;
  readonly tier: number;
  readonly at: Tile;
  readonly sceneId: string;
  readonly triggeredBy: Ref | null;
  readonly step: SpawnStep | null;
  readonly candidates: readonly Ref[];
  /** The Hostile a replacement stands in for: its Quest Rules apply to the replacement. */
  readonly replaces: Ref | null;
  readonly status: SpawnStatus;
  readonly spawned: Ref | null;
  readonly cell: Tile | null;
  /** The space asked for was full and no adjacent space had room: the token stands where asked, for the GM to move. */
  readonly noRoom: boolean;
  readonly facing: string | null;
  readonly faces: Ref | null;
  readonly ap: number | null;
  readonly healed: readonly Ref[];
}

export const SPAWN_PICK = "realms.eldfall.spawnPick";
const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
export const roman = (n: number) => ROMAN[n] ?? String(n);

export function spawnContext(card: SpawnCard) {
  return {
    card, L, action: SPAWN_PICK, tier: roman(card.tier),

    stepText: card.step ? `${L}.Step.${card.step}` : "",
    choosing: card.status === "choose", spawnedNow: card.status === "spawned", regained: card.status === "regained",
    cellText: card.cell ? `${card.cell.x + 1}, ${card.cell.y + 1}` : "",
    facingText: card.facing ? `REALMS.Eldfall.Spawn.Facing.${card.facing}` : "",
  };
}

/** The spawn family: what was asked, the Spawn Pool's step and candidates, and where and how the Hostile came in. */
export const SPAWN_FAMILY = defineCardFamily<SpawnCard>({
  type: "eldfallSpawn", version: 1,
  schema: (f) => ({
    asked: refField(f, { nullable: true }), tier: intField(f, { min: 0 }), at: tileField(f, false), sceneId: textField(f, TEXT_LIMITS.name),
    triggeredBy: refField(f, { nullable: true }), step: choiceField(f, ["named", "tier", "sameTier", "higherTier"], { nullable: true }),
    candidates: refs(f), replaces: refField(f, { nullable: true }), status: choiceField(f, ["choose", "spawned", "regained"]),
    spawned: refField(f, { nullable: true }), cell: tileField(f, true), noRoom: boolField(f),
    facing: textField(f, TEXT_LIMITS.name, { nullable: true }), faces: refField(f, { nullable: true }),
    ap: intField(f, { min: 0, nullable: true }), healed: refs(f),
  }),
});

export const SPAWN_CARD = SPAWN_FAMILY.kind({
  id: "realms.eldfall.spawn",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/spawn-card.hbs`, context: spawnContext,
    // Only the GM acts on these cards.
    actions: { [SPAWN_PICK]: { fields: ownersOnly("status", "spawned", "cell", "noRoom", "facing", "faces", "ap") } },
  }],
});

export type TriggerKind = "encounter" | "intrigue";

export interface TriggerCard {
  readonly kind: TriggerKind;
  readonly code: string;
  readonly region: string;
  /** The zone (RegionBehavior uuid); several when a Perceive may be aimed at any of them. */
  readonly zones: readonly { readonly uuid: string; readonly code: string; readonly region: string }[];
  readonly hero: Ref;
  readonly at: Tile | null;
  readonly sceneId: string;
  /** A JournalEntryPage named for the code, when the world has one. */
  readonly page: string | null;
  /** false: a Perceive offers intrigues to aim at, none triggered yet. */
  readonly triggered: boolean;
}

export const TRIGGER_ACTION = "realms.eldfall.trigger";
const TRIGGER_SPAWN_ACTION = "realms.eldfall.triggerSpawn";
const TRIGGER_JOURNAL_ACTION = "realms.eldfall.triggerJournal";

export function triggerContext(card: TriggerCard) {
  return {
    card, L, action: TRIGGER_ACTION,
    titleKey: `${L}.Trigger.${card.kind}`,
  };
}

/** The trigger family: the Encounter or Intrigue, its zones, the hero and whether it fired. */
export const TRIGGER_FAMILY = defineCardFamily<TriggerCard>({
  type: "eldfallTrigger", version: 1,
  schema: (f) => ({
    kind: choiceField(f, ["encounter", "intrigue"]), code: textField(f, TEXT_LIMITS.name), region: textField(f, TEXT_LIMITS.name),
    zones: new f.ArrayField(new f.SchemaField({ uuid: textField(f, TEXT_LIMITS.name), code: textField(f, TEXT_LIMITS.name), region: textField(f, TEXT_LIMITS.name) }), { required: true, initial: [] }),
    hero: refField(f), at: tileField(f, true), sceneId: textField(f, TEXT_LIMITS.name),
    page: textField(f, TEXT_LIMITS.name, { nullable: true }), triggered: boolField(f),
  }),
});

export const TRIGGER_CARD = TRIGGER_FAMILY.kind({
  id: "realms.eldfall.trigger",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/spawn-trigger.hbs`, context: triggerContext,
    actions: {
      [TRIGGER_ACTION]: { fields: ownersOnly("triggered", "code", "region", "page", "at") },
      // The GM's Spawn and Journal buttons open a window and write nothing on the card.
      [TRIGGER_SPAWN_ACTION]: { fields: {} },
      [TRIGGER_JOURNAL_ACTION]: { fields: {} },
    },
  }],
});

export interface LootCard {
  readonly hero: Ref;
  readonly chart: "common" | "superior" | null;
  readonly roll: number | null;
  readonly rolledName: string | null;
  /** Both neighbours are left: the hero's owner picks (the row names, above and below). */
  readonly above: string | null;
  readonly below: string | null;
  readonly pick: "" | "above" | "below";
  readonly given: Ref | null;
  /** Why nothing was given (a lang key suffix). */
  readonly nothing: string | null;
  readonly tableId: string | null;
  readonly rolledIndex: number | null;
  readonly aboveIndex: number | null;
  readonly belowIndex: number | null;
}

export const LOOT_PICK = "realms.eldfall.lootPick";

export function lootContext(card: LootCard) {
  return {
    card, L: "REALMS.Eldfall.Loot", action: LOOT_PICK,
    chartText: card.chart ? `REALMS.Eldfall.Loot.Chart.${card.chart}` : "",
    choosing: !!card.above && !!card.below && !card.pick && !card.given && !card.nothing,
    nothingText: card.nothing ? `REALMS.Eldfall.Loot.Nothing.${card.nothing}` : "",
  };
}

/** The loot family: the hero, the chart and roll, the rows offered and what was given (row names are the table's text). */
export const LOOT_FAMILY = defineCardFamily<LootCard>({
  type: "eldfallLoot", version: 1,
  schema: (f) => {
    const name = () => textField(f, TEXT_LIMITS.name, { nullable: true });
    const index = () => intField(f, { min: 0, nullable: true });
    return {
      hero: refField(f), chart: choiceField(f, ["common", "superior"], { nullable: true }), roll: intField(f, { min: 1, nullable: true }),
      rolledName: name(), above: name(), below: name(),
      pick: new f.StringField({ required: true, nullable: false, blank: true, choices: ["", "above", "below"], initial: "" }),
      given: refField(f, { nullable: true }), nothing: name(), tableId: name(),
      rolledIndex: index(), aboveIndex: index(), belowIndex: index(),
    };
  },
});

export const LOOT_CARD = LOOT_FAMILY.kind({
  id: "realms.eldfall.loot",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/spawn-loot.hbs`, context: lootContext,
    // The GM records the pick (spawn/loot.ts gmLootPick): a player's own write would close the card for nothing.
    actions: { [LOOT_PICK]: { fields: ownersOnly("pick", "given", "nothing") } },
  }],
});
