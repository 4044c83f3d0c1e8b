/**
 * The eleven attributes in the printed order (Vitality STA SPD ARM HP, then Combat OFF DEF ACC INT AG T M),
 * their card abbreviations, and the sizes with the Space Slots each takes.
 */
export const ATTRIBUTES = ["sta", "spd", "arm", "hp", "off", "def", "acc", "int", "ag", "t", "m"] as const;
export type AttributeId = (typeof ATTRIBUTES)[number];

/** What a card prints → the attribute id (formulas such as `T or AG−3` use these). */
export const ATTRIBUTE_BY_ABBREVIATION: Readonly<Record<string, AttributeId>> = {
  STA: "sta", SPD: "spd", ARM: "arm", HP: "hp", OFF: "off", DEF: "def", ACC: "acc", INT: "int", AG: "ag", T: "t", M: "m",
};
