/** What a player may have the GM change on Elvendor cards they do not own (see core/rolls registerCardFields). */
import { bool, object, record } from "../../../core/payload";
import { cardRules, registerCardFields } from "../../../core/rolls";
import { ElvendorAttackRoll, ElvendorDirectionRoll } from "../rolls";

export function registerElvendorCardFields(): void {
  const { all, ownerOf, setOnce, whileEmpty } = cardRules;
  registerCardFields(ElvendorAttackRoll, {
    // The target's owner records what they applied; a mark never goes back to false.
    applied: {
      check: object({ damage: bool, condition: bool }),
      may: all(ownerOf("target"), (_u, card, value) => {
        const was = card.applied as { damage: boolean; condition: boolean };
        const next = value as { damage: boolean; condition: boolean };
        return (next.damage || !was.damage) && (next.condition || !was.condition);
      }),
    },
    // The defender's reaction, once.
    reaction: { check: record(2_000), may: all(ownerOf("target"), whileEmpty("reaction")) },
  });
  registerCardFields(ElvendorDirectionRoll, { done: { check: bool, may: all(ownerOf("actor"), setOnce) } });
}
