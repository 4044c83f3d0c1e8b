/** The six core abilities and the 21 skills with their linked abilities. */
export const ABILITIES = ["strength", "dexterity", "toughness", "intelligence", "wisdom", "endurance"] as const;
export type AbilityKey = (typeof ABILITIES)[number];

export const SKILLS = {
  athletics: ["strength"], acrobatics: ["dexterity"], stealth: ["dexterity"], rawPower: ["strength"],
  unarmed: ["strength", "dexterity"], resistance: ["toughness"],
  deception: ["wisdom"], intimidation: ["strength", "wisdom"], persuasion: ["wisdom"], insight: ["wisdom"],
  arcana: ["intelligence"], history: ["intelligence"], nature: ["intelligence", "wisdom"], religion: ["wisdom"],
  medicine: ["wisdom"], investigation: ["intelligence"], perception: ["wisdom"], survival: ["wisdom"], animalHandling: ["wisdom"],
  sleightOfHand: ["dexterity"], luck: [],
} as const satisfies Record<string, readonly AbilityKey[]>;
export type SkillKey = keyof typeof SKILLS;
export const SKILL_KEYS = Object.keys(SKILLS) as SkillKey[];
export const SKILL_GROUPS: Record<"physical" | "social" | "knowledge" | "other", readonly SkillKey[]> = {
  physical: ["athletics", "acrobatics", "stealth", "rawPower", "unarmed", "resistance"],
  social: ["deception", "intimidation", "persuasion", "insight"],
  knowledge: ["arcana", "history", "nature", "religion", "medicine", "investigation", "perception", "survival", "animalHandling"],
  other: ["sleightOfHand", "luck"],
};

/** Where a skill has two linked abilities the roller picks; the default is the higher one. */
export function linkedAbility(skill: SkillKey, abilities: Readonly<Record<AbilityKey, number>>): AbilityKey | null {
  if (!Object.hasOwn(SKILLS, skill)) throw new RangeError(`No skill ${JSON.stringify(skill)}`);
  const linked = SKILLS[skill] as readonly AbilityKey[];
  if (!linked.length) return null;
  return [...linked].sort((a, b) => abilities[b] - abilities[a])[0]!;
}

/** Classic opposed pairs for contested checks; anything else opposes itself. */
export const OPPOSED: Partial<Record<SkillKey, SkillKey>> = {
  stealth: "perception", sleightOfHand: "perception", deception: "insight", persuasion: "insight", intimidation: "insight",
};
