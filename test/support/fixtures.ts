/**
 * Every sheet, chat card, HUD and dialog, with contexts built from the pack documents by the same pure
 * functions the Foundry glue calls. The template tests render them; the gallery screenshots them.
 */
import { readFileSync } from "node:fs";
import { eldfallImportGalleryEntries } from "./fixtures-eldfall-import";
import { loadSources } from "../../tools/pack-check";
import type { ActiveCondition } from "../../src/core/rules/conditions";
import { rollDialogContext } from "../../src/core/roll-dialog-model";
import { FOOTER_PARTS, rollButtons, ROLL_DIALOG_PARTS } from "./fixtures-dialogs";
import { EN_WORDS, format, translate } from "./render";
import { formatCount } from "../../src/core/format";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../src/rulesets/elvendor/options/rules/options";
import { applyElvendorCondition, turnPlan } from "../../src/rulesets/elvendor/conditions/rules/conditions";
import { attackDice, attackOdds, attackTarget, hitDistribution, resolveAttack, saveChance } from "../../src/rulesets/elvendor/combat/rules/attack";
import { resolveReaction, reactionChance } from "../../src/rulesets/elvendor/combat/rules/reactions";
import { scenarioWeather } from "../../src/rulesets/elvendor/weather/rules/weather";
import { windRelation } from "../../src/rulesets/elvendor/weather/rules/wind";
import { forcedMove } from "../../src/rulesets/elvendor/actions/rules/direction";
import { planEnemyActivation } from "../../src/rulesets/elvendor/enemies/rules/enemy";
import {
  COMPANION_TABS, companionContext, ENEMY_TABS, enemyContext, HERO_TABS, heroContext, itemChoices, itemContext, ITEM_TEMPLATES,
  type ActorLike, type DocLike, type SheetEnv,
} from "../../src/rulesets/elvendor/sheets/context";
import { sheetFrame, type SheetTab } from "../../src/core/sheets/frame";
import { attackCardContext, reactionCardContext, saveCardContext, type AttackCard } from "../../src/rulesets/elvendor/combat/cards";
import { turnStartCardContext } from "../../src/rulesets/elvendor/turns/cards";
import { conditionNoticeContext } from "../../src/rulesets/elvendor/conditions/cards";
import { enemyPlanCardContext } from "../../src/rulesets/elvendor/enemies/cards";
import { forcedMoveCardContext } from "../../src/rulesets/elvendor/actions/cards";
import { weatherCardContext, weatherHudContext } from "../../src/rulesets/elvendor/weather/cards";
import type { AbilitySystem, CompanionSystem, EnemySystem, HeroSystem } from "../../src/rulesets/elvendor/models/specs";
import { damagePartContext } from "./fixtures-damage";
import { attackPacket, elvendorDamageRules } from "../../src/rulesets/elvendor/combat/rules/damage";
import { elfGalleryEntries } from "./fixtures-elf";
import { aedeloreGalleryEntries } from "./fixtures-aedelore";
import { deckGalleryEntries } from "./fixtures-decks";
import { twod6SheetGalleryEntries } from "./fixtures-twod6-sheets";
import { eldfallResolveGalleryEntries } from "./fixtures-eldfall-resolve";
import { eldfallDiceGalleryEntries } from "./fixtures-eldfall-dice";
import { eldfallStatesGalleryEntries } from "./fixtures-eldfall-states";
import { eldfallActivationGalleryEntries } from "./fixtures-eldfall-activation";
import { eldfallAiGalleryEntries } from "./fixtures-eldfall-ai";
import { twod6GalleryEntries } from "./fixtures-twod6";
import { eldfallModelGalleryEntries } from "./fixtures-eldfall-models";
import { eldfallBehaviorGalleryEntries } from "./fixtures-eldfall-behavior";
import { eldfallChaosGalleryEntries } from "../browser/eldfall-chaos-gallery";
import { eldfallEventsGalleryEntries } from "../browser/eldfall-events";
import { eldfallCampaignGalleryEntries } from "../browser/eldfall-campaign";
import { eldfallSpawnGalleryEntries } from "./fixtures-eldfall-spawn";
import { tableGalleryEntries } from "./fixtures-table";

export interface GalleryEntry {
  readonly id: string;
  readonly title: string;
  /** sidebar: a tracker or token HUD in a Foundry-like frame; canvas: a scene's grid with an overlay. */
  readonly kind: "sheet" | "chat" | "hud" | "dialog" | "sidebar" | "canvas";
  readonly template: string;
  /** Further parts of a dialog window (./fixtures-dialogs.ts). */
  readonly parts?: readonly string[];
  readonly context: object;
  /**
   * Box content the packs do not ship (Chaos and Event card texts): the template tests render it, the gallery does
   * not picture it, since every screenshot shows pack content.
   */
  readonly boxContent?: true;
}

type Raw = { _id: string; name: string; img: string; type: string; system: unknown; items?: Raw[] };
const toDoc = (d: Raw): DocLike => ({ id: d._id, name: d.name, img: d.img, type: d.type, system: d.system });
const toActor = <S>(d: Raw): ActorLike<S> => ({ ...(toDoc(d) as DocLike<S>), items: (d.items ?? []).map(toDoc) });

/** Every HTML field shown as stored (Foundry enriches links; the gallery shows the source HTML). */
function enrichedOf(system: unknown, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(system as Record<string, unknown>)) {
    if (typeof v === "string" && v.startsWith("<")) out[prefix + k] = v;
    else if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(out, enrichedOf(v, `${prefix}${k}.`));
  }
  return out;
}
/** Handlebars reads `enriched.behavior.notes` as a path, so nest the keys again. */
function nest(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, v] of Object.entries(flat)) {
    const parts = path.split(".");
    let node = out;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = v;
  }
  return out;
}

export function packDocs(): Raw[] {
  return loadSources(".").sources.map((s) => s.doc as unknown as Raw);
}

const at = (round: number) => ({ round, turn: 0, worldTime: 0 });

/** As RealmsActorSheet#_prepareContext: the owner's frame (a tab, the lock) over the sheet's context, `editable` only with the lock open. */
export function framed<C extends object>(context: C, tabs: readonly SheetTab[], view: { tab?: string; editMode?: boolean } = {}) {
  const frame = sheetFrame(tabs, view.tab, { owner: true, editMode: view.editMode ?? false });
  return { ...context, editable: frame.editing, frame };
}

/**
 * The rulesets as the first-run dialog lists them (`allRulesets()`, in src/rulesets/registered.ts order), read from
 * the sources: each ruleset's index module needs Foundry to load, its id and label are plain text there.
 */
function registeredRulesets(): { id: string; label: string }[] {
  const order = /RULESETS = \[([^\]]*)\]/.exec(readFileSync("src/rulesets/registered.ts", "utf8"))![1]!.split(",").map((x) => x.trim());
  return order.map((folder) => {
    const id = /_ID = "([^"]+)"/.exec(readFileSync(`src/rulesets/${folder}/config.ts`, "utf8"))![1]!;
    const label = /^ {2}label: "([^"]+)"/m.exec(readFileSync(`src/rulesets/${folder}/index.ts`, "utf8"))![1]!;
    return { id, label };
  });
}

export function galleryEntries(options: { hostileName?: string } = {}): GalleryEntry[] {
  const docs = packDocs();
  const byName = (name: string) => docs.find((d) => d.name === name)!;
  const hero = toActor<HeroSystem>(byName("Aria of the Pines"));
  const spiderRaw = byName("Spider");
  const spider = toActor<EnemySystem>(options.hostileName ? { ...spiderRaw, name: options.hostileName } : spiderRaw);
  const wolf = toActor<CompanionSystem>(byName("Ash the Wolf"));

  let heroConditions: ActiveCondition[] = applyElvendorCondition([], "poisoned", { at: at(1), value: 1 }, O).active;
  heroConditions = applyElvendorCondition(heroConditions, "blinded", { at: at(2) }, O).active;
  const weather = scenarioWeather({ status: 5, windFrom: 3, windTo: 9, windSpeedDice: [4], noiseDie: 5 }, "normal");
  const detection = { noise: 0 + weather.noiseModifier + 1, timeOfDay: weather.timeOfDay, precipitation: weather.precipitation, wind: weather.wind };
  const env = (conditions: ActiveCondition[], doc: { system: unknown }, extra: Partial<SheetEnv> = {}): SheetEnv => ({
    editable: true, conditions, round: 2, apLeft: null, enriched: nest(enrichedOf(doc.system)) as Record<string, string>, options: O, ...extra,
  });

  const HERO = "templates/elvendor/sheets/hero.hbs";
  const heroSheet = heroContext(hero, env(heroConditions, hero, { apLeft: 2 }));
  const entries: GalleryEntry[] = [
    { id: "hero-sheet", title: "Hero sheet (Aria, in combat: 2 actions left)", kind: "sheet", template: HERO, context: framed(heroSheet, HERO_TABS) },
    { id: "hero-sheet-edit", title: "Hero sheet, unlocked for editing", kind: "sheet", template: HERO, context: framed(heroSheet, HERO_TABS, { editMode: true }) },
    { id: "hero-sheet-stats", title: "Hero sheet, Stats tab", kind: "sheet", template: HERO, context: framed(heroSheet, HERO_TABS, { tab: "stats" }) },
    { id: "enemy-sheet", title: "Enemy sheet (Spider)", kind: "sheet", template: "templates/elvendor/sheets/enemy.hbs", context: framed(enemyContext(spider, env([], spider, { detection })), ENEMY_TABS) },
    { id: "companion-sheet", title: "Companion sheet (Ash the Wolf)", kind: "sheet", template: "templates/elvendor/sheets/companion.hbs", context: framed(companionContext(wolf, env([], wolf)), COMPANION_TABS) },
  ];

  const itemsByType = new Map<string, Raw>();
  for (const d of docs) for (const item of [d, ...(d.items ?? [])]) if (ITEM_TEMPLATES[item.type] && !itemsByType.has(item.type)) itemsByType.set(item.type, item);
  itemsByType.set("elvendorCondition", byName("Poisoned"));
  itemsByType.set("elvendorAction", byName("Parry"));
  for (const [type, raw] of itemsByType) {
    entries.push({
      id: `item-${type}`, title: `Item sheet: ${raw.name}`, kind: "sheet", template: ITEM_TEMPLATES[type]!,
      context: itemContext(toDoc(raw), { editable: true, enriched: nest(enrichedOf(raw.system)) as Record<string, string> }, itemChoices()),
    });
  }

  // Poison Spit from the Spider at Aria, four tiles away, at night in fog, against the wind.
  const spit = spider.items.find((i) => i.name === "Poison Spit") as DocLike<AbilitySystem>;
  const relation = windRelation(weather.wind, { x: 4, y: 0 });
  const aim = attackTarget({ hit: spit.system.hit, defense: hero.system.attributes.def, ranged: true, range: spit.system.range, distance: 4,
    timeOfDay: weather.timeOfDay, precipitation: weather.precipitation, wind: relation, windSpeed: weather.wind.speed }, O);
  const dice = [6];
  const heroArmor = hero.system.secondary.armor;
  const result = resolveAttack(dice, aim.target, spit.system.damage, heroArmor);
  const attack: AttackCard = {
    attacker: { name: spider.name, uuid: null }, target: { name: hero.name, uuid: null },
    ability: { name: spit.name, ranged: true, damage: spit.system.damage, attacks: spit.system.attacks },
    base: aim.base, modifiers: aim.modifiers, targetNumber: aim.target, dice, hits: result.hits, damagePerHit: result.damagePerHit,
    damage: result.damage, armor: heroArmor, chancePerDie: 1 - hitDistribution(aim.target, 1).p(0), chanceAnyHit: 1 - hitDistribution(aim.target, spit.system.attacks).p(0),
    condition: { id: "poisoned", value: 1 }, reaction: null, applied: { damage: false, condition: false },
  };
  const bite = spider.items.find((i) => i.name === "Bite") as DocLike<AbilitySystem>;
  const heroBow = hero.items.find((i) => i.name === "Longbow") as DocLike<AbilitySystem>;
  const bowAim = attackTarget({ hit: heroBow.system.hit, defense: spider.system.defense, ranged: true, range: heroBow.system.range, distance: 5,
    timeOfDay: weather.timeOfDay, precipitation: weather.precipitation, wind: "with", windSpeed: weather.wind.speed }, O);
  // The Longbow rolls its own ATT column in dice, as the attack glue counts them (attackDice).
  const bowCount = attackDice(heroBow.system.attacks, hero.system.attributes.att);
  const bowDice = [5, 2, 4].slice(0, bowCount);
  const bowRoll = resolveAttack(bowDice, bowAim.target, heroBow.system.damage, spider.system.armor);
  const bowCard: AttackCard = { ...attack, attacker: { name: hero.name, uuid: null }, target: { name: spider.name, uuid: null },
    ability: { name: heroBow.name, ranged: true, damage: heroBow.system.damage, attacks: bowCount }, base: bowAim.base, modifiers: bowAim.modifiers,
    targetNumber: bowAim.target, dice: bowDice, hits: bowRoll.hits, damagePerHit: bowRoll.damagePerHit, damage: bowRoll.damage, armor: spider.system.armor,
    chancePerDie: 1 - hitDistribution(bowAim.target, 1).p(0), chanceAnyHit: 1 - hitDistribution(bowAim.target, bowCount).p(0), condition: null,
    applied: { damage: true, condition: false } };
  const dodged = resolveReaction("parry", 5, O);
  const move = forcedMove(4, hero.system.attributes.mov, { x: 3, y: 3 });
  const plan = planEnemyActivation({ id: "spider", position: { x: 0, y: 0 }, move: spider.system.move, actions: spider.system.actions, alert: spider.system.alert,
    detection: spider.system.detection, abilities: spider.items.map((i) => ({ name: i.name, range: (i.system as AbilitySystem).range })) },
  [{ id: "aria", position: { x: 4, y: 1 }, invisible: false, down: false }], detection, O);
  const poisonedPlan = turnPlan(heroConditions, hero.system.attributes.act, 0);

  entries.push(
    { id: "chat-attack", title: "Chat: attack with modifiers", kind: "chat", template: "templates/elvendor/chat/attack.hbs", context: attackCardContext(attack, { hasDamagePart: true }) },
    { id: "chat-attack-applied", title: "Chat: attack, damage applied", kind: "chat", template: "templates/elvendor/chat/attack.hbs", context: attackCardContext(bowCard) },
    { id: "chat-attack-reacted", title: "Chat: attack avoided by Parry", kind: "chat", template: "templates/elvendor/chat/attack.hbs",
      context: attackCardContext({ ...attack, ability: { ...attack.ability, name: bite.name, ranged: false }, modifiers: [], base: 4, targetNumber: 4, dice: [4], hits: 1, reaction: dodged }) },
    { id: "chat-save", title: "Chat: save", kind: "chat", template: "templates/elvendor/chat/save.hbs",
      context: saveCardContext({ actor: { name: spider.name, uuid: null }, sav: spider.system.saves, roll: 3, success: false, chance: saveChance(spider.system.saves), against: "fear" }) },
    { id: "chat-reaction", title: "Chat: Parry", kind: "chat", template: "templates/elvendor/chat/reaction.hbs",
      context: reactionCardContext({ actor: { name: hero.name, uuid: null }, attacker: { name: spider.name, uuid: null }, result: dodged, chance: reactionChance(O) }) },
    { id: "chat-weather", title: "Chat: scenario weather", kind: "chat", template: "templates/elvendor/chat/weather.hbs",
      context: weatherCardContext({ weather, dice: { status: [5], direction: [3, 9], speed: [4], noise: [5] }, mode: "normal", mapCord: 7 }) },
    { id: "chat-forced-move", title: "Chat: forced move", kind: "chat", template: "templates/elvendor/chat/forced-move.hbs",
      context: forcedMoveCardContext({ actor: { name: hero.name, uuid: null }, cause: "blinded", direction: move.direction, distance: move.distance, to: move.to, index: 1, of: 2, done: false }) },
    { id: "chat-enemy-plan", title: "Chat: enemy activation", kind: "chat", template: "templates/elvendor/chat/enemy-plan.hbs",
      context: enemyPlanCardContext({ enemy: { name: spider.name, uuid: null }, steps: plan, heroes: { aria: hero.name }, status: "proposed" }) },
    { id: "chat-condition-applied", title: "Chat: condition applied", kind: "chat", template: "templates/elvendor/chat/condition-notice.hbs",
      context: conditionNoticeContext({ actor: { name: hero.name, uuid: null }, conditionId: "poisoned", outcome: "applied" }) },
    { id: "chat-condition-cap", title: "Chat: third condition ignored", kind: "chat", template: "templates/elvendor/chat/condition-notice.hbs",
      context: conditionNoticeContext({ actor: { name: hero.name, uuid: null }, conditionId: "fear", outcome: "ignored", reason: "cap" }) },
    { id: "chat-condition-immune", title: "Chat: Petrified is immune", kind: "chat", template: "templates/elvendor/chat/condition-notice.hbs",
      context: conditionNoticeContext({ actor: { name: spider.name, uuid: null }, conditionId: "fear", outcome: "ignored", reason: "immune", blockedBy: "petrified" }) },
    { id: "chat-turn-start", title: "Chat: turn start", kind: "chat", template: "templates/elvendor/chat/turn-start.hbs",
      context: turnStartCardContext({ actor: { name: hero.name, uuid: null }, actions: poisonedPlan.actions, losses: [{ source: "pending", actions: 1 }], poison: 1, forced: poisonedPlan.forcedMovement }) },
    { id: "chat-action-played", title: "Chat: action card played", kind: "chat", template: "templates/elvendor/chat/action-played.hbs",
      context: { actor: hero.name, card: "Parry", cost: "1", noise: "1" } },
    { id: "chat-apply-damage", title: "Chat: apply damage per target", kind: "chat", template: "templates/core/chat/apply-damage.hbs", context: damagePartContext(attackPacket(bowCard), elvendorDamageRules(spider.system.armor), [
        { name: spider.name, uuid: "Actor.spider", pool: { path: "health.value", value: spider.system.health.value }, applied: true },
        { name: hero.name, uuid: "Actor.aria", pool: { path: "health.value", value: hero.system.health.value } },
      ]) },
    { id: "weather-hud", title: "Weather HUD", kind: "hud", template: "templates/elvendor/hud/weather.hbs",
      context: weatherHudContext({ weather, noiseBase: 0, windBase: 0, noiseAdded: 1, mapCord: 7 }, true) },
    { id: "roll-dialog", title: "Roll dialog with exact odds", kind: "dialog", template: "templates/core/roll-dialog.hbs", parts: ROLL_DIALOG_PARTS,
      context: { ...rollDialogContext({ title: format("REALMS.Elvendor.Roll.dialogTitle", { actor: hero.name, ability: heroBow.name }), subtitle: spider.name, base: `${bowAim.base}+`, situational: 0,
        modifiers: [...bowAim.modifiers.map((m) => ({ source: m.source, label: `REALMS.Elvendor.Modifier.${m.source}`, value: m.value, active: true })),
          { source: "rain", label: "REALMS.Elvendor.Modifier.rain", value: 1, active: false }] },
      (shift) => attackOdds(bowAim.base, shift, bowCount, O.naturalRolls, (n) => formatCount(EN_WORDS, "REALMS.Elvendor.Roll.hitsRow", n))), buttons: rollButtons() } },
    { id: "first-run-dialog", title: "First run: the GM picks the ruleset", kind: "dialog", template: "templates/core/first-run-dialog.hbs", parts: FOOTER_PARTS,
      context: { rulesets: registeredRulesets(),
        buttons: [{ value: "confirm", label: translate("REALMS.FirstRun.confirm"), icon: "fa-solid fa-check", default: true }] } },
    { id: "range-override-dialog", title: "GM: attack out of range anyway?", kind: "dialog", template: "templates/core/confirm-dialog.hbs", parts: FOOTER_PARTS,
      context: { text: format("REALMS.Elvendor.Errors.OutOfRange", { target: spider.name, distance: "7", range: "5" }),
        buttons: [{ value: "override", label: translate("REALMS.Elvendor.Range.override"), icon: "fa-solid fa-gavel", default: false },
          { value: "cancel", label: translate("REALMS.Elvendor.Range.cancel"), icon: "", default: true }] } },
    { id: "reaction-proposals", title: "GM confirms the AI reactors' reactions", kind: "dialog", template: "templates/core/reaction-proposals.hbs", parts: FOOTER_PARTS,
      context: { prompt: format("REALMS.ReactionWindow.proposalsPrompt", { trigger: `${hero.name}: ${heroBow.name}` }),
        reactors: [
          { id: "Actor.spider", name: spider.name, proposal: "dodge", options: [{ id: "dodge", label: translate("REALMS.Elvendor.Action.dodge"), selected: true }, { id: "parry", label: translate("REALMS.Elvendor.Action.parry"), selected: false }] },
          { id: "Actor.spider2", name: `${spider.name} (2)`, proposal: null, options: [{ id: "dodge", label: translate("REALMS.Elvendor.Action.dodge"), selected: false }] },
        ],
        buttons: [{ value: "confirm", label: translate("REALMS.ReactionWindow.confirm"), icon: "fa-solid fa-check", default: true }] } },
  );
  entries.push(...elfGalleryEntries(docs as never, (system) => nest(enrichedOf(system)) as Record<string, string>, options.hostileName));
  entries.push(...aedeloreGalleryEntries(docs as never, (system) => nest(enrichedOf(system)) as Record<string, string>, options.hostileName));
  entries.push(...deckGalleryEntries(docs as never, options.hostileName));
  entries.push(...eldfallResolveGalleryEntries(options.hostileName));
  entries.push(...eldfallDiceGalleryEntries(docs as never, options.hostileName));
  entries.push(...eldfallStatesGalleryEntries());
  entries.push(...eldfallActivationGalleryEntries(options.hostileName));
  entries.push(...eldfallAiGalleryEntries(options.hostileName));
  entries.push(...eldfallImportGalleryEntries());
  entries.push(...twod6GalleryEntries(docs as never, options.hostileName));
  entries.push(...twod6SheetGalleryEntries((system) => nest(enrichedOf(system)) as Record<string, string>, options.hostileName));
  entries.push(...eldfallModelGalleryEntries(options.hostileName));
  entries.push(...eldfallBehaviorGalleryEntries(options.hostileName));
  entries.push(...eldfallChaosGalleryEntries(options.hostileName));
  entries.push(...eldfallEventsGalleryEntries(options.hostileName));
  entries.push(...eldfallCampaignGalleryEntries(options.hostileName));
  entries.push(...eldfallSpawnGalleryEntries(options.hostileName));
  entries.push(...tableGalleryEntries(options.hostileName));
  return entries;
}

