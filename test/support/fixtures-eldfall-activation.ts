/** Gallery entries of the Eldfall activation card, with the Examples pack's models: a hero activation at its Reaction Step, a Hostile one resolved after an Impede. */
import { activationCardContext, choicesFor, type ActivationCard } from "../../src/rulesets/eldfall/activation/card";
import {
  addReactions, advance, beginActivation, declareAction, declareMovement, impede, recordResolution, type ActivationState, type ModelFacts, type Result,
} from "../../src/rulesets/eldfall/activation/rules/activation";
import { packDocs } from "./fixtures";

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const facts = (side: ModelFacts["side"], skills: Record<string, number> = {}): ModelFacts => ({ side, ap: 3, states: [], skills, overEncumbered: false });
const path = (n: number) => Array.from({ length: n + 1 }, (_, x) => ({ x, y: 0 }));

type Raw = { _id: string; name: string; type: string; items?: { _id: string; name: string; type: string }[] };
/** The Examples pack's models and the attacks they carry: Tharos' Unarmed Attack, Iuren's Sacred Relic Blade. */
function packModels(docs: Raw[]) {
  const doc = (id: string) => docs.find((d) => d._id === id)!;
  const tharos = doc("eldHeTharosOneEy");
  const anari = doc("eldHeAnariLight0");
  const iuren = doc("eldHoIurenRedRas");
  const blade = iuren.items!.find((i) => i._id === "eldIHoSacredRel0")!;
  return {
    tharos, anari, iuren,
    unarmed: { type: "melee" as const, itemId: "unarmed", itemName: "Unarmed Attack", skills: [], combatArt: null },
    blade: { type: "melee" as const, itemId: blade._id, itemName: blade.name, skills: [], combatArt: null },
  };
}

function card(state: ActivationState, notes: ActivationCard["notes"], m: ModelFacts, weapons: { id: string; name: string }[]): ActivationCard {
  return { state, tokenUuid: null, combatId: null, origin: { x: 0, y: 0 }, taunted: [], notes, choices: choicesFor(m, weapons) };
}

export function eldfallActivationGalleryEntries(hostileName?: string) {
  const { tharos, anari, iuren, unarmed, blade } = packModels(packDocs() as unknown as Raw[]);
  const hostile = hostileName ?? iuren.name;
  // Tharos walks 3 spaces and attacks Iuren with two Strikes; Iuren answers with its Blade.
  const hero = facts("heroes", { stealth: 2 });
  let h = value(beginActivation("g1", { uuid: `Actor.${tharos._id}`, name: tharos.name }, hero));
  h = value(advance(h));
  h = value(declareMovement(h, hero, { movement: "walk", skills: [], crouch: null }, path(3)));
  h = value(advance(h));
  h = value(declareAction(h, hero, { action: "attack", targets: [{ uuid: `Actor.${iuren._id}`, name: hostile, strikes: 2 }], means: unarmed, fixedStk: null }));
  h = value(advance(h));
  h = value(addReactions(h, [{ reactorUuid: `Actor.${iuren._id}`, name: hostile, action: "attack", means: blade, status: "declared", at: null, halvedAg: false }]));

  // Iuren dashes at Tharos: Tharos' Attack of Opportunity impedes it at the second space; Anari dodges; the Blade strikes.
  const foe = facts("hostiles", { dash: 1, leap: 1 });
  let o = value(beginActivation("g2", { uuid: `Actor.${iuren._id}`, name: hostile }, foe));
  o = value(advance(o));
  o = value(declareMovement(o, foe, { movement: "walk", skills: [], crouch: null }, path(4)));
  o = value(addReactions(o, [{ reactorUuid: `Actor.${tharos._id}`, name: tharos.name, action: "attack", means: unarmed, status: "aoo", at: 2, halvedAg: false }]));
  o = value(impede(o, 2, `Actor.${tharos._id}`));
  o = value(advance(o));
  o = value(addReactions(o, [{ reactorUuid: `Actor.${anari._id}`, name: anari.name, action: "dodge", means: null, status: "declared", at: null, halvedAg: false }]));
  o = value(advance(o));
  o = value(declareAction(o, foe, { action: "attack", targets: [{ uuid: `Actor.${tharos._id}`, name: tharos.name, strikes: 1 }], means: blade, fixedStk: null }));
  o = value(advance(o));
  o = value(recordResolution(o, [{ key: "REALMS.Eldfall.Resolve.Line.nothing", data: {} }]));
  const notes: ActivationCard["notes"] = [
    { key: "REALMS.Eldfall.Activation.Note.impeded", data: { name: tharos.name, at: "2" } },
    { key: "REALMS.Eldfall.Activation.Note.engaged", data: { name: hostile, target: tharos.name } },
  ];
  const template = "templates/eldfall/activation-card.hbs";
  return [
    { id: "eldfall-activation-hero", title: "Eldfall activation card (Tharos, Reaction Step)", kind: "chat" as const, template,
      context: activationCardContext(card(h, [], hero, [{ id: "unarmed", name: "Unarmed Attack" }])) },
    { id: "eldfall-activation-hostile", title: "Eldfall activation card (Iuren: AoO + Impede, resolved)", kind: "chat" as const, template,
      context: activationCardContext(card(o, notes, foe, [{ id: blade.itemId, name: blade.itemName }, { id: "unarmed", name: "Unarmed Attack" }])) },
  ];
}
