/**
 * Eldfall campaign entries for the gallery (gallery.test.ts screenshots them): the party sheet, the Moon Dial HUD by
 * day, by night and past the day limit, the Rest, restart and Level Up dialogs. The party's hero and Item come from the
 * packs; Synergy cards are box content, so the party shown holds none.
 */
import { initialValue } from "../../src/core/schema/spec";
import { CAMPAIGN_ACTOR_SPECS, type PartySystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { dialView } from "../../src/rulesets/eldfall/party/rules/moon-dial";
import { PARTY_TABS, partyContext, restDialogContext, type PartyMember } from "../../src/rulesets/eldfall/sheets/party-context";
import { sheetFrame } from "../../src/core/sheets/frame";
import type { HeroSystem } from "../../src/rulesets/eldfall/models/specs";
import { PACK_IDS, eldfallPackDocs, packDoc } from "../support/eldfall-pack-docs";
import { moonHudContext } from "../../src/rulesets/eldfall/campaign/moon-hud";
import { levelUpContext } from "../../src/rulesets/eldfall/sheets/context";
import { FOOTER_PARTS } from "../support/fixtures-dialogs";
import { translate } from "../support/render";
import type { GalleryEntry } from "../support/fixtures";

const ICON = "systems/realms/assets/tokens/hero.svg";

export function eldfallCampaignGalleryEntries(hostileName?: string): GalleryEntry[] {
  // The party's members are the Examples pack's heroes (Tharos; Anari's HP is not printed, so she would read as down).
  const tharos = packDoc(eldfallPackDocs(), PACK_IDS.tharos);
  const th = tharos.system as HeroSystem;
  const members: PartyMember[] = [{ uuid: `Actor.${tharos.id}`, name: hostileName ?? tharos.name, img: tharos.img, health: th.health.value, max: th.attributes.hp ?? 0, weakPoints: th.weakPoints, states: [] }];
  const base = initialValue(CAMPAIGN_ACTOR_SPECS.eldfallParty) as PartySystem;
  const system: PartySystem = {
    ...base, moon: { value: 22, running: true, calamity: false }, difficulty: "hard", hard: { ...base.hard, night: true, dayCount: false },
    members: members.map((m) => m.uuid), fates: [{ letter: "A", colour: "red", holder: members[0]!.uuid }],
  };
  const claws = packDoc(eldfallPackDocs(), PACK_IDS.claws);
  // A party as a GM names it after the campaign; long enough to show the name is not clipped.
  const party = { id: "eldPartyNorthern", name: hostileName ?? "Northern Wind — the heroes of the first play-through", img: ICON, system, items: [claws] };
  const frame = sheetFrame(PARTY_TABS, "party", { owner: true, editMode: false });
  const env = { frame, gm: true, members, allies: [], names: {} };
  const hud = (value: number, hard: boolean, gm = true) => moonHudContext(dialView(value, hard), { gm, running: true, name: "party" });
  return [
    { id: "eld-party-sheet", title: "Eldfall: party sheet, Party tab (Hard, Day 6 Daylight; Tharos from the Examples pack)", kind: "sheet", template: "templates/eldfall/party-sheet.hbs", context: partyContext(party, env) },
    { id: "eld-party-sheet-records", title: "Eldfall: party sheet, Records tab (Claws from the Upgrades pack in Storage)", kind: "sheet", template: "templates/eldfall/party-sheet.hbs",
      context: partyContext(party, { ...env, frame: sheetFrame(PARTY_TABS, "records", { owner: true, editMode: false }) }) },
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
