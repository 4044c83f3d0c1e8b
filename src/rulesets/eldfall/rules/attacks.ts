/**
 * Every attack row a model can use: the rows of its Items and Spells plus the two built-in rows every model
 * has (Unarmed Attack; Shield Bash while a Shield is equipped), each with its PW, RCH and STK evaluated
 * against the model's profile and the attribute its Attack rolls (M3a).
 */
import type { AttributeId } from "./attributes";
import { equippedByCategory, type Category, type EquipContext, type InventoryEntry } from "./inventory";
import {
  parsePower, parseReach, parseStrike, powerValue, reachSpaces, strikeValue,
  type Power, type Profile, type ReachCell, type ReachContext, type Strike,
} from "./profile";

export const ROW_TAGS = ["melee", "ranged", "natural", "neutral", "twoHanded", "spell"] as const;
export type RowTag = (typeof ROW_TAGS)[number];

/** A Trait an Item or Spell passes to its Hits and Wounds, with its level or (X). */
export interface RowEffect { readonly key: string; readonly level: number; readonly x: string }

/** One row of an Item or Spell table, as the card prints it. */
export interface TableRow {
  readonly name: string;
  readonly effects: readonly RowEffect[];
  /** Effect text the Traits do not say ("Gain +1 STK when attacking a target without AP."). */
  readonly text: string;
  readonly power: string;
  readonly reach: string;
  readonly strike: string;
  readonly tags: Readonly<Record<RowTag, boolean>>;
}

const tags = (...on: RowTag[]) => Object.fromEntries([...ROW_TAGS].map((t) => [t, on.includes(t)])) as Record<RowTag, boolean>;

/** [§ MELEE ATTACK] Unarmed Attack: Unkeen, PW T or AG−3, RCH ❖, STK STA, Melee, Neutral. Always available. */
export const UNARMED_ATTACK: TableRow = {
  name: "REALMS.Eldfall.Models.Attack.unarmed", effects: [{ key: "unkeen", level: 1, x: "" }], text: "",
  power: "T or AG-3", reach: "❖", strike: "STA", tags: tags("melee", "neutral"),
};
/** [§ MELEE ATTACK] Shield Bash: Knockback (1), Unkeen, PW T, RCH ❖, STK 1, Melee. Needs an equipped Shield. */
export const SHIELD_BASH: TableRow = {
  name: "REALMS.Eldfall.Models.Attack.shieldBash", effects: [{ key: "knockback", level: 1, x: "1" }, { key: "unkeen", level: 1, x: "" }], text: "",
  power: "T", reach: "❖", strike: "1", tags: tags("melee"),
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
  readonly row: TableRow;
}

export interface AttackerInput extends EquipContext {
  readonly profile: Profile;
  readonly reach: ReachContext;
  /** Inventory order (the Primary Weapon rule reads it) and the model's Spells. */
  readonly items: readonly (UpgradeInput | SpellInput)[];
  /** The casting attribute: INT, or M for a Mystic (M57). */
  readonly castsWith: AttributeId;
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
  readonly attribute: AttributeId;
  /** …and in the Reactive Role: DEF for a melee Item, otherwise the same. */
  readonly reactiveAttribute: AttributeId;
  /** Usable as it stands: a built-in, a Spell, a Consumable, or an Item of the equipped one of its Category. */
  readonly ready: boolean;
}

/** A row is an attack when it is Melee or Ranged, or a Spell with a PW number (☆ enchants, it does not strike). */
export function isAttackRow(row: TableRow, spell: boolean): boolean {
  if (row.tags.melee || row.tags.ranged) return true;
  const power = parsePower(row.power);
  return spell && power?.kind === "formula";
}

function attackRow(source: AttackSource, row: TableRow, input: AttackerInput, at: { itemId: string | null; index: number; itemName: string; ready: boolean }): AttackRow {
  const power = parsePower(row.power);
  const reach = parseReach(row.reach);
  const strike = parseStrike(row.strike);
  const spell = source === "spell" || row.tags.spell;
  const attribute: AttributeId = spell ? input.castsWith : row.tags.ranged ? "acc" : "off";
  return {
    id: at.itemId ? `${at.itemId}.${at.index}` : source, source, itemId: at.itemId, rowIndex: at.index, itemName: at.itemName, row,
    i18n: at.itemId === null, power, powerValue: power ? powerValue(power, input.profile).value : null,
    reach, reachSpaces: reach ? reachSpaces(reach.reach, input.profile, input.reach) : 0,
    strike, strikeValue: strike ? strikeValue(strike, input.profile) : 1,
    attribute, reactiveAttribute: attribute === "off" ? "def" : attribute, ready: at.ready,
  };
}

/** Every attack row the model has, built-ins first, then its Items in inventory order, then its Spells. */
export function attacksOf(input: AttackerInput): AttackRow[] {
  const upgrades = input.items.filter((i): i is UpgradeInput => i.kind === "upgrade");
  const equipped = equippedByCategory(upgrades, input);
  const isReady = (u: UpgradeInput) => u.category === "consumable" || equipped[u.category as Category] === u.id;
  const rows: AttackRow[] = [attackRow("unarmed", UNARMED_ATTACK, input, { itemId: null, index: 0, itemName: UNARMED_ATTACK.name, ready: true })];
  if (equipped.shield) rows.push(attackRow("shieldBash", SHIELD_BASH, input, { itemId: null, index: 0, itemName: SHIELD_BASH.name, ready: true }));
  for (const u of upgrades) {
    u.rows.forEach((row, index) => {
      if (isAttackRow(row, false)) rows.push(attackRow("upgrade", row, input, { itemId: u.id, index, itemName: u.name, ready: isReady(u) }));
    });
  }
  for (const s of input.items) {
    if (s.kind === "spell" && isAttackRow(s.row, true)) rows.push(attackRow("spell", s.row, input, { itemId: s.id, index: 0, itemName: s.name, ready: true }));
  }
  return rows;
}
