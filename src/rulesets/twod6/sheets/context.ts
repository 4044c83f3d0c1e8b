/** What the 2D6 creature sheet shows (pure): abilities with each use's chance, health, energy, hunger and thirst with the penalty, items with their curses and blessings. */
import { percent, signed } from "../../../core/format";
import type { ActorLike } from "../../../core/sheets/context";
import { readTrack } from "../../../core/rules/tracks";
import { ABILITIES, rollableUses } from "../rules/abilities";
import { checkOdds } from "../rules/check";
import { deriveCreature, type EquippedFacts } from "../rules/derived";
import { HUNGER_TRACK, LEVEL_TURNS, THIRST_TRACK } from "../rules/sustenance";
import type { CreatureSystem } from "../data/specs";

export interface TwoD6SheetEnv { readonly editable: boolean; readonly isGM: boolean; readonly statusHastes: number }

const facts = (s: Record<string, unknown>, type: string): EquippedFacts => ({
  equipped: !!s.equipped, cursed: !!s.cursed, bound: !!s.bound, forcesEating: !!s.forcesEating, enchant: (s.enchant as Record<string, number>) ?? {},
  slot: type === "twod6Armor" ? (s.slot as "body" | "head") : null, resistances: (s.resistances as Record<string, number>) ?? {}, haste: (s.haste as number) ?? 0,
});

function trackView(def: typeof HUNGER_TRACK, value: number) {
  const r = readTrack(def, value);
  const left = r.out ? 0 : value - r.state.from + 1;
  return { label: def.label, state: r.state.label, value, left, out: r.out, modifier: r.state.modifier ?? 0, percent: Math.round((100 * Math.max(0, Math.min(value, def.max))) / def.max), level: LEVEL_TURNS };
}

export function creatureSheetContext(actor: ActorLike<CreatureSystem>, env: TwoD6SheetEnv) {
  const s = actor.system;
  const r = deriveCreature({
    abilities: s.abilities, race: s.race, offsets: s.offsets, level: s.level, sustenance: { hunger: s.hunger, thirst: s.thirst }, natural: s.resistances,
    immunities: s.immunities, vulnerabilities: s.vulnerabilities, aura: s.aura || null, haste: s.haste + env.statusHastes,
    items: actor.items.map((i) => facts(i.system as Record<string, unknown>, i.type)),
  });
  return {
    actor, document: actor, system: s, editable: env.editable, isGM: env.isGM, raceLabel: `REALMS.Twod6.Race.${s.race}`,
    abilities: ABILITIES.map((a) => ({
      id: a, label: `REALMS.Twod6.Ability.${a}.name`, base: s.abilities[a], current: r.current[a], mod: signed(r.modifiers[a]),
      // Checks and to-hit rolls with their chance at the default difficulty; damage rolls and regeneration (own buttons, own targets) have none here.
      uses: rollableUses(a).filter((u) => u.kind !== "damage" && !u.id.endsWith("Regen")).map((u) => ({ id: u.id, label: `REALMS.Twod6.Use.${u.id}`,
        chance: percent(checkOdds({ base: r.modifiers[a], adds: [r.penalty], canCrit: u.canCrit, critFailModifier: r.critFailModifier }).success) })),
    })),
    health: { value: s.health.value, max: r.health }, energy: { value: s.energy.value, max: r.energy },
    hunger: trackView(HUNGER_TRACK, s.hunger), thirst: trackView(THIRST_TRACK, s.thirst),
    penalty: r.penalty ? signed(r.penalty) : null,
    critFail: r.critFailModifier ? `2–${2 + r.critFailModifier}` : "2",
    hastes: r.hastes, slows: s.slows.length, aura: s.aura ? `REALMS.Twod6.DamageType.${s.aura}` : null,
    items: actor.items.map((i) => {
      const sys = i.system as Record<string, unknown>;
      return { id: i.id, name: i.name, img: i.img, type: i.type, typeLabel: `TYPES.Item.${i.type}`, equipped: !!sys.equipped, cursed: !!sys.cursed, bound: !!sys.bound,
        blessed: !!sys.blessed, blessing: sys.blessing, usable: i.type === "twod6Provision" || i.type === "twod6Charged", equippable: i.type !== "twod6Provision" && i.type !== "twod6Charged",
        example: !!sys.example };
    }),
  };
}
