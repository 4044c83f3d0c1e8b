/** Where the rules leave automation to the table: world settings with our defaults ("Rules interpretations" I5, I9). */
import type { OptionDescriptor } from "../../../../core/option-descriptors";

export interface TwoD6Options {
  /** Roll health and energy regeneration at the end of each resting or moving creature's turn. */
  readonly autoRegen: boolean;
  /** Apply each creature's damage aura at the end of its turn. */
  readonly autoAura: boolean;
}

export const DEFAULT_TWOD6_OPTIONS: TwoD6Options = { autoRegen: false, autoAura: true };

export const TWOD6_OPTION_DESCRIPTORS: readonly OptionDescriptor<keyof TwoD6Options>[] = [
  { key: "autoRegen", type: "boolean" },
  { key: "autoAura", type: "boolean" },
];
