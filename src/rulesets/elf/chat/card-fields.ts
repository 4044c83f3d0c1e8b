/** What a player may have the GM change on Elf System cards they do not own (see core/rolls registerCardFields). */
import { bool, nullable, oneOf, string } from "../../../core/payload";
import { cardRules, registerCardFields } from "../../../core/rolls";
import { TIE_OPTIONS } from "../rules/task";
import { ElfPcDamageRoll, ElfTaskRoll } from "../rolls";
import { tieOpen, type TaskCard } from "./cards";

export function registerElfCardFields(): void {
  const { all, ownerOf, setOnce } = cardRules;
  const tieStillOpen = (_u: User.Implementation, card: Record<string, unknown>) => tieOpen(card as unknown as TaskCard);
  registerCardFields(ElfTaskRoll, {
    // The PC's player settles a tie once, and marks the damage rolled.
    tieChoice: { check: oneOf(TIE_OPTIONS), may: all(ownerOf("actor"), tieStillOpen) },
    tieSpent: { check: nullable(string(200)), may: all(ownerOf("actor"), tieStillOpen) },
    damageRolled: { check: bool, may: all(ownerOf("actor"), setOnce) },
  });
  registerCardFields(ElfPcDamageRoll, { applied: { check: bool, may: all(ownerOf("target"), setOnce) } });
}
