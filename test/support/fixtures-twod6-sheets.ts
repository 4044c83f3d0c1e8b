/**
 * 2D6 sheets in the gallery: a fighter (the rules' 11-health example), an orc, an ogre and one item of each type
 * (./twod6-sheet-docs/, documents in the pack format) through the same pure builders the live sheets call.
 */
import { readFileSync, readdirSync } from "node:fs";
import type { ActorLike, DocLike } from "../../src/core/sheets/context";
import type { CharacterSystem, CreatureSystem } from "../../src/rulesets/twod6/models/specs";
import { characterContext, creatureContext, twod6ItemContext, type Twod6SheetEnv } from "../../src/rulesets/twod6/sheets/sheet-context";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }
type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };

const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const toActor = <S>(d: Raw): ActorLike<S> => ({ ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) });

export const TWOD6_ACTOR_TEMPLATE = "templates/twod6/sheet-actor.hbs";
export const TWOD6_ITEM_TEMPLATE = "templates/twod6/sheet-item.hbs";

/** Which pack item shows each item type (the cursed, the blessed, food with water, a charged blessed potion, the ring of the rules' haste example). */
export const TWOD6_ITEM_SHOWCASE: Readonly<Record<string, string>> = {
  twod6Weapon: "Cursed Blade", twod6Armor: "Blessed Chainmail", twod6Provision: "Apple", twod6Charged: "Blessed Potion of Healing", twod6Trinket: "Ring of Haste",
};

const DOCS_DIR = "test/support/twod6-sheet-docs";
/** The documents the 2D6 sheet gallery and tests read. */
export function twod6SheetDocs(): Raw[] {
  return readdirSync(DOCS_DIR).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(`${DOCS_DIR}/${f}`, "utf8")) as Raw);
}

export function twod6SheetGalleryEntries(enrich: (system: unknown) => Record<string, string>, hostileName?: string): Entry[] {
  const docs = twod6SheetDocs();
  const byName = (name: string) => docs.find((d) => d.name === name)!;
  const env = (doc: { system: unknown }, extra: Partial<Twod6SheetEnv> = {}): Twod6SheetEnv =>
    ({ editable: true, isGM: true, enriched: { notes: "", description: "", ...enrich(doc.system) }, hasteStatuses: 0, slowStatuses: 0, ...extra });
  const fighterRaw = byName("Bren the Fighter");
  const fighter = toActor<CharacterSystem>(hostileName ? { ...fighterRaw, name: hostileName } : fighterRaw);
  const orc = toActor<CharacterSystem>(byName("Grukk the Orc"));
  const ogre = toActor<CreatureSystem>(byName("Cinder Ogre"));
  // The fighter a few blows in, with a haste spell on him: health 7 of 11, energy 2 of 4.
  const hurt = { ...fighter, system: { ...fighter.system, health: { value: 7, max: 11 }, energy: { value: 2, max: 4 } } };
  const entries: Entry[] = [
    { id: "twod6-sheet-character", title: "2D6: human fighter (the rules' 11-health example, hasted, a slow token status)", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: characterContext(hurt, env(fighter, { hasteStatuses: 1, slowStatuses: 1 })) },
    { id: "twod6-sheet-orc", title: "2D6: orc (shifted strength scale, Starving, a bound cursed mask)", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: characterContext({ ...orc, system: { ...orc.system, health: { value: 8, max: 11 }, energy: { value: 3, max: 5 } } }, env(orc, { isGM: false })) },
    { id: "twod6-sheet-creature", title: "2D6: ogre-sized monster with a fire aura", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: creatureContext(ogre, env(ogre)) },
  ];
  for (const [type, name] of Object.entries(TWOD6_ITEM_SHOWCASE)) {
    const raw = byName(name);
    entries.push({ id: `item-${type}`, title: `2D6 item: ${name}`, kind: "sheet", template: TWOD6_ITEM_TEMPLATE,
      context: twod6ItemContext(toDoc(raw), { editable: true, isGM: type !== "twod6Weapon", enriched: { description: "", ...enrich(raw.system) } }) });
  }
  return entries;
}
