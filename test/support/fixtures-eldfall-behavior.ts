/**
 * Behavior (AI) cards in the gallery: the rulebook's generic example card (the Behaviors pack document) in its editor,
 * the same card after edits the AI cannot run, and the behavior area of Iuren (Examples pack) and of Tharos marked as
 * an ally, each carrying the example card as a drop puts it there. Every name is a pack document's.
 */
import type { DocLike } from "../../src/core/sheets/context";
import type { BehaviorSystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { behaviorEditorContext } from "../../src/rulesets/eldfall/sheets/behavior-context";
import type { HeroSystem } from "../../src/rulesets/eldfall/models/specs";
import { format } from "./render";
import { PACK_IDS, eldfallPackDocs, packDoc } from "./eldfall-pack-docs";
import { heroSheet, hostileSheet } from "./fixtures-eldfall-models";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }

export const EXAMPLE_BEHAVIOR_ID = PACK_IDS.exampleBehavior;

/** The example card as the pack holds it. */
export function exampleBehavior(): DocLike<BehaviorSystem> {
  const doc = packDoc(eldfallPackDocs(), EXAMPLE_BEHAVIOR_ID);
  return { id: doc.id, name: doc.name, img: doc.img, type: doc.type, system: doc.system as BehaviorSystem };
}

/** The example card after a careless edit: an attack in the Movement Step, a reaction test in it, "within N" without N. */
export function badBehavior(name?: string): DocLike<BehaviorSystem> {
  const card = exampleBehavior();
  const s = card.system;
  const [move, ...moves] = s.active.movement;
  const [act, ...acts] = s.active.action;
  const clause = move!.conditions[0]!;
  const system: BehaviorSystem = {
    ...s,
    active: {
      movement: [{ ...move!, conditions: [{ ...clause, key: "activatedInLos", n: null as unknown as number }], behavior: "meleeAttack" }, ...moves],
      action: [{ ...act!, conditions: [{ ...clause, key: "enemyWithin", n: null as unknown as number }], behavior: "nothing", target: "priority" }, ...acts],
    },
  };
  return { ...card, name: name ?? card.name, system };
}

const env = { editable: true, enriched: { description: "" }, translate: format };

export function eldfallBehaviorGalleryEntries(hostileName?: string): Entry[] {
  const docs = eldfallPackDocs();
  const example = exampleBehavior();
  const card = { ...example, missing: [] as string[], name: hostileName ?? example.name };
  const iuren = packDoc(docs, PACK_IDS.iuren);
  const hostile = { ...iuren, name: hostileName ?? iuren.name, items: [...iuren.items, card] };
  const tharos = packDoc(docs, PACK_IDS.tharos);
  const ally = { ...tharos, name: hostileName ?? tharos.name, system: { ...(tharos.system as HeroSystem), ally: true }, items: [...tharos.items, card] };
  return [
    { id: "eld-behavior-editor", title: "Eldfall: Behavior card editor (the rulebook's generic example card, from the Behaviors pack)", kind: "sheet",
      template: "templates/eldfall/behavior-sheet.hbs", context: behaviorEditorContext(card, env) },
    { id: "eld-behavior-editor-problems", title: "Eldfall: Behavior card editor (the example card after edits the AI cannot run)", kind: "sheet",
      template: "templates/eldfall/behavior-sheet.hbs", context: behaviorEditorContext(badBehavior(hostileName), env) },
    { id: "eld-hostile-behavior", title: "Eldfall: hostile sheet, Behavior tab (Iuren with the example card dropped on him)", kind: "sheet",
      template: "templates/eldfall/sheet-hostile.hbs", context: hostileSheet(hostile, { tab: "behavior" }) },
    { id: "eld-ally-behavior", title: "Eldfall: hero sheet marked as an ally, Abilities tab with its Behavior card", kind: "sheet",
      template: "templates/eldfall/sheet-hero.hbs", context: heroSheet(ally, { tab: "abilities" }) },
  ];
}
