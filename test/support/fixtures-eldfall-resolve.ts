/**
 * Gallery entry of the Eldfall resolution card: a real plan from the pure step (scripted dice) — a hero's critical
 * and ordinary Hit with Bleed and Knockback on a Hostile, a Berserker's prevented Wound, a Dodge, a Weak Point and
 * a Finishing Strike — drawn as the GM sees it before Apply.
 */
import { format } from "./render";
import { diceRoller, resolveSequence, type ResolutionModel } from "../../src/rulesets/eldfall/resolution/rules/resolution";
import { RESOLUTION_TEMPLATE, resolutionContext, type ResolutionCard } from "../../src/rulesets/eldfall/resolution/card";

const base = { size: "medium", hp: 3, hpMax: 3, arm: 3, t: 12, m: 12, int: 12, ag: 13, spd: 3, ap: 2, wp: 0, tier: 1, states: [] as string[] };

export function eldfallResolveGalleryEntries(hostileName?: string) {
  const models: ResolutionModel[] = [
    { ...base, id: "tharos", hero: true, side: "heroes", hp: 1, traits: [], skills: ["finishingStrike"] },
    { ...base, id: "oni", hero: false, side: "hostiles", traits: [], classes: ["berserker"] },
    { ...base, id: "spirit", hero: false, side: "hostiles", traits: [{ id: "incorporeal" }] },
  ];
  const plan = resolveSequence({
    models,
    attacks: [
      { id: "blade", attacker: "tharos", pw: 16, traits: [{ id: "bleed" }, { id: "knockback", x: 1 }], tags: ["melee"], targets: [{ target: "oni", hits: [{ critical: true }, { critical: false }] }] },
      { id: "club", attacker: "oni", pw: 10, traits: [], tags: ["melee"], targets: [{ target: "tharos", hits: [{ critical: false }] }] },
      { id: "wail", attacker: "spirit", pw: 12, traits: [], tags: ["melee"], targets: [{ target: "tharos", hits: [{ critical: false }] }] },
    ],
    dodges: [{ model: "tharos", vs: { wail: true }, reacting: false }],
  }, diceRoller([4, 9, 12, 1, 20]));
  const names: Record<string, string> = { tharos: "Tharos, One-Eyed Wolf", oni: hostileName ?? "Oni Marauder", spirit: "Vengeful Spirit" };
  const card: ResolutionCard = { models: models.map((m) => ({ id: m.id, name: names[m.id]! })), plan, applied: false, undone: false, undo: [] };
  return [{
    id: "eldfall-resolution", title: "Chat: Eldfall resolution of an activation", kind: "chat" as const, template: RESOLUTION_TEMPLATE.replace("systems/realms/", ""),
    context: resolutionContext(card, (key, data) => format(key, data ?? {}), { isGM: true, mayApply: true }),
  }];
}
