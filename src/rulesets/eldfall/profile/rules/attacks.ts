/**
 * Every attack row a model can use: the rows of its Items and Spells plus the two built-in rows every model
 * has (Unarmed Attack; Shield Bash while a Shield is equipped), each with its PW, RCH and STK evaluated
 * against the model's profile and the attribute its Attack rolls (M3a).
 */
import type { ROW_TAGS, Attribute } from "./keys";
import { equippedByCategory, type Category, type EquipContext, type InventoryEntry } from "./inventory";
import {
  parsePower, parseReach, parseStrike, powerValue, strikeValue,
  type Power, type Profile, type ReachCell, type ReachContext, type Strike,
} from "./profile";
import { reachSpaces } from "./reach";

/** A reach without limit (two bands) is null on the row. */
const finite = (spaces: number): number | null => (Number.isFinite(spaces) ? spaces : null);

export type RowTag = (typeof ROW_TAGS)[number];

/** A Trait an Item or Spell passes to its Hits and Wounds, with its level and (X). */
export interface RowTrait { readonly key: string; readonly level: number; readonly x: string }

/** One row of an Item or Spell table, as the card prints it (the spec's `tableRow`). */
export interface TableRow {
  /** The row's name where a card has several (a built-in row: an i18n key). */
  readonly label: string;
  readonly traits: readonly RowTrait[];
  /** Effect text the Traits do not say ("Gain +1 STK when attacking a target without AP."). */
  readonly text: string;
  readonly pw: string;
  readonly rch: string;
  readonly stk: string;
  readonly tags: readonly RowTag[];
}

/** [§ MELEE ATTACK] Unarmed Attack: Unkeen, PW T or AG−3, RCH ❖, STK STA, Melee, Neutral. Always available. */
export const UNARMED_ATTACK: TableRow = {
  label: "REALMS.Eldfall.Models.Attack.unarmed", traits: [{ key: "unkeen", level: 1, x: "" }], text: "",
  pw: "T or AG−3", rch: "❖", stk: "STA", tags: ["melee", "neutral"],
};
/** [§ MELEE ATTACK] Shield Bash: Knockback (1), Unkeen, PW T, RCH ❖, STK 1, Melee. Needs an equipped Shield. */
export const SHIELD_BASH: TableRow = {
  label: "REALMS.Eldfall.Models.Attack.shieldBash", traits: [{ key: "knockback", level: 1, x: "1" }, { key: "unkeen", level: 1, x: "" }], text: "",
  pw: "T", rch: "❖", stk: "1", tags: ["melee"],
};

export interface UpgradeInput extends InventoryEntry {
  readonly kind: "upgrade";
  readonly name: string;
  readonly rows: readonly TableRow[];
}
export interface SpellInput {
  readonly kind: "spell";
  readonly id: string;
  readonly name: string;
  readonly rows: readonly TableRow[];
}

export interface AttackerInput extends EquipContext {
  readonly profile: Profile;
  readonly reach: ReachContext;
  /** Inventory order (the Primary Weapon rule reads it) and the model's Spells. */
  readonly items: readonly (UpgradeInput | SpellInput)[];
  /** The casting attribute: INT, or M for a Mystic (M57). */
  readonly castsWith: Attribute;
}

export type AttackSource = "unarmed" | "shieldBash" | "upgrade" | "spell";

export interface AttackRow {
  /** "unarmed", "shieldBash", or `<item id>.<row index>`. */
  readonly id: string;
  readonly source: AttackSource;
  readonly itemId: string | null;
  readonly rowIndex: number;
  /** The Item's or Spell's name; for a built-in row an i18n key (`i18n`). */
  readonly itemName: string;
  readonly row: TableRow;
  readonly i18n: boolean;
  readonly power: Power | null;
  readonly powerValue: number | null;
  readonly reach: ReachCell | null;
  /** Spaces it reaches (0 = own space), null without limit (two bands). */
  readonly reachSpaces: number | null;
  readonly strike: Strike | null;
  readonly strikeValue: number;
  /** What the Attack rolls in the Active Role: OFF (melee Item), ACC (ranged Item), INT/M (Spell). */
  readonly attribute: Attribute;
  /** …and in the Reactive Role: DEF for a melee Item, otherwise the same. */
  readonly reactiveAttribute: Attribute;
  /** Usable as it stands: a built-in, a Spell, a Consumable, or an Item of the equipped one of its Category. */
  readonly ready: boolean;
}

/** A row is an attack when it is Melee or Ranged, or a Spell with a PW number (☆ enchants, it does not strike). */
export function isAttackRow(row: TableRow, spell: boolean): boolean {
  if (row.tags.includes("melee") || row.tags.includes("ranged")) return true;
  const power = parsePower(row.pw);
  return spell && power?.kind === "formula";
}

function attackRow(source: AttackSource, row: TableRow, input: AttackerInput, at: { itemId: string | null; index: number; itemName: string; ready: boolean }): AttackRow {
  const power = parsePower(row.pw);
  const reach = parseReach(row.rch);
  const strike = parseStrike(row.stk);
  const spell = source === "spell" || row.tags.includes("spell");
  const attribute: Attribute = spell ? input.castsWith : row.tags.includes("ranged") ? "acc" : "off";
  return {
    id: at.itemId ? `${at.itemId}.${at.index}` : source, source, itemId: at.itemId, rowIndex: at.index, itemName: at.itemName, row,
    i18n: at.itemId === null, power, powerValue: power ? powerValue(power, input.profile).value : null,
    reach, reachSpaces: reach ? finite(reachSpaces(reach.reach, { attributes: input.profile, awareness: input.reach.awareness })) : 0,
    strike, strikeValue: strike ? strikeValue(strike, input.profile) : 1,
    attribute, reactiveAttribute: attribute === "off" ? "def" : attribute, ready: at.ready,
  };
}

/** Every attack row the model has: the built-ins first, then its Items and Spells in the order given (inventory order). */
export function attacksOf(input: AttackerInput): AttackRow[] {
  const upgrades = input.items.filter((i): i is UpgradeInput => i.kind === "upgrade");
  const equipped = equippedByCategory(upgrades, input);
  const isReady = (u: UpgradeInput) => u.category === "consumable" || equipped[u.category as Category] === u.id;
  const rows: AttackRow[] = [attackRow("unarmed", UNARMED_ATTACK, input, { itemId: null, index: 0, itemName: UNARMED_ATTACK.label, ready: true })];
  if (equipped.shield) rows.push(attackRow("shieldBash", SHIELD_BASH, input, { itemId: null, index: 0, itemName: SHIELD_BASH.label, ready: true }));
  for (const item of input.items) {
    const spell = item.kind === "spell";
    item.rows.forEach((row, index) => {
      if (!isAttackRow(row, spell)) return;
      rows.push(attackRow(item.kind, row, input, { itemId: item.id, index, itemName: item.name, ready: spell || isReady(item) }));
    });
  }
  return rows;
}

/** Melee or ranged, as the Activation Sequence and the space rules tell attacks apart (a row tagged ranged). */
export const attackTypeOf = (row: AttackRow): "melee" | "ranged" => (row.row.tags.includes("ranged") ? "ranged" : "melee");
