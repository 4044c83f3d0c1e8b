/**
 * Every GM action against hostile input, table-driven: malformed payloads and extra keys (sent as a player
 * through the query, and by the GM locally), forged requests (other people's things, cards and parties a
 * player wrote), keys outside a card's or the weather's schema even from the GM, and replayed requests.
 * Each must answer the requester with a localized error, never throw, and change nothing. A handler added
 * without a row here fails the first test.
 */
import { expect } from "chai";
import { actAs, makeActor, makeCombat, makeMessage, registerRolls, resetUsers, users, world, type FakeActor } from "../../support/foundry-double";
import { registerMessage } from "../../support/double/chat";
import { setPath, type Obj } from "../../support/double/base";
import { gmActionNames, registerGmQuery, runAsGM, type GmAnswer } from "../../../src/core/gm";
import "../../../src/core/weather";
import "../../../src/core/card-seals";
import "../../../src/core/chat/apply-damage";
import "../../../src/rulesets/elvendor/actions/actions";
import "../../../src/rulesets/aedelore/combat/attack";
import "../../../src/rulesets/aedelore/checks/pool";
import "../../../src/rulesets/elf/combat/combat";
import "../../../src/rulesets/elf/damage/damage";
import "../../../src/rulesets/elf/combat/duel";
import "../../../src/core/decks/requests";
import "../../../src/rulesets/eldfall/resolution/resolve";
import { makeStack } from "../../support/double/cards";
import "../../support/rulesets";
import { registerSystemRulesets } from "../../support/active-ruleset";
import { AedAttackRoll, AEDELORE_ROLLS } from "../../../src/rulesets/aedelore/rolls";
import { ElfNpcDamageRoll, ELF_ROLLS } from "../../../src/rulesets/elf/rolls";
import { ElvendorAttackRoll, ELVENDOR_ROLLS } from "../../../src/rulesets/elvendor/rolls";
import "../../../src/core/turn-controls";
import "../../../src/rulesets/eldfall/activation/activation";
import "../../../src/rulesets/eldfall/campaign/quest";
import "../../../src/rulesets/eldfall/campaign/moon-dial";
import { LOOT_CARD } from "../../../src/rulesets/eldfall/spawn/cards";
import { ELVENDOR_ID } from "../../../src/rulesets/elvendor/config";
import { ELDFALL_ID } from "../../../src/rulesets/eldfall/config";

registerRolls([...AEDELORE_ROLLS, ...ELF_ROLLS, ...ELVENDOR_ROLLS]);
// The rulesets as the system registers them: the rows that need one active (its weather state) pick it.
registerSystemRulesets();
const g = globalThis as unknown as { game: { scenes: { get(id: string): unknown; viewed: unknown }; combat: unknown; settings: { store: Map<string, unknown> } } };

// The whole suite shares one world: by the time these rows run, the other spec files have made hundreds of actors.
// Serializing all of them for each of the thousands of rows made the rows slow in a full run, so each row checks
// this file's actors, and the others are checked once around all the rows (see `ownUuids` below).
const madeBefore = new Set(world.actors.keys());

// The world every row runs against: player1 owns Aria, player2 owns Brannoc, the GM owns the Spider.
const ref = (a: FakeActor) => ({ name: a.name, uuid: a.uuid });
const aria = makeActor({ name: "Aria", type: "elvendorHero", system: { health: { value: 10, max: 10 }, hp: { value: 20, max: 20 } }, ownership: { default: 0, player1: 3 } });
const brannoc = makeActor({ name: "Brannoc", type: "elfPc", system: { health: { value: 10, max: 10 }, hp: { value: 25, max: 25 } }, ownership: { default: 0, player2: 3 } });
const spider = makeActor({ name: "Spider", type: "elvendorEnemy", system: { health: { value: 4, max: 4 }, hp: { value: 9, max: 9 } } });
const eldHero = (name: string, owner: string) => makeActor({ name, type: "eldfallHero", ownership: { default: 0, [owner]: 3 }, system: { attributes: { off: 13 } } });
const tharos = eldHero("Tharos", "player1");
const seigen = eldHero("Seigen", "player2");
const oni = makeActor({ name: "Oni", type: "eldfallHostile", system: { weakPoints: 3, tier: 2 } });
// The GM's Eldfall party, mid-Quest with its Ally summoned: every campaign step is refused for its own reason.
const party = makeActor({ name: "Party", type: "eldfallParty", system: { members: [tharos.uuid, seigen.uuid], quest: { name: "", active: true, ally: seigen.uuid } } });
const lowOni = makeActor({ name: "Oni (1 WP)", type: "eldfallHostile", system: { weakPoints: 1, tier: 2 } });
// 2D6: a dagger each for player1's and player2's characters, and a GM creature on no scene.
const twod6Hero = (name: string, owner: string) => makeActor({ name, type: "twod6Character", ownership: { default: 0, [owner]: 3 }, system: { schemaVersion: 1 },
  items: [{ name: "Dagger", type: "twod6Weapon", system: { schemaVersion: 1 } }] });
const [mira, bren] = [twod6Hero("Mira", "player1"), twod6Hero("Bren", "player2")];
const ogre = makeActor({ name: "Ogre", type: "twod6Creature", system: { schemaVersion: 1 } });
const itemOf = (a: FakeActor) => a.items[0]!.uuid;
const scene = { id: "scene00000000001", flags: { realms: { weather: { noiseBase: 1, noiseAdded: 0 } } } as Obj, update: async (changes: Obj) => { for (const [k, v] of Object.entries(changes)) setPath(scene as unknown as Obj, k, v); } };
g.game.scenes.get = (id: string) => (id === scene.id ? scene : undefined);
const combat = makeCombat([aria, brannoc, spider] as never);
const [cAria, cBrannoc, cSpider] = combat.combatants.map((c) => String(c.id));
setPath(combat.combatants[0] as unknown as Obj, "flags.realms.turn", { apLeft: 2 });
// Brannoc's turn: the tracker gives Next Turn to his owner, so player1 may not advance this one.
const brannocsTurn = makeCombat([brannoc, spider] as never);
g.game.combat = null;
actAs({ id: "gm", isGM: true });
// Cards the GM posted: an attack on Brannoc, Brannoc's damage to the Spider, a duel and a request for Brannoc.
const aedAttack = makeMessage({ attacker: ref(spider), target: ref(brannoc), result: "full", damage: 5, reaction: null, finalDamage: 5, applied: false }, { rollClass: AedAttackRoll });
const npcDamage = makeMessage({ attacker: ref(brannoc), target: ref(spider), harm: "wounded", kind: "lethal", deferred: false, applied: false }, { rollClass: ElfNpcDamageRoll });
const elvAttack = makeMessage({ attacker: ref(spider), target: ref(brannoc), applied: { damage: false, condition: false }, reaction: null, damage: 3 }, { rollClass: ElvendorAttackRoll });
// Cards with an apply-damage part on Brannoc (the GM's): one to apply, one applied already (to undo).
const packet = { parts: [{ amount: 3, type: "untyped" }] };
const outcome = { steps: [{ label: "REALMS.Chat.Damage.total", value: 3 }], total: 3, secondary: [], before: [["health.value", 10]], after: [["health.value", 7]] };
const hit = makeMessage({ actor: ref(spider), text: "bites" }, { kind: "realms.core.notice", damage: { packet, targets: [ref(brannoc)], applied: {} } });
const applied = makeMessage({ actor: ref(spider), text: "bites" }, { kind: "realms.core.notice", damage: { packet, targets: [ref(brannoc)], applied: { [brannoc.uuid.replace(/[^A-Za-z0-9_-]/g, "_")]: { outcome, by: "gm", undone: false } } } });
// An Event card the GM drew for a party player2 owns (player1 may not resolve it).
const eventParty = makeActor({ name: "Test Party", type: "eldfallParty", ownership: { default: 0, player2: 3 }, system: {} });
const eventView = { name: "Test Event 07", number: 7, kind: "story", text: "", cancellation: "Test cost", returnToDeck: false, choices: [{ index: 0, label: "A", effect: "", code: "E7-1" }] };
const eventCard = registerMessage({ type: "card", system: { kind: "realms.eldfall.event", data: { deckId: "", cardId: "", event: eventView, party: ref(eventParty), resolved: null }, damage: null } });
const duel = registerMessage({ type: "card", system: { kind: "realms.elf.duel", data: { combatId: combat.id, round: 1, pc: ref(brannoc), npc: ref(spider), attackDefend: true, ready: { pc: false, npc: false }, revealed: null, status: "choosing" }, damage: null } });
const rolledDuel = registerMessage({ type: "card", system: { kind: "realms.elf.duel", data: { combatId: combat.id, round: 1, pc: ref(brannoc), npc: ref(spider), attackDefend: false, ready: { pc: true, npc: true }, revealed: { pc: "attack", npc: "attack" }, status: "ready" }, damage: null } });
// Decks: one every player sees, one only the GM sees; a hand each for player1 and player2.
const deckCards = () => ["A", "B"].map((name, sort) => ({ name, sort }));
const shownDeck = makeStack({ name: "Shown", type: "deck", ownership: { default: 1 }, cards: deckCards() });
const hiddenDeck = makeStack({ name: "Hidden", type: "deck", ownership: { default: 0 }, cards: deckCards() });
const annHand = makeStack({ name: "Ann", type: "hand", ownership: { default: 0, player1: 3 } });
const boHand = makeStack({ name: "Bo", type: "hand", ownership: { default: 0, player2: 3 } });
// Brannoc's Eldfall activation card, at its Movement Step.
const activation = registerMessage({ type: "card", system: { kind: "realms.eldfall.activation", data: { state: { version: 1, id: "a", activator: { ...ref(brannoc), side: "heroes" }, step: "movement", panic: "none", movement: null, action: null, reactions: [], intercepts: [], resolution: null }, tokenUuid: null, combatId: null, origin: null, taunted: [], notes: [], choices: { movements: ["idle"], weapons: [] } }, damage: null } });
const request = registerMessage({ type: "card", system: { kind: "realms.elf.request", data: { requestId: "r", label: "x", difficulty: 10, secret: false, mode: "normal", actors: [ref(brannoc)], source: null, incoming: null, rolled: [] }, damage: null } });
// Eldfall resolution cards the GM posted: one to apply, one applied (to undo).
const emptyPlan = { rolls: [], hits: [], wounds: [], triggers: [], changes: [], weakPoints: [], exploits: [], facings: [], moves: [], followUps: [], familiarsRemoved: [], weakPointsGiven: [] };
const resolution = registerMessage({ type: "card", system: { kind: "realms.eldfall.resolution", data: { models: [], plan: emptyPlan, applied: false, undone: false, undo: [] }, damage: null } });
const resolved = registerMessage({ type: "card", system: { kind: "realms.eldfall.resolution", data: { models: [], plan: emptyPlan, applied: true, undone: false, undo: [] }, damage: null } });
// An applied resolution card offering Seigen (player2's) a Chain Attack on the Oni.
const chainOffer = { model: seigen.uuid, target: oni.uuid, after: "a.a", alternatives: [], dodges: [], done: false };
const chained = registerMessage({ type: "card", system: { kind: "realms.eldfall.resolution", data: { models: [], plan: emptyPlan, applied: true, undone: false, undo: [], chainAttacks: [chainOffer] }, damage: null } });
// Loot cards: one the GM posted and settled already, one player1 posted themselves offering Tharos a pick.
const lootData = { hero: ref(tharos), chart: "common", roll: 6, rolledName: "x", above: "A", below: "B", pick: "", given: null, nothing: null, tableId: "table00000000001", rolledIndex: 1, aboveIndex: 0, belowIndex: 2 };
const settledLoot = registerMessage({ type: "card", system: { kind: LOOT_CARD.id, data: { ...lootData, pick: "below", given: ref(tharos) }, damage: null } });
const playerLoot = registerMessage({ type: "card", system: { kind: LOOT_CARD.id, data: lootData, damage: null }, author: "player1" });
// A card player1 posted: they may write it, but only the fields its action declares.
const playerAttack = makeMessage({ attacker: ref(aria), target: ref(spider), applied: { damage: false, condition: false }, reaction: null, damage: 3 }, { rollClass: ElvendorAttackRoll, author: "player1" });
// Parties player1 owns that list another player's hero, or the GM's Hostile: a Rest would change what is not theirs.
const listsSeigen = makeActor({ name: "Tharos and Seigen", type: "eldfallParty", ownership: { default: 0, player1: 3 }, system: { members: [tharos.uuid, seigen.uuid] } });
const listsOni = makeActor({ name: "Tharos and Oni", type: "eldfallParty", ownership: { default: 0, player1: 3 }, system: { members: [tharos.uuid, oni.uuid] } });

/** A valid-looking payload per action; the rows below break it or forge it. */
const valid: Record<string, Obj> = {
  "realms.elvendor.spendAction": { actorUuid: aria.uuid, key: "move", combatantId: cAria, rolled: false },
  "realms.elvendor.usePlayedAttack": { actorUuid: aria.uuid, combatantId: cAria },
  "realms.elvendor.addNoise": { sceneId: scene.id, amount: 1 },
  "realms.elvendor.resolveReaction": { messageId: elvAttack.id },
  "realms.core.setWeather": { sceneId: scene.id, state: { noiseBase: 2, noiseAdded: 0 }, effect: null },
  "realms.core.updateCard": { messageId: elvAttack.id, action: "realms.elvendor.applyDamage", patch: { applied: { damage: true, condition: false } } },
  "realms.core.applyCardDamage": { messageId: hit.id, targetUuid: brannoc.uuid },
  "realms.core.undoCardDamage": { messageId: applied.id, targetUuid: brannoc.uuid },
  "realms.core.sealCard": { messageId: aedAttack.id },
  "realms.aedelore.applyAttack": { messageId: aedAttack.id },
  "realms.aedelore.resolveHit": { messageId: aedAttack.id },
  "realms.aedelore.assisted": { combatId: combat.id, combatantId: cAria },
  "realms.core.advancePhase": { combatId: combat.id },
  "realms.core.startActivation": { combatId: combat.id, combatantId: cAria },
  "realms.core.endActivation": { combatId: combat.id },
  "realms.elf.acted": { combatId: combat.id, combatantId: cBrannoc },
  "realms.elf.setBand": { combatId: combat.id, moverId: cBrannoc, otherId: cSpider, band: "short" },
  "realms.elf.applyNpcDamage": { messageId: npcDamage.id },
  "realms.elf.duelStance": { messageId: duel.id, side: "pc", stance: "attack" },
  "realms.elf.duelRolled": { messageId: rolledDuel.id },
  "realms.elf.requestRolled": { messageId: request.id, actorUuid: brannoc.uuid },
  "realms.core.deckDraw": { deckId: shownDeck.id, toId: boHand.id, count: 1 },
  "realms.eldfall.writeResolution": { messageId: resolution.id },
  "realms.eldfall.revertResolution": { messageId: resolved.id },
  "realms.eldfall.exploitWeakPoints": { attackerUuid: tharos.uuid, targetUuid: oni.uuid },
  "realms.eldfall.makeChainAttack": { messageId: chained.id, model: seigen.uuid, target: oni.uuid },
  "realms.eldfall.moveDial": { party: party.uuid, reason: "gm", steps: 1 },
  "realms.eldfall.questStart": { party: party.uuid, name: "Q", synergy: "", ally: "" },
  "realms.eldfall.summonAlly": { party: party.uuid, ally: tharos.uuid },
  "realms.eldfall.questEnd": { party: party.uuid, failed: false },
  "realms.eldfall.questRestart": { party: party.uuid, restoreHp: true, removeWeakPoints: true },
  "realms.eldfall.rest": { party: party.uuid, choices: { [tharos.uuid]: "restore" } },
  "realms.eldfall.synergyPoints": { party: party.uuid, n: 1 },
  "realms.eldfall.synergyUnlock": { party: party.uuid, item: "noSuchItem00000", hero: tharos.uuid },
  "realms.eldfall.trade": { party: party.uuid, from: party.uuid, to: tharos.uuid, item: "noSuchItem00000" },
  "realms.eldfall.heroMoved": { tokenUuid: "Scene.nowhere.Token.nobody", from: { x: 0, y: 0 } },
  "realms.eldfall.pickLoot": { messageId: settledLoot.id, pick: "above" },
  "realms.eldfall.openActivation": { actorUuid: brannoc.uuid, combatId: null },
  "realms.eldfall.stepActivation": { messageId: activation.id, op: "move", arg: "idle", targets: [], to: null },
  "realms.twod6.dispelBinding": { actorId: brannoc.id, itemId: "noSuchItem00000" },
  "realms.twod6.giveItem": { itemUuid: `${mira.uuid}.Item.noSuchItem00000`, targetUuid: bren.uuid },
  "realms.twod6.endTurn": { combatId: brannocsTurn.id, combatantId: String(brannocsTurn.combatant!.id), round: 1 },
  "realms.twod6.resolveAttack": { messageId: aedAttack.id },
  "realms.eldfall.eventResolve": { messageId: eventCard.id, outcome: "choice", choice: 0 },
  // Tharos is a named hero: a raise is refused by the rules whoever asks (no raise at all is the accepted case below).
  "realms.eldfall.levelUp": { hero: tharos.uuid, raises: { off: 2 } },
  "realms.eldfall.summon": { caster: tharos.uuid, spell: "noSuchItem00000" },
};

/** Requests player1 may not make: other people's actors, GM-only actions, fields no action of theirs owns. */
const forged: [string, string, Obj][] = [
  ["spends Brannoc's AP", "realms.elvendor.spendAction", { actorUuid: brannoc.uuid, key: "move", combatantId: cBrannoc, rolled: false }],
  ["plays a card the rules do not name", "realms.elvendor.spendAction", { ...valid["realms.elvendor.spendAction"], key: "teleport" }],
  ["commands a companion Aria does not have", "realms.elvendor.spendAction", { ...valid["realms.elvendor.spendAction"], key: "companionCommand" }],
  ["pays with another actor's combatant", "realms.elvendor.spendAction", { ...valid["realms.elvendor.spendAction"], combatantId: cBrannoc }],
  ["rolls an attack on an Attack card Aria never played", "realms.elvendor.usePlayedAttack", valid["realms.elvendor.usePlayedAttack"]!],
  ["uses Brannoc's played Attack card", "realms.elvendor.usePlayedAttack", { actorUuid: brannoc.uuid, combatantId: cBrannoc }],
  ["takes noise away", "realms.elvendor.addNoise", { sceneId: scene.id, amount: -5 }],
  ["sets the weather", "realms.core.setWeather", valid["realms.core.setWeather"]!],
  ["applies an attack on Brannoc", "realms.aedelore.applyAttack", valid["realms.aedelore.applyAttack"]!],
  ["rolls the damage of the GM's attack card", "realms.aedelore.resolveHit", valid["realms.aedelore.resolveHit"]!],
  ["marks Brannoc assisted", "realms.aedelore.assisted", { combatId: combat.id, combatantId: cBrannoc }],
  ["dispels a binding (GM only)", "realms.twod6.dispelBinding", valid["realms.twod6.dispelBinding"]!],
  ["gives away another player's item", "realms.twod6.giveItem", { itemUuid: itemOf(bren), targetUuid: mira.uuid }],
  ["gives an item to a creature neither a player's nor on a scene with the giver", "realms.twod6.giveItem", { itemUuid: itemOf(mira), targetUuid: ogre.uuid }],
  ["ends Brannoc's turn (the hastes, the advance)", "realms.twod6.endTurn", valid["realms.twod6.endTurn"]!],
  ["rolls 2D6 attack damage for a card that is no 2D6 attack (the GM's Aedelore attack)", "realms.twod6.resolveAttack", valid["realms.twod6.resolveAttack"]!],
  ["marks Brannoc as having acted", "realms.elf.acted", valid["realms.elf.acted"]!],
  ["moves Brannoc", "realms.elf.setBand", valid["realms.elf.setBand"]!],
  ["applies Brannoc's damage to the Spider", "realms.elf.applyNpcDamage", valid["realms.elf.applyNpcDamage"]!],
  ["plays Brannoc's stance", "realms.elf.duelStance", valid["realms.elf.duelStance"]!],
  ["plays the NPC's stance", "realms.elf.duelStance", { ...valid["realms.elf.duelStance"], side: "npc" }],
  ["marks Brannoc's duel roll made", "realms.elf.duelRolled", valid["realms.elf.duelRolled"]!],
  ["marks Brannoc's requested roll made", "realms.elf.requestRolled", valid["realms.elf.requestRolled"]!],
  ["marks a roll made for Aria on a request that does not name her", "realms.elf.requestRolled", { messageId: request.id, actorUuid: aria.uuid }],
  ["marks damage applied on Brannoc's card", "realms.core.updateCard", valid["realms.core.updateCard"]!],
  ["rewrites the damage on a card", "realms.core.updateCard", { messageId: elvAttack.id, action: "realms.elvendor.applyDamage", patch: { damage: 25 } }],
  ["rewrites the target of a card", "realms.core.updateCard", { messageId: aedAttack.id, action: "aedApply", patch: { target: ref(spider) } }],
  ["writes a key no action declares into a card", "realms.core.updateCard", { messageId: elvAttack.id, action: "realms.elvendor.applyDamage", patch: { toString: "x" } }],
  ["writes a key no action declares into their own card", "realms.core.updateCard", { messageId: playerAttack.id, action: "realms.elvendor.applyDamage", patch: { applied: { damage: true, condition: false }, toString: "x" } }],
  ["writes a field through an action that does not own it", "realms.core.updateCard", { messageId: elvAttack.id, action: "react", patch: { applied: { damage: true, condition: false } } }],
  ["applies a damage part to Brannoc", "realms.core.applyCardDamage", valid["realms.core.applyCardDamage"]!],
  ["applies a damage part to an actor not on the card", "realms.core.applyCardDamage", { messageId: hit.id, targetUuid: aria.uuid }],
  ["undoes damage dealt to Brannoc", "realms.core.undoCardDamage", valid["realms.core.undoCardDamage"]!],
  ["seals the GM's card", "realms.core.sealCard", valid["realms.core.sealCard"]!],
  ["draws into another player's hand", "realms.core.deckDraw", valid["realms.core.deckDraw"]!],
  ["draws from a deck hidden from them", "realms.core.deckDraw", { deckId: hiddenDeck.id, toId: annHand.id, count: 1 }],
  ["advances the phase in Brannoc's turn", "realms.core.advancePhase", { combatId: brannocsTurn.id }],
  ["ends an activation when none is open", "realms.core.endActivation", valid["realms.core.endActivation"]!],
  ["activates Brannoc", "realms.core.startActivation", { combatId: combat.id, combatantId: cBrannoc }],
  ["applies a resolution card the GM posted", "realms.eldfall.writeResolution", valid["realms.eldfall.writeResolution"]!],
  ["undoes an applied resolution", "realms.eldfall.revertResolution", valid["realms.eldfall.revertResolution"]!],
  ["makes Seigen's Chain Attack", "realms.eldfall.makeChainAttack", valid["realms.eldfall.makeChainAttack"]!],
  ["makes a Chain Attack no card offers", "realms.eldfall.makeChainAttack", { messageId: chained.id, model: tharos.uuid, target: oni.uuid }],
  ["exploits Weak Points as Seigen", "realms.eldfall.exploitWeakPoints", { attackerUuid: seigen.uuid, targetUuid: oni.uuid }],
  ["exploits a hostile short of Weak Points", "realms.eldfall.exploitWeakPoints", { attackerUuid: tharos.uuid, targetUuid: lowOni.uuid }],
  ["exploits a hero's Weak Points", "realms.eldfall.exploitWeakPoints", { attackerUuid: tharos.uuid, targetUuid: seigen.uuid }],
  ["activates Brannoc (Eldfall)", "realms.eldfall.openActivation", valid["realms.eldfall.openActivation"]!],
  ["steps Brannoc's Eldfall activation", "realms.eldfall.stepActivation", valid["realms.eldfall.stepActivation"]!],
  ["ends Brannoc's Eldfall activation", "realms.eldfall.stepActivation", { ...valid["realms.eldfall.stepActivation"], op: "next", arg: null }],
  ["resolves an Event for a party they do not own", "realms.eldfall.eventResolve", valid["realms.eldfall.eventResolve"]!],
  ["bypasses an Event for a party they do not own", "realms.eldfall.eventResolve", { ...valid["realms.eldfall.eventResolve"], outcome: "cancel" }],
  ["moves the party's Moon Dial", "realms.eldfall.moveDial", valid["realms.eldfall.moveDial"]!],
  ["advances the party's dial for a Rest it does not own", "realms.eldfall.moveDial", { ...valid["realms.eldfall.moveDial"], reason: "rest" }],
  ["ends the Quest (GM only)", "realms.eldfall.questEnd", valid["realms.eldfall.questEnd"]!],
  ["restarts the Quest (GM only)", "realms.eldfall.questRestart", valid["realms.eldfall.questRestart"]!],
  ["rests the GM's party", "realms.eldfall.rest", valid["realms.eldfall.rest"]!],
  ["rests their party, which lists another player's hero", "realms.eldfall.rest", { party: listsSeigen.uuid, choices: { [tharos.uuid]: "restore", [seigen.uuid]: "restore" } }],
  ["rests their party, which lists the GM's Hostile", "realms.eldfall.rest", { party: listsOni.uuid, choices: { [oni.uuid]: "restore" } }],
  ["picks from a Loot card they posted themselves", "realms.eldfall.pickLoot", { messageId: playerLoot.id, pick: "above" }],
  ["picks a second time from a settled Loot card", "realms.eldfall.pickLoot", valid["realms.eldfall.pickLoot"]!],
  ["adds Synergy Points to the GM's party", "realms.eldfall.synergyPoints", valid["realms.eldfall.synergyPoints"]!],
  ["takes an Upgrade from Seigen", "realms.eldfall.trade", { party: party.uuid, from: seigen.uuid, to: tharos.uuid, item: "noSuchItem00000" }],
  ["levels up another player's hero", "realms.eldfall.levelUp", { hero: seigen.uuid, raises: {} }],
  ["casts a Conjuration with another player's hero", "realms.eldfall.summon", { caster: seigen.uuid, spell: "noSuchItem00000" }],
  ["names an action that does not exist", "nope", {}],
];

/** Requests the GM itself makes with keys outside a schema: refused too, naming the key. */
const outsideSchema: [string, string, Obj, string][] = [
  ["a card key no action declares", "realms.core.updateCard", { messageId: elvAttack.id, action: "realms.elvendor.applyDamage", patch: { toString: "x" } }, "toString"],
  ["a card key beside a declared one", "realms.core.updateCard", { messageId: elvAttack.id, action: "realms.elvendor.applyDamage", patch: { applied: { damage: true, condition: false }, target: ref(aria) } }, "target"],
  ["a weather key the ruleset's state does not name", "realms.core.setWeather", { sceneId: scene.id, state: { toString: "x" }, effect: null }, "state.toString"],
  ["a weather key beside known ones", "realms.core.setWeather", { sceneId: scene.id, state: { noiseBase: 1, extra: 1 }, effect: null }, "state.extra"],
  ["a nested weather key", "realms.core.setWeather", { sceneId: scene.id, state: { weather: { status: 1, timeOfDay: "day", precipitation: "clear", wind: { from: 1, to: 2, swirling: false, speed: 1, gust: 9 }, windModifier: 1, noiseModifier: 1 } }, effect: null }, "state.weather.wind.gust"],
];

const JUNK: unknown[] = [null, {}, [], "x", 42, true, JSON.parse('{"__proto__": {"polluted": 1}}'), { constructor: { prototype: { polluted: 1 } } }];
/** Values a field accepts on purpose (a null combatant out of combat, an empty weather state). */
const ACCEPTED: Record<string, unknown[]> = { "realms.eldfall.moveDial.steps": [-1], "realms.eldfall.synergyPoints.n": [-1], "realms.eldfall.openActivation.combatId": [null], "realms.eldfall.stepActivation.arg": [null], "realms.eldfall.stepActivation.to": [null], "realms.elvendor.spendAction.combatantId": [null], "realms.core.setWeather.effect": [null], "realms.core.setWeather.state": [{}], "realms.eldfall.levelUp.raises": [{}] };
const BAD_VALUES: unknown[] = [null, {}, [1], "constructor", "__proto__", 1e308, -1, 2 ** 53, 0.5, "x".repeat(300)];

/** The actors this file made. */
const ownUuids = new Set([...world.actors.keys()].filter((uuid) => !madeBefore.has(uuid)));
/** Actors as JSON: what a GM action could change on them. */
const actorsJSON = (actors: FakeActor[]) => JSON.stringify(actors.map((a) => [a.uuid, a.system, a.effects, a.statuses.size, a.items.length]));
/** The world's actors that other spec files (and their tests so far) made: no row may touch them either. */
const others = () => [...world.actors.values()].filter((a) => !ownUuids.has(a.uuid));

/**
 * Everything a GM action could change, as JSON (a request's own flag comes and goes; it is left out): this
 * file's actors, the world's actor count (a row that makes or deletes one) and everything else these rows reach.
 */
function snapshot(): string {
  const actors = actorsJSON([...world.actors.values()].filter((a) => ownUuids.has(a.uuid)));
  const userFlags = users.contents.map((u) => ({ ...u.flags, realms: { ...(u.flags.realms as Obj | undefined), gmRequests: undefined } }));
  return JSON.stringify({ actors, actorCount: world.actors.size, combat: [combat.flags, combat.combatants.map((c) => c.flags), brannocsTurn.round, brannocsTurn.turn, brannocsTurn.flags], messages: [aedAttack, npcDamage, elvAttack, duel, rolledDuel, request, hit, applied, resolution, resolved, activation, eventCard, settledLoot, playerLoot, playerAttack].map((m) => m._source), scene: scene.flags, userFlags,
    cards: [shownDeck, hiddenDeck, annHand, boHand].map((s) => s.cards.map((c) => [c.id, c.drawn, c.sort])), polluted: ({} as Obj).polluted });
}

async function expectRefused(label: string, action: string, data: unknown, naming?: string): Promise<void> {
  const before = snapshot();
  world.notifications.length = 0;
  let thrown: unknown = null;
  try {
    await runAsGM(action, data as Obj);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${label}: threw`).to.equal(null);
  expect(world.notifications.map((n) => n.level), `${label}: one localized error`).to.deep.equal(["error"]);
  expect(world.notifications[0]!.message, label).not.to.match(/REALMS\.|undefined/);
  if (naming) expect(world.notifications[0]!.message, `${label}: names the field`).to.contain(naming);
  expect(snapshot(), `${label}: changed state`).to.equal(before);
}

describe("GM actions against hostile input (Foundry test double)", () => {
  let othersBefore = "";
  before(() => {
    othersBefore = actorsJSON(others());
  });
  after(() => {
    expect(actorsJSON(others()), "a GM action changed an actor this file did not make").to.equal(othersBefore);
  });
  beforeEach(() => {
    registerGmQuery();
    resetUsers();
    g.game.combat = combat;
  });
  after(() => {
    g.game.combat = null;
    resetUsers();
    actAs({ id: "gm", isGM: true });
  });

  it("the table covers every registered GM action", () => {
    expect(gmActionNames().filter((n) => !n.startsWith("realms.test.")).sort()).to.deep.equal(Object.keys(valid).sort());
  });

  for (const who of [{ id: "player1", isGM: false }, { id: "gm", isGM: true }]) {
    it(`malformed payloads (${who.id}): a localized error, no TypeError, nothing changed`, async function () {
      // Hundreds of requests, each a simulated server round trip: room for a machine under load.
      this.timeout(120_000);
      actAs(who);
      let rows = 0;
      for (const [action, good] of Object.entries(valid)) {
        for (const junk of JUNK) {
          await expectRefused(`${action} ← ${JSON.stringify(junk)}`, action, junk);
          rows += 1;
        }
        for (const key of Object.keys(good)) {
          for (const bad of BAD_VALUES.filter((v) => !(ACCEPTED[`${action}.${key}`] ?? []).some((ok) => JSON.stringify(ok) === JSON.stringify(v)))) {
            await expectRefused(`${action}.${key} ← ${JSON.stringify(bad)}`, action, { ...good, [key]: bad });
            rows += 1;
          }
        }
        for (const key of ["extra", "toString", "hasOwnProperty"]) {
          await expectRefused(`${action} + extra key ${key}`, action, { ...good, [key]: 1 }, key);
          rows += 1;
        }
      }
      expect(rows).to.be.greaterThan(300);
    });
  }

  for (const [label, action, data] of forged) {
    it(`a player's forged request is refused and changes nothing: ${label}`, async () => {
      actAs({ id: "player1", isGM: false });
      await expectRefused(label, action, data);
    });
  }

  for (const [label, action, data, field] of outsideSchema) {
    it(`the GM's own request with a key outside the schema is refused, naming it: ${label}`, async () => {
      actAs({ id: "gm", isGM: true });
      g.game.settings.store.set("realms.ruleset", ELVENDOR_ID);
      try {
        await expectRefused(label, action, data, field);
      } finally {
        g.game.settings.store.delete("realms.ruleset");
      }
    });
  }

  it("the weather state follows the active ruleset's schema: Eldfall's weather card refuses a key it lacks; no ruleset, no weather", async () => {
    actAs({ id: "gm", isGM: true });
    const chaos = { cardId: "card000000000001", name: "Test Chaos 01", number: 1, effect: "x", fx: "", environment: "", source: "chaos" };
    try {
      g.game.settings.store.set("realms.ruleset", ELDFALL_ID);
      await expectRefused("Eldfall: an extra key", "realms.core.setWeather", { sceneId: scene.id, state: { chaos: { ...chaos, extra: 1 } }, effect: null }, "state.chaos.extra");
      await expectRefused("Eldfall: Elvendor's key", "realms.core.setWeather", { sceneId: scene.id, state: { noiseBase: 1 }, effect: null }, "state.noiseBase");
      g.game.settings.store.set("realms.ruleset", "");
      await expectRefused("no ruleset", "realms.core.setWeather", valid["realms.core.setWeather"]!, "state");
      g.game.settings.store.set("realms.ruleset", ELDFALL_ID);
      await runAsGM("realms.core.setWeather", { sceneId: scene.id, state: { chaos }, effect: null });
      expect((scene.flags.realms as Obj).weather).to.deep.include({ chaos });
    } finally {
      scene.flags = { realms: { weather: { noiseBase: 1, noiseAdded: 0 } } };
      g.game.settings.store.delete("realms.ruleset");
    }
  });

  // Last: the valid requests change the world the rows above run against.
  it("a replayed request (its id queried again, after two GM tabs served it) is carried out once: every action", async function () {
    this.timeout(120_000);
    g.game.settings.store.set("realms.ruleset", ELVENDOR_ID);
    try {
      const gm = users.get("gm")!;
      const noise = () => (scene.flags.realms as { weather: { noiseAdded: number } }).weather.noiseAdded;
      const noiseBefore = noise();
      for (const [i, [action, data]] of Object.entries(valid).entries()) {
        actAs({ id: "player1", isGM: false });
        gm.tabs = 2;
        const requestId = `replay${String(i).padStart(10, "0")}`;
        await users.get("player1")!.update({ [`flags.realms.gmRequests.${requestId}`]: { action, data: JSON.stringify(data) } });
        await gm.query("realms.gm", { userId: "player1", requestId });
        const after = snapshot();
        const replay = (await gm.query("realms.gm", { userId: "player1", requestId })) as GmAnswer;
        expect(replay, action).to.deep.include({ ok: false, error: "REALMS.GmRequest.gone" });
        expect(snapshot(), `${action}: the replay changed state`).to.equal(after);
      }
      expect(noise() - noiseBefore, "Add Noise (1) served by two tabs and replayed: added once").to.equal(1);
    } finally {
      users.get("gm")!.tabs = 1;
      actAs({ id: "gm", isGM: true });
      g.game.settings.store.delete("realms.ruleset");
    }
  });
});
