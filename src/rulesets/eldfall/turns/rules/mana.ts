/**
 * A Mage's Mana Counters (§ MANA COUNTERS, § MAGE, M22, M58): in the Active Role it turns any number of its AP into
 * as many Mana Counters for its own pool; they stay between turns. Pure.
 */
import { requireInt } from "../../../../core/dice/guard";
import { CLASS_RULES } from "../../profile/rules/classes";
import { spendAp, type Role } from "./ap";

/** The most Mana Counters a pool holds (the schema's counter bound). */
const MANA_MAX = 99;

export interface ManaFacts {
  readonly classes: readonly string[];
  /** The model's role now; null outside a running combat (no role, no AP to convert). */
  readonly role: Role | null;
  readonly ap: number;
  readonly mana: number;
  readonly states: readonly string[];
}

export type ManaRefusal = "notMage" | "notActive" | "noAp" | "unusable" | "manaFull";
export type ManaOutcome = { readonly ok: true; readonly ap: number; readonly mana: number } | { readonly ok: false; readonly reason: ManaRefusal };

/** Convert `amount` AP into Mana Counters at the Mage's rate (1:1): what the model has after, or why not. */
export function convertApToMana(model: ManaFacts, amount: number): ManaOutcome {
  requireInt("amount", amount, 1, 99);
  requireInt("mana", model.mana, 0, MANA_MAX);
  if (!model.classes.includes("mage")) return { ok: false, reason: "notMage" };
  if (model.role !== "active") return { ok: false, reason: "notActive" };
  const spent = spendAp(model.ap, amount, model.states);
  if (!spent.ok) return { ok: false, reason: spent.reason };
  const mana = model.mana + amount * (CLASS_RULES.mage.numbers?.manaPerAp ?? 1);
  if (mana > MANA_MAX) return { ok: false, reason: "manaFull" };
  return { ok: true, ap: spent.left, mana };
}
