/** The 19 Classes (§ CLASSES) as data: when each acts, its numbers, and who acts on it. Pure. */
import type { AbilityRule } from "./ability-data";
import { ownEntry } from "../../../../core/dice/guard";
import { CLASSES, type ClassId } from "./keys";

export const CLASS_IDS = CLASSES;
export type { ClassId };

export const CLASS_RULES: Readonly<Record<ClassId, AbilityRule>> = {
  alchemist: { id: "alchemist", timing: ["strategicPhase", "reroll"], automation: "prompt", numbers: { replenish: 1, rerolls: 1 } },
  armsmaster: { id: "armsmaster", timing: ["strikes"], automation: "auto", numbers: { strikes: 1 } },
  artificer: { id: "artificer", timing: ["strategicPhase"], automation: "prompt", handledBy: "spells" },
  assassin: { id: "assassin", timing: ["critical"], automation: "auto", numbers: { critFaces: 3 } },
  berserker: { id: "berserker", timing: ["woundPrevention"], automation: "manual", handledBy: "resolution" },
  creature: { id: "creature", timing: [], automation: "manual" },
  enchanter: { id: "enchanter", timing: ["noRoll"], automation: "auto" },
  mage: { id: "mage", timing: ["reroll", "resources"], automation: "auto", numbers: { apPerReroll: 1, manaPerAp: 1 } },
  marksman: { id: "marksman", timing: ["rollModifier"], automation: "auto", numbers: { acc: 4 } },
  mystic: { id: "mystic", timing: ["castAttribute"], automation: "auto" },
  ranger: { id: "ranger", timing: ["endPhase"], automation: "prompt", handledBy: "movement" },
  rogue: { id: "rogue", timing: ["onHit"], automation: "prompt", handledBy: "resolution" },
  sentinel: { id: "sentinel", timing: ["strikes"], automation: "auto", numbers: { strikes: 1 } },
  soldier: { id: "soldier", timing: ["rollModifier"], automation: "auto", numbers: { perSoldier: 1 } },
  sorcerer: { id: "sorcerer", timing: ["reroll"], automation: "auto", numbers: { rerolls: 1 } },
  summoner: { id: "summoner", timing: ["deployment", "resources"], automation: "manual", handledBy: "spells" },
  vitalist: { id: "vitalist", timing: ["noRoll"], automation: "auto" },
  warrior: { id: "warrior", timing: ["strategicPhase", "strikes"], automation: "prompt" },
  wizard: { id: "wizard", timing: ["reroll"], automation: "auto", numbers: { rerolls: 1 } },
};

/** Magician on Anari's profile is Mage (A48); "Solider" is the rules' spelling of Soldier (A49). */
export const CLASS_ALIASES: Readonly<Record<string, ClassId>> = { magician: "mage", solider: "soldier" };
export const classId = (name: string): ClassId | null => {
  const id = ownEntry(CLASS_ALIASES, name) ?? name;
  return (CLASS_IDS as readonly string[]).includes(id) ? id as ClassId : null;
};
