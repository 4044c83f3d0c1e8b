/** What the 2D6 roll dialogs say they roll (pure: the glue and the gallery both use it). */
import { formatCount, type CountWords } from "../../../../core/format";

/** "2d6 + modifier against the difficulty", and the natural rolls that fail critically (more with each cursed item). */
export function checkDialogFrame(critFailModifier: number, words: CountWords) {
  const range = critFailModifier ? `2–${2 + critFailModifier}` : "2";
  return {
    baseLabel: "REALMS.Roll.rolls", base: words.format("REALMS.Twod6.Check.rolls", {}),
    subtitle: critFailModifier ? formatCount(words, "REALMS.Twod6.Check.critFailCursed", critFailModifier, { range }) : words.format("REALMS.Twod6.Check.critFailRange", { range }),
  };
}
