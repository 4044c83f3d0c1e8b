/**
 * Eldfall campaign entries for the gallery (gallery.test.ts screenshots them): the party sheet, the Moon Dial HUD by
 * day, by night and past the day limit, the Rest, restart and Level Up dialogs. Synthetic data ("Test Hero 01", "Synergy 03"):
 * no box content.
 */
import { initialValue } from "../../src/core/schema/spec";
import { CAMPAIGN_ACTOR_SPECS, CAMPAIGN_ITEM_SPECS, type PartySystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { dialView } from "../../src/rulesets/eldfall/party/rules/moon-dial";
import { partyContext, restDialogContext, type PartyMember } from "../../src/rulesets/eldfall/sheets/party-context";
import { moonHudContext } from "../../src/rulesets/eldfall/campaign/moon-hud";
import { levelUpContext } from "../../src/rulesets/eldfall/sheets/context";
import { FOOTER_PARTS } from "../support/fixtures-dialogs";
import { translate } from "../support/render";
import type { GalleryEntry } from "../support/fixtures";

const ICON = "systems/realms/assets/tokens/hero.svg";

export function eldfallCampaignGalleryEntries(hostileName?: string): GalleryEntry[] {
  const hero = (n: number, health: number, max: number, wp: number, states: string[] = []): PartyMember =>
    ({ uuid: `Actor.hero${n}`, name: n === 1 && hostileName ? hostileName : `Test Hero 0${n}`, img: ICON, health, max, weakPoints: wp, states });
  const members = [hero(1, 4, 6, 1, ["bleeding"]), hero(2, 0, 5, 2, ["incapacitated"]), hero(3, 6, 6, 0)];
  const base = initialValue(CAMPAIGN_ACTOR_SPECS.eldfallParty) as PartySystem;
  const system: PartySystem = {
    ...base, moon: { value: 22, running: true, calamity: false }, difficulty: "hard", hard: { ...base.hard, night: true, dayCount: false },
    members: members.map((m) => m.uuid), quest: { name: "Quest 02 (test)", active: true, ally: "Actor.ally1" },
    fates: [{ letter: "A", colour: "red", holder: "Actor.hero1" }, { letter: "C", colour: "blue", holder: "" }],
    synergy: { points: 3, selected: "syn1" }, alliesSummoned: ["Actor.ally1"], secretLog: ["E10-1", "E12-2"],
  };
  const synergy = (id: string, name: string, cost: number) => ({ id, name, img: ICON, type: "eldfallSynergy", system: { ...initialValue(CAMPAIGN_ITEM_SPECS.eldfallSynergy), unlockCost: cost, condition: "Condition text (test)" } });
  const items = [synergy("syn1", "Synergy 03 (test)", 3), synergy("syn2", "Synergy 07 (test)", 4),
    { id: "up1", name: "Test Upgrade 01", img: ICON, type: "eldfallUpgrade", system: {} }];
  const party = { id: "party1", name: hostileName ?? "Northern Wind (test party)", img: ICON, system, items };
  const env = { editable: true, gm: true, members, allies: [{ uuid: "Actor.ally1", name: "Test Ally 01" }, { uuid: "Actor.ally2", name: "Test Ally 02" }], names: { "Actor.ally1": "Test Ally 01" } };
  const hud = (value: number, hard: boolean, gm = true) => moonHudContext(dialView(value, hard), { gm, running: true, name: "party" });
  return [
    { id: "eld-party-sheet", title: "Eldfall: party sheet (Hard, Day 6 Daylight, Synergy picked, a hero down)", kind: "sheet", template: "templates/eldfall/party-sheet.hbs", context: partyContext(party, env) },
    { id: "eld-moon-hud-day", title: "Eldfall: Moon Dial HUD (Day 6, Daylight; GM)", kind: "hud", template: "templates/eldfall/party-moon-hud.hbs", context: hud(22, false) },
    { id: "eld-moon-hud-night", title: "Eldfall: Moon Dial HUD (Hard Day Count, Day 9 Dusk; player)", kind: "hud", template: "templates/eldfall/party-moon-hud.hbs", context: hud(35, true, false) },
    { id: "eld-moon-hud-calamity", title: "Eldfall: Moon Dial HUD past the day limit", kind: "hud", template: "templates/eldfall/party-moon-hud.hbs", context: hud(52, false) },
    { id: "eld-rest-dialog", title: "Eldfall: Rest, one choice per hero", kind: "dialog", template: "templates/eldfall/party-rest.hbs", parts: FOOTER_PARTS,
      context: { ...restDialogContext(members, false), buttons: [{ value: "rest", label: translate("REALMS.Eldfall.Campaign.Rest.confirm"), icon: "fa-solid fa-campground", default: true }] } },
    { id: "eld-restart-dialog", title: "Eldfall: restart a failed Quest", kind: "dialog", template: "templates/eldfall/party-restart.hbs", parts: FOOTER_PARTS,
      context: { buttons: [{ value: "restart", label: translate("REALMS.Eldfall.Campaign.Sheet.questRestart"), icon: "fa-solid fa-rotate", default: true }] } },
    { id: "eld-level-up-dialog", title: "Eldfall: Level Up of a custom hero (2 points kept, HP not printed)", kind: "dialog", template: "templates/eldfall/hero-level-up.hbs", parts: FOOTER_PARTS,
      context: { ...levelUpContext({ level: 1, custom: true, points: 2, attributes: { sta: 2, spd: 4, arm: 2, hp: null, off: 13, def: 12, acc: 12, int: 10, ag: 12, t: 12, m: 10 } }),
        buttons: [{ value: "levelUp", label: translate("REALMS.Eldfall.Campaign.Leveling.confirm"), icon: "fa-solid fa-arrow-up", default: true }] } },
  ];
}
