/**
 * The party's own records, changed by its owners or the GM: members (heroes dropped on the sheet), Fate tokens
 * (M96) and the Secret Log codes read (M95). Other parts call `gainFate` (a Fate token carried by a defeated
 * Hostile) and `recordSecretLog` (an Event's choice).
 */
import { Refusal, requireMayModify } from "../../../core/gm";
import { notify } from "../../../core/notices";
import { FULL_PARTY } from "./rules/difficulty";
import { normalizeCode, recordCode } from "./rules/secret-log";
import { currentParty, partyData } from "./state";
import { uuidOf } from "../../../core/refs";

const K = "REALMS.Eldfall.Campaign";

async function change(party: Actor.Implementation | null, update: (s: ReturnType<typeof partyData>) => Actor.UpdateData): Promise<boolean> {
  if (!party) return false;
  requireMayModify(game.user, party);
  await party.update(update(partyData(party)));
  return true;
}

/** A hero joins the party (A51: at most 4). */
export async function addMember(party: Actor.Implementation, hero: Actor.Implementation): Promise<boolean> {
  if (hero.type !== "eldfallHero") return false;
  const members = partyData(party).members;
  const uuid = uuidOf(hero);
  if (members.includes(uuid)) return false;
  if (members.length >= FULL_PARTY) throw new Refusal(`${K}.Errors.partyFull`);
  return change(party, () => ({ system: { members: [...members, uuid] } }));
}

export const removeMember = (party: Actor.Implementation, uuid: string) =>
  change(party, (s) => ({ system: { members: s.members.filter((m) => m !== uuid) } }));

/** A Fate token gained by a hero (or the party: holder ""). */
export const gainFate = (fate: { letter: string; colour: string; holder?: string }, party: Actor.Implementation | null = currentParty()) =>
  change(party, (s) => ({ system: { fates: [...s.fates, { letter: fate.letter.slice(0, 8), colour: fate.colour.slice(0, 40), holder: fate.holder ?? "" }] } }));

export const removeFate = (party: Actor.Implementation, index: number) =>
  change(party, (s) => ({ system: { fates: s.fates.filter((_, i) => i !== index) } }));

/** Fate Check: post which tokens the party holds. */
export async function fateCheck(party: Actor.Implementation | null = currentParty()): Promise<string[]> {
  if (!party) return [];
  const tokens = partyData(party).fates.map((f) => [f.letter, f.colour].filter(Boolean).join(" ")).filter(Boolean);
  await notify(party, tokens.length ? `${K}.FateCheck.held` : `${K}.FateCheck.none`, { tokens: tokens.join(", ") });
  return tokens;
}

/** A Secret Log code read (E10-1), once however it is spelt: by hand on the sheet, or an Event's choice (campaign/events.ts). */
export const recordSecretLog = (code: string, party: Actor.Implementation | null = currentParty()) => {
  const clean = normalizeCode(code).slice(0, 40);
  return clean ? change(party, (s) => ({ system: { secretLog: recordCode(s.secretLog, clean) } })) : Promise.resolve(false);
};

export const removeSecretLog = (party: Actor.Implementation, code: string) =>
  change(party, (s) => ({ system: { secretLog: s.secretLog.filter((c) => c !== code) } }));
