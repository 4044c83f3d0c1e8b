/**
 * Behavior (AI) cards in the gallery: the rulebook's generic example card (the pack document) in its editor, a
 * synthetic card with rows an import got wrong, and the behavior area of a synthetic Hostile and ally carrying the
 * example card. Synthetic names ("Test Hostile 07") are obviously not game content.
 */
import { initialValue } from "../../src/core/schema/spec";
import type { DocLike } from "../../src/core/sheets/context";
import { loadSources } from "../../tools/pack-check";
import { ELDFALL_ACTOR_SPECS, type HeroSystem, type HostileSystem } from "../../src/rulesets/eldfall/models/specs";
import { behaviorSpec, type BehaviorSystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { behaviorEditorContext } from "../../src/rulesets/eldfall/sheets/behavior-context";
import { heroContext, hostileContext } from "../../src/rulesets/eldfall/sheets/context";
import { format } from "./render";

interface Entry { readonly id: string; readonly title: string; readonly kind: "sheet"; readonly template: string; readonly context: object }

const ICON = "systems/realms/assets/icons/eldfall/behavior.svg";
const TOKEN = "systems/realms/assets/tokens/hero.svg";
export const EXAMPLE_BEHAVIOR_ID = "eldBeExampleM790";

/** The example card as the pack holds it. */
export function exampleBehavior(): DocLike<BehaviorSystem> {
  const doc = loadSources(".").sources.find((s) => s.doc._id === EXAMPLE_BEHAVIOR_ID)!.doc as { name: string; system: BehaviorSystem };
  return { id: EXAMPLE_BEHAVIOR_ID, name: doc.name, img: ICON, type: "eldfallBehavior", system: doc.system };
}

/** A card as a careless import might leave it: an attack in the Movement Step, a reaction test in it, "within N" without N. */
export function badBehavior(name = "Test Behavior 07"): DocLike<BehaviorSystem> {
  const row = initialValue(behaviorSpec.fields.active.fields.movement.element);
  const clause = initialValue(behaviorSpec.fields.active.fields.movement.element.fields.conditions.element);
  const system: BehaviorSystem = {
    ...initialValue(behaviorSpec), tier: 2,
    active: {
      movement: [{ ...row, conditions: [{ ...clause, key: "activatedInLos" }], behavior: "meleeAttack" }],
      action: [{ ...row, conditions: [{ ...clause, key: "enemyWithin", n: null as unknown as number }], behavior: "nothing", target: "priority" }],
    },
    reactive: { reaction: [] },
  };
  return { id: "eldBeTestBehav07", name, img: ICON, type: "eldfallBehavior", system };
}

const env = { editable: true, states: [], enriched: { notes: "", description: "" }, translate: format };

export function eldfallBehaviorGalleryEntries(hostileName?: string): Entry[] {
  const example = exampleBehavior();
  const hostileSystem: HostileSystem = { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHostile), tier: 2 };
  const hostile = { id: "eldHoTest07", name: hostileName ?? "Test Hostile 07", img: TOKEN, type: "eldfallHostile", system: hostileSystem,
    items: [{ ...example, name: hostileName ?? example.name }] };
  const allySystem: HeroSystem = { ...initialValue(ELDFALL_ACTOR_SPECS.eldfallHero), ally: true };
  const ally = { id: "eldHeTestAlly03", name: hostileName ?? "Test Ally 03", img: TOKEN, type: "eldfallHero", system: allySystem, items: [example] };
  return [
    { id: "eld-behavior-editor", title: "Eldfall: Behavior card editor (the rulebook's generic example card, keyed)", kind: "sheet",
      template: "templates/eldfall/behavior-sheet.hbs", context: behaviorEditorContext({ ...example, name: hostileName ?? example.name }, env) },
    { id: "eld-behavior-editor-problems", title: "Eldfall: Behavior card editor (a synthetic card with rows the AI cannot run)", kind: "sheet",
      template: "templates/eldfall/behavior-sheet.hbs", context: behaviorEditorContext(badBehavior(hostileName), env) },
    { id: "eld-hostile-behavior", title: "Eldfall: hostile sheet, behavior area (Test Hostile 07, Tier II, with the Tier I example card)", kind: "sheet",
      template: "templates/eldfall/sheet-hostile.hbs", context: hostileContext(hostile, env) },
    { id: "eld-ally-behavior", title: "Eldfall: ally hero sheet with a Behavior card (A57)", kind: "sheet",
      template: "templates/eldfall/sheet-hero.hbs", context: heroContext(ally, env) },
  ];
}
