/**
 * 2D6 sheets in the gallery, from the pack documents (packs/twod6-examples, packs/twod6-items) through the same pure
 * builders the live sheets call, framed as the sheet class frames them (sheetFrame: play mode, first tab, unless
 * an entry shows the lock open or another tab). The unit tests' own documents (./twod6-sheet-docs/) stay theirs.
 */
import { readFileSync, readdirSync } from "node:fs";
import { loadSources } from "../../tools/pack-check";
import { sheetFrame, type SheetTab } from "../../src/core/sheets/frame";
import type { ActorLike, DocLike } from "../../src/core/sheets/context";
import type { CharacterSystem, CreatureSystem } from "../../src/rulesets/twod6/models/specs";
import {
  characterContext, creatureContext, twod6ItemContext, TWOD6_CHARACTER_TABS, TWOD6_CREATURE_TABS, type Twod6SheetEnv,
} from "../../src/rulesets/twod6/sheets/sheet-context";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }
type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };

const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const toActor = <S>(d: Raw): ActorLike<S> => ({ ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) });

export const TWOD6_ACTOR_TEMPLATE = "templates/twod6/sheet-actor.hbs";
export const TWOD6_CREATURE_TEMPLATE = "templates/twod6/sheet-creature.hbs";
export const TWOD6_ITEM_TEMPLATE = "templates/twod6/sheet-item.hbs";

/** Which pack item shows each item type: example numbers, a blessing, food, a blessed wand, a bound cursed ring. */
export const TWOD6_ITEM_SHOWCASE: Readonly<Record<string, string>> = {
  twod6Weapon: "Longsword", twod6Armor: "Blessed Shield-Helm", twod6Provision: "Trail Bread", twod6Charged: "Blessed Wand of Sparks", twod6Trinket: "Bound Ring of Woe",
};

const DOCS_DIR = "test/support/twod6-sheet-docs";
/** The documents the 2D6 sheet unit tests read (a cursed mask, a starving orc: cases the packs do not ship). */
export function twod6SheetDocs(): Raw[] {
  return readdirSync(DOCS_DIR).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(readFileSync(`${DOCS_DIR}/${f}`, "utf8")) as Raw);
}

/** The 2D6 documents of the packs, as the importer reads their sources. */
export function twod6PackDocs(): Raw[] {
  return loadSources(".").sources.filter((s) => s.pack.path.startsWith("packs/twod6-")).map((s) => s.doc as unknown as Raw);
}

/** The context a sheet renders: ours, then the frame the base class adds (its `editable` is the lock's). */
export function framed<C extends object>(tabs: readonly SheetTab[], context: (editing: boolean) => C, view: { tab?: string; editMode?: boolean; owner?: boolean } = {}) {
  const frame = sheetFrame(tabs, view.tab, { owner: view.owner ?? true, editMode: view.editMode ?? false });
  return { ...context(frame.editing), editable: frame.editing, frame };
}

export function twod6SheetGalleryEntries(enrich: (system: unknown) => Record<string, string>, hostileName?: string): Entry[] {
  const docs = twod6PackDocs();
  const byName = (name: string) => docs.find((d) => d.name === name)!;
  const env = (doc: { system: unknown }, editable: boolean, extra: Partial<Twod6SheetEnv> = {}): Twod6SheetEnv =>
    ({ editable, isGM: true, enriched: { notes: "", description: "", ...enrich(doc.system) }, hasteStatuses: 0, slowStatuses: 0, conditions: [], ...extra });
  const fighterRaw = byName("Brannic the Fighter");
  const fighter = toActor<CharacterSystem>(hostileName ? { ...fighterRaw, name: hostileName } : fighterRaw);
  const orc = toActor<CreatureSystem>(byName("Grask the Orc"));
  const ogre = toActor<CreatureSystem>(byName("Cinder Ogre"));
  // Brannic a few blows into a fight, set on fire, with a haste spell and a slow on his token.
  const hurt = { ...fighter, system: { ...fighter.system, health: { ...fighter.system.health, value: 7 }, energy: { ...fighter.system.energy, value: 2 } } };
  const inFight = { hasteStatuses: 1, slowStatuses: 1, conditions: ["onFire"] };
  const character = (view: { tab?: string; editMode?: boolean }) => framed(TWOD6_CHARACTER_TABS, (editing) => characterContext(hurt, env(fighter, editing, inFight)), view);
  const creature = (actor: ActorLike<CreatureSystem>) => framed(TWOD6_CREATURE_TABS, (editing) => creatureContext(actor, env(actor, editing)));
  const entries: Entry[] = [
    { id: "twod6-sheet-character", title: "2D6: Brannic the Fighter in play (hurt, on fire, hasted, a slow on his token)", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: character({}) },
    { id: "twod6-sheet-character-edit", title: "2D6: Brannic with the lock open (every field an input)", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: character({ editMode: true }) },
    { id: "twod6-sheet-character-abilities", title: "2D6: Brannic's Abilities tab (scores, scales, defences)", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: character({ tab: "abilities" }) },
    { id: "twod6-sheet-character-inventory", title: "2D6: Brannic's Inventory tab", kind: "sheet", template: TWOD6_ACTOR_TEMPLATE, context: character({ tab: "inventory" }) },
    { id: "twod6-sheet-orc", title: "2D6: Grask the Orc, a creature's stat block (shifted strength scale)", kind: "sheet", template: TWOD6_CREATURE_TEMPLATE, context: creature(orc) },
    { id: "twod6-sheet-creature", title: "2D6: Cinder Ogre, a monster with a fire aura", kind: "sheet", template: TWOD6_CREATURE_TEMPLATE, context: creature(ogre) },
  ];
  for (const [type, name] of Object.entries(TWOD6_ITEM_SHOWCASE)) {
    const raw = byName(name);
    entries.push({ id: `item-${type}`, title: `2D6 item: ${name}`, kind: "sheet", template: TWOD6_ITEM_TEMPLATE,
      context: twod6ItemContext(toDoc(raw), { editable: true, isGM: true, enriched: { description: "", ...enrich(raw.system) } }) });
  }
  return entries;
}
