/** A ruleset's open magnitudes as data (pure): each becomes a world setting with a documented default. */
export interface OptionDescriptor<K extends string = string> {
  readonly key: K;
  readonly type: "number" | "boolean" | "choice";
  readonly choices?: readonly string[];
  /** i18n prefix of the choice labels, when not `<settings prefix>.<key>`. */
  readonly choicePrefix?: string;
  readonly min?: number;
  readonly max?: number;
}
