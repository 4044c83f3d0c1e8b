/** Gallery entries of the Eldfall activation card: a hero activation at its Reaction Step, a Hostile one resolved after an Impede. */
import { activationCardContext, choicesFor, type ActivationCard } from "../../src/rulesets/eldfall/activation/card";
import {
  addReactions, advance, beginActivation, declareAction, declareMovement, impede, recordResolution, type ActivationState, type ModelFacts, type Result,
} from "../../src/rulesets/eldfall/activation/rules/activation";

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const facts = (side: ModelFacts["side"], skills: Record<string, number> = {}): ModelFacts => ({ side, ap: 3, states: [], skills, overEncumbered: false });
const path = (n: number) => Array.from({ length: n + 1 }, (_, x) => ({ x, y: 0 }));
const spear = { type: "melee" as const, itemId: "spear", itemName: "Spear", skills: [], combatArt: null };
const bow = { ...spear, type: "ranged" as const, itemId: "bow", itemName: "Longbow" };

function card(state: ActivationState, notes: ActivationCard["notes"], m: ModelFacts): ActivationCard {
  return {
    state, tokenUuid: null, combatId: null, origin: { x: 0, y: 0 }, taunted: [], notes,
    choices: choicesFor(m, [{ id: "spear", name: "Spear" }, { id: "unarmed", name: "Unarmed Attack" }]),
  };
}

export function eldfallActivationGalleryEntries(hostileName?: string) {
  const hero = facts("heroes", { dash: 1 });
  let h = value(beginActivation("g1", { uuid: "Actor.tharos", name: "Tharos, One-Eyed Wolf" }, hero));
  h = value(advance(h));
  h = value(declareMovement(h, hero, { movement: "walk", skills: [], crouch: null }, path(3)));
  h = value(advance(h));
  h = value(declareAction(h, hero, { action: "attack", targets: [{ uuid: "Actor.m", name: hostileName ?? "Oni Marauder", strikes: 2 }], means: bow, fixedStk: null }));
  h = value(advance(h));
  h = value(addReactions(h, [
    { reactorUuid: "Actor.m", name: hostileName ?? "Oni Marauder", action: "attack", means: spear, status: "declared", at: null, halvedAg: false },
    { reactorUuid: "Actor.v", name: "Vengeful Spirit", action: "dodge", means: null, status: "declared", at: null, halvedAg: true },
  ]));

  const ogre = facts("hostiles");
  let o = value(beginActivation("g2", { uuid: "Actor.m", name: hostileName ?? "Oni Marauder" }, ogre));
  o = value(advance(o));
  o = value(declareMovement(o, ogre, { movement: "walk", skills: [], crouch: null }, path(4)));
  o = value(addReactions(o, [{ reactorUuid: "Actor.s", name: "Seigen", action: "attack", means: spear, status: "aoo", at: 2, halvedAg: false }]));
  o = value(impede(o, 2, "Actor.s"));
  o = value(advance(o));
  o = value(addReactions(o, [{ reactorUuid: "Actor.a", name: "Anari", action: "dodge", means: null, status: "declared", at: null, halvedAg: false }]));
  o = value(advance(o));
  o = value(declareAction(o, ogre, { action: "attack", targets: [{ uuid: "Actor.s", name: "Seigen", strikes: 1 }], means: spear, fixedStk: null }));
  o = value(advance(o));
  o = value(recordResolution(o, [{ key: "REALMS.Eldfall.Resolve.Line.nothing", data: {} }]));
  const notes: ActivationCard["notes"] = [
    { key: "REALMS.Eldfall.Activation.Note.impeded", data: { name: "Seigen", at: "2" } },
    { key: "REALMS.Eldfall.Activation.Note.engaged", data: { name: hostileName ?? "Oni Marauder", target: "Seigen" } },
  ];
  const template = "templates/eldfall/activation-card.hbs";
  return [
    { id: "eldfall-activation-hero", title: "Eldfall activation card (hero, Reaction Step)", kind: "chat" as const, template, context: activationCardContext(card(h, [], hero)) },
    { id: "eldfall-activation-hostile", title: "Eldfall activation card (Hostile, AoO + Impede, resolved)", kind: "chat" as const, template, context: activationCardContext(card(o, notes, ogre)) },
  ];
}
