/** Gallery entries of part 2's spawn, trigger and loot cards and the spawn dialog (synthetic names, not box content). */
import { lootContext, spawnContext, triggerContext, type LootCard, type SpawnCard, type TriggerCard } from "../../src/rulesets/eldfall/spawn/cards";
import { FOOTER_PARTS } from "./fixtures-dialogs";
import { translate } from "./render";

const ref = (name: string, uuid = `Actor.${name.replace(/\W/g, "")}`) => ({ name, uuid });

export function eldfallSpawnGalleryEntries(hostileName?: string) {
  const hostile = hostileName ?? "Test Hostile 07";
  const base: SpawnCard = {
    asked: ref("Test Hostile 01"), tier: 1, at: { x: 3, y: 1 }, sceneId: "scene1", triggeredBy: ref("Aria"), step: "sameTier",
    candidates: [ref(hostile), ref("Test Hostile 02")], replaces: ref("Test Hostile 01"), status: "choose", spawned: null, cell: null,
    noRoom: false, facing: null, faces: null, ap: null, healed: [],
  };
  const spawned: SpawnCard = { ...base, status: "spawned", spawned: ref(hostile), cell: { x: 3, y: 2 }, facing: "south", faces: ref("Aria"), ap: 2 };
  const regained: SpawnCard = { ...base, asked: null, tier: 3, step: null, candidates: [], replaces: null, status: "regained", healed: [ref(hostile), ref("Test Hostile 05")] };
  const trigger: TriggerCard = {
    kind: "encounter", code: "II", region: "Old bridge", zones: [{ uuid: "Scene.s.Region.r.RegionBehavior.b", code: "II", region: "Old bridge" }],
    hero: ref("Aria"), at: { x: 3, y: 1 }, sceneId: "scene1", page: "JournalEntry.q.JournalEntryPage.p", triggered: true,
  };
  const perceive: TriggerCard = { ...trigger, kind: "intrigue", code: "", region: "", page: null, triggered: false,
    zones: [{ uuid: "Scene.s.Region.r1.RegionBehavior.b1", code: "3", region: "Shrine" }, { uuid: "Scene.s.Region.r2.RegionBehavior.b2", code: "4", region: hostile }] };
  const loot: LootCard = {
    hero: ref("Aria"), chart: "common", roll: 6, rolledName: "Test Upgrade 2", above: "Test Upgrade 1", below: "Test Upgrade 3", pick: "", given: null,
    nothing: null, tableId: "t1", rolledIndex: 1, aboveIndex: 0, belowIndex: 2,
  };
  const lootGiven: LootCard = { ...loot, above: null, below: null, roll: 14, rolledName: "Test Upgrade 4", given: ref(hostile, "Item.x") };
  const lootNothing: LootCard = { ...loot, above: null, below: null, nothing: "exhausted" };
  const dialog = {
    pool: [{ uuid: "Actor.a", name: hostile, tier: "I", left: 2 }, { uuid: "Actor.b", name: "Test Hostile 05", tier: "III", left: 0 }],
    heroes: [{ uuid: "Actor.h", name: "Aria", selected: true }], x: 4, y: 2, tiers: [1, 2, 3].map((t) => ({ value: t, label: ["I", "II", "III"][t - 1] })),
    buttons: [{ value: "spawn", label: translate("REALMS.Eldfall.Spawn.spawn"), icon: "fa-solid fa-dragon", default: true }],
  };
  return [
    { id: "eldfall-spawn-card", title: "Eldfall spawn (a replacement placed, AP at once)", kind: "chat" as const, template: "templates/eldfall/spawn-card.hbs", context: spawnContext(spawned) },
    { id: "eldfall-spawn-choose", title: "Eldfall spawn (the players choose)", kind: "chat" as const, template: "templates/eldfall/spawn-card.hbs", context: spawnContext(base) },
    { id: "eldfall-spawn-regained", title: "Eldfall spawn (all on the field: +1 HP)", kind: "chat" as const, template: "templates/eldfall/spawn-card.hbs", context: spawnContext(regained) },
    { id: "eldfall-trigger-encounter", title: "Eldfall Encounter triggered (GM)", kind: "chat" as const, template: "templates/eldfall/spawn-trigger.hbs", context: triggerContext(trigger) },
    { id: "eldfall-trigger-perceive", title: "Eldfall Perceive aimed at an Intrigue (GM)", kind: "chat" as const, template: "templates/eldfall/spawn-trigger.hbs", context: triggerContext(perceive) },
    { id: "eldfall-loot-choose", title: "Eldfall Loot (above or below)", kind: "chat" as const, template: "templates/eldfall/spawn-loot.hbs", context: lootContext(loot) },
    { id: "eldfall-loot-given", title: "Eldfall Loot (given)", kind: "chat" as const, template: "templates/eldfall/spawn-loot.hbs", context: lootContext(lootGiven) },
    { id: "eldfall-loot-nothing", title: "Eldfall Loot (nothing left)", kind: "chat" as const, template: "templates/eldfall/spawn-loot.hbs", context: lootContext(lootNothing) },
    { id: "eldfall-spawn-dialog", title: "Eldfall spawn dialog (GM)", kind: "dialog" as const, template: "templates/eldfall/spawn-dialog.hbs", parts: FOOTER_PARTS, context: dialog },
  ];
}
