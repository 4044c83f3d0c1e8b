/** `game.realms.elf`: the functions macros and other modules may call (listed in docs/api.md). */
import { setStructure } from "./combat/combat";
import { harmActor, stabilizeActor } from "./conditions/conditions";
import { npcAttack, requestCheck } from "./requests/requests";
import { rollD66 } from "./d66/tables";

export const ELF_API = {
  /** GM: ask the selected PCs (else every player-owned PC) for a check, with an open or secret difficulty. */
  requestCheck,
  /** GM: an NPC attacks PC `target`; the PC rolls the defence from the posted request. */
  npcAttack,
  /** Move `actor` down the condition ladder to `harm` ("injured", "wounded", … or "dead"). */
  harm: harmActor,
  /** Stabilize a dying `actor` (the Dying checks stop). */
  stabilize: stabilizeActor,
  /** Roll a d66 … d66666 (`count` dice), optionally on RollTable `table`, and post it; resolves to the result. */
  rollD66,
  /** GM: set `combat`'s structure ("duel", "exchange" or "sequential"), which re-sorts its combatants. */
  setStructure,
};
