/**
 * What the party sheet and the Moon Dial HUD render, from plain data (no Foundry globals): the live sheet, the
 * template tests and the gallery use these builders. Every number comes from rules/moon-dial.ts, rules/difficulty.ts
 * and rules/synergy.ts.
 */
import type { DocLike } from "../../../core/sheets/context";
import type { SheetFrame, SheetTab } from "../../../core/sheets/frame";
import type { PartySystem, SynergySystem } from "../models/campaign-specs";
import { DIFFICULTIES } from "../profile/rules/keys";
import { dialView } from "../party/rules/moon-dial";
import { moonHudContext } from "../campaign/moon-hud";
import { missingHeroBonus, objectiveReduction } from "../party/rules/difficulty";
import { unlockRefusal } from "../campaign/rules/synergy";
import { REST_CHOICES } from "../profile/rules/keys";
import { suggestedRestChoice, type CampaignHero, type RestChoice } from "../campaign/rules/rest";

const C = "REALMS.Eldfall.Campaign";

/** The party sheet's tabs: the heroes, the Moon Dial and the Quest first, then Synergy, Allies and Fate, then the records. */
export const PARTY_TABS: readonly SheetTab[] = [
  { id: "party", label: `${C}.Sheet.Tabs.party`, icon: "fa-solid fa-users" },
  { id: "synergy", label: `${C}.Sheet.Tabs.synergy`, icon: "fa-solid fa-link" },
  { id: "records", label: `${C}.Sheet.Tabs.records`, icon: "fa-solid fa-scroll" },
];
const HARD_RULES = ["night", "woundHealing", "dayCount", "spawnPool"] as const;

/** A party member as the sheet lists it (read by the glue from the hero actor). */
export interface PartyMember {
  readonly uuid: string; readonly name: string; readonly img: string;
  readonly health: number; readonly max: number; readonly weakPoints: number;
  readonly states: readonly string[];
}

export interface PartyEnv {
  /** Tabs and play/edit mode (core/sheets/frame.ts): `frame.editing` for the setup fields, `frame.owner` for the play controls. */
  readonly frame: SheetFrame;
  readonly gm: boolean;
  readonly members: readonly PartyMember[];
  /** Ally heroes in the world that could be summoned (uuid, name). */
  readonly allies: readonly { readonly uuid: string; readonly name: string }[];
  /** Names of every actor the party refers to (Fate holders, summoned Allies, the assigned hero of a Synergy). */
  readonly names: Readonly<Record<string, string>>;
}

export interface PartyLike { readonly id: string; readonly name: string; readonly img: string; readonly system: PartySystem; readonly items: readonly DocLike[] }

const option = (value: string, label: string, selected: string) => ({ value, label, selected: value === selected });

export function partyContext(party: PartyLike, env: PartyEnv) {
  const s = party.system;
  const view = dialView(s.moon.value, s.hard.dayCount);
  const heroOptions = (selected: string) => [option("", "—", selected), ...env.members.map((m) => option(m.uuid, m.name, selected))];
  const nameOf = (uuid: string) => env.names[uuid] ?? env.members.find((m) => m.uuid === uuid)?.name ?? uuid;
  const synergies = party.items.filter((i) => i.type === "eldfallSynergy").map((i) => {
    const sys = i.system as SynergySystem;
    const selected = s.synergy.selected === i.id;
    const refusal = unlockRefusal({ id: i.id, unlockCost: sys.unlockCost, unlocked: sys.unlocked }, s.synergy.selected, s.synergy.points, "hero");
    return {
      id: i.id, name: i.name, img: i.img, cost: sys.unlockCost, condition: sys.condition, effect: sys.effect, unlocked: sys.unlocked,
      selected, canUnlock: refusal === null, heroes: heroOptions(""),
    };
  });
  return {
    party: { id: party.id, name: party.name, img: party.img }, document: { img: party.img, name: party.name },
    system: s, editable: env.frame.editing, frame: env.frame, gm: env.gm,
    difficultyLabel: `${C}.Difficulty.${s.difficulty}`,
    hardRules: s.difficulty === "hard" ? HARD_RULES.filter((k) => s.hard[k]).map((k) => `REALMS.Eldfall.Party.FIELDS.hard.${k}.label`) : [],
    dial: moonHudContext(view, { gm: env.gm, running: s.moon.running, name: party.name }),
    difficulties: DIFFICULTIES.map((d) => option(d, `${C}.Difficulty.${d}`, s.difficulty)),
    hard: s.difficulty === "hard",
    members: env.members.map((m) => ({
      ...m, down: m.health <= 0, pct: m.max ? Math.round((100 * Math.min(m.health, m.max)) / m.max) : 0, stateList: m.states.join(", "),
    })),
    bonusHp: missingHeroBonus(env.members.length),
    objectiveReduction: objectiveReduction(env.members.length),
    down: env.members.filter((m) => m.health <= 0).map((m) => m.name).join(", "),
    storage: party.items.filter((i) => i.type === "eldfallUpgrade").map((i) => ({ id: i.id, name: i.name, img: i.img, heroes: heroOptions("") })),
    fates: s.fates.map((f, index) => ({ index, letter: f.letter, colour: f.colour, holder: f.holder, holderName: f.holder ? nameOf(f.holder) : "", heroes: heroOptions(f.holder) })),
    synergies, points: s.synergy.points,
    selectedSynergy: synergies.find((c) => c.selected)?.name ?? "",
    allies: env.allies.filter((a) => !s.alliesSummoned.includes(a.uuid)).map((a) => option(a.uuid, a.name, "")),
    alliesSummoned: s.alliesSummoned.map((uuid) => ({ uuid, name: nameOf(uuid), thisQuest: uuid === s.quest.ally })),
    secretLog: s.secretLog,
  };
}

const RK = `${C}.Rest`;
/** The dialog's context (pure): each hero with its HP, Weak Points and States, and the two choices. */
export function restDialogContext(heroes: readonly CampaignHero[], hardHealing: boolean) {
  return {
    prompt: `${RK}.prompt`,
    heroes: heroes.map((h) => {
      const suggested = suggestedRestChoice(h, hardHealing);
      return { ...h, stateList: h.states.join(", "), choices: REST_CHOICES.map((c) => ({ value: c, label: `${RK}.${c}`, checked: c === suggested })) };
    }),
  };
}

/** Read the form: hero uuid → choice. */
export function readRestChoices(form: HTMLFormElement): Record<string, RestChoice> {
  const out: Record<string, RestChoice> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']:checked")) {
    const uuid = input.name.replace(/^rest\./, "");
    if ((REST_CHOICES as readonly string[]).includes(input.value)) out[uuid] = input.value as RestChoice;
  }
  return out;
}

