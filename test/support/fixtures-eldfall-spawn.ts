/**
 * Gallery entries of the spawn, trigger and loot cards and the spawn dialog, with the pack's Hostile (Iuren), heroes
 * (Anari, Tharos) and Upgrades (Claws, Sacred Relic Blade) through the cards' context code. The packs hold one Hostile,
 * so the card where the players choose between several is not shown; the loot charts' rows are not in the packs either,
 * so neither is the card offering the rows above and below a taken one (the rolled rows here are the pack's Upgrades).
 */
import { lootContext, spawnContext, triggerContext, type LootCard, type SpawnCard, type TriggerCard } from "../../src/rulesets/eldfall/spawn/cards";
import { FOOTER_PARTS } from "./fixtures-dialogs";
import { translate } from "./render";
import { packDocs } from "./fixtures";

const ref = (name: string, uuid = `Actor.${name.replace(/\W/g, "")}`) => ({ name, uuid });

export function eldfallSpawnGalleryEntries(hostileName?: string) {
  const docs = packDocs();
  const doc = (name: string) => docs.find((d) => d.name === name)!;
  const iurenDoc = doc("Iuren, Red Raseis");
  const iuren = ref(hostileName ?? iurenDoc.name, `Actor.${iurenDoc._id}`);
  const [anari, tharos] = [doc("Anari, Light"), doc("Tharos, One-Eyed Wolf")].map((d) => ref(d.name, `Actor.${d._id}`)) as [ReturnType<typeof ref>, ReturnType<typeof ref>];
  const [claws, blade] = [doc("Claws"), doc("Sacred Relic Blade")];
  const base: SpawnCard = {
    asked: iuren, tier: 1, at: { x: 3, y: 1 }, sceneId: "scene1", triggeredBy: anari, step: "named",
    candidates: [iuren], replaces: null, status: "choose", spawned: null, cell: null,
    noRoom: false, facing: null, faces: null, ap: null, healed: [],
  };
  const spawned: SpawnCard = { ...base, status: "spawned", spawned: iuren, cell: { x: 3, y: 2 }, facing: "south", faces: anari, ap: 2 };
  const regained: SpawnCard = { ...base, asked: null, tier: 3, step: null, candidates: [], replaces: null, status: "regained", healed: [iuren] };
  const trigger: TriggerCard = {
    kind: "encounter", code: "II", region: "Old bridge", zones: [{ uuid: "Scene.s.Region.r.RegionBehavior.b", code: "II", region: "Old bridge" }],
    hero: anari, at: { x: 3, y: 1 }, sceneId: "scene1", page: "JournalEntry.q.JournalEntryPage.p", triggered: true,
  };
  const perceive: TriggerCard = { ...trigger, kind: "intrigue", code: "", region: "", page: null, triggered: false, hero: tharos,
    zones: [{ uuid: "Scene.s.Region.r1.RegionBehavior.b1", code: "3", region: "Shrine" }, { uuid: "Scene.s.Region.r2.RegionBehavior.b2", code: "4", region: hostileName ?? "Watchtower" }] };
  const loot: LootCard = {
    hero: anari, chart: "common", roll: 6, rolledName: blade.name, above: null, below: null, pick: "", given: null,
    nothing: null, tableId: "t1", rolledIndex: 1, aboveIndex: null, belowIndex: null,
  };
  const lootGiven: LootCard = { ...loot, roll: 14, rolledName: claws.name, given: ref(hostileName ?? claws.name, `Item.${claws._id}`) };
  const lootNothing: LootCard = { ...loot, above: null, below: null, nothing: "exhausted" };
  const dialog = {
    pool: [{ uuid: iuren.uuid, name: iuren.name, tier: "I", left: 1 }],
    heroes: [anari, tharos].map((h, i) => ({ uuid: h.uuid, name: h.name, selected: i === 0 })), x: 4, y: 2, tiers: [1, 2, 3].map((t) => ({ value: t, label: ["I", "II", "III"][t - 1] })),
    buttons: [{ value: "spawn", label: translate("REALMS.Eldfall.Spawn.spawn"), icon: "fa-solid fa-dragon", default: true }],
  };
  return [
    { id: "eldfall-spawn-card", title: "Eldfall spawn (placed, AP at once)", kind: "chat" as const, template: "templates/eldfall/spawn-card.hbs", context: spawnContext(spawned) },
    { id: "eldfall-spawn-regained", title: "Eldfall spawn (all on the field: +1 HP)", kind: "chat" as const, template: "templates/eldfall/spawn-card.hbs", context: spawnContext(regained) },
    { id: "eldfall-trigger-encounter", title: "Eldfall Encounter triggered (GM)", kind: "chat" as const, template: "templates/eldfall/spawn-trigger.hbs", context: triggerContext(trigger) },
    { id: "eldfall-trigger-perceive", title: "Eldfall Perceive aimed at an Intrigue (GM)", kind: "chat" as const, template: "templates/eldfall/spawn-trigger.hbs", context: triggerContext(perceive) },
    { id: "eldfall-loot-given", title: "Eldfall Loot (given)", kind: "chat" as const, template: "templates/eldfall/spawn-loot.hbs", context: lootContext(lootGiven) },
    { id: "eldfall-loot-nothing", title: "Eldfall Loot (nothing left)", kind: "chat" as const, template: "templates/eldfall/spawn-loot.hbs", context: lootContext(lootNothing) },
    { id: "eldfall-spawn-dialog", title: "Eldfall spawn dialog (GM)", kind: "dialog" as const, template: "templates/eldfall/spawn-dialog.hbs", parts: FOOTER_PARTS, context: dialog },
  ];
}
