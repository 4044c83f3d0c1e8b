/**
 * The screens a GM lives in, for the gallery: the Eldfall combat tracker, the token HUD with Realms statuses and
 * their rule tooltips, and the canvas overlays (the Eldfall AI's route, the Elvendor detection rings). Documents come
 * from the packs; what Realms adds is made by the code the hooks and the canvas use (core/combat-view.ts's structure
 * bar and pips, core/status-hud.ts's tooltips, the overlay geometry of ai/rules/route-geometry.ts and
 * weather/rules/noise.ts), placed in a minimal Foundry-like frame. No PIXI here: the overlays are SVG drawn from
 * the same numbers, with the colours the canvas code uses.
 */
import { Window } from "happy-dom";
import { packDocs, type GalleryEntry } from "./fixtures";
import { translate } from "./render";
import { buildTimeline, nextStep, activationKey } from "../../src/core/rules/turn-structure";
import { nextStepLabels, pipsHtml, structureBarHtml, structureView } from "../../src/core/combat-view";
import { describeStatusIcons } from "../../src/core/status-hud";
import { statusIdOf } from "../../src/core/status-ids";
import { ELDFALL_STATUS_EFFECTS, ELDFALL_TURNS } from "../../src/rulesets/eldfall/config";
import { ELVENDOR_STATUS_EFFECTS } from "../../src/rulesets/elvendor/conditions/statuses";
import { ELF_STATUS_EFFECTS } from "../../src/rulesets/elf/config";
import { AEDELORE_STATUS_EFFECTS } from "../../src/rulesets/aedelore/config";
import { TWOD6_STATUS_EFFECTS } from "../../src/rulesets/twod6/conditions/statuses";
import { upkeepAllotment } from "../../src/rulesets/eldfall/turns/rules/ap";
import { routeGeometry } from "../../src/rulesets/eldfall/ai/rules/route-geometry";
import { isPlan, planActivation } from "../../src/rulesets/eldfall/ai/rules/ai-plan";
import { aiField } from "../../src/rulesets/eldfall/ai/rules/ai-field";
import { Board } from "../../src/core/rules/grid-board";
import type { BehaviorSystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { detectionRadius, detectionRing } from "../../src/rulesets/elvendor/weather/rules/noise";
import { scenarioWeather } from "../../src/rulesets/elvendor/weather/rules/weather";
import { DEFAULT_ELVENDOR_OPTIONS as O } from "../../src/rulesets/elvendor/options/rules/options";
import type { EnemySystem } from "../../src/rulesets/elvendor/models/specs";
import type { Tile } from "../../src/core/rules/grid";

type Raw = { _id: string; name: string; img: string; type: string; system: Record<string, unknown>; items?: Raw[] };
const FRAME = "test/browser/frames/table.hbs";
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const RED = "#b03a2e";

function eldfallTracker(docs: Raw[], hostileName: string | undefined): string {
  const byName = (n: string) => docs.find((d) => d.name === n)!;
  const models = [byName("Anari, Light"), byName("Tharos, One-Eyed Wolf"), byName("Iuren, Red Raseis")].map((d) => ({
    id: d._id, name: d.type === "eldfallHostile" && hostileName ? hostileName : d.name, img: d.img, side: ELDFALL_TURNS.sideOf!(d.type),
    sta: Number((d.system.attributes as { sta: number }).sta),
  }));
  const t = buildTimeline(ELDFALL_TURNS, models.map((m) => ({ id: m.id, side: m.side })));
  // The Hostile Turn's Tactical Phase, Iuren activating (its first activation): one AP spent.
  const iuren = models.find((m) => m.side === "hostiles")!;
  const path = ["hostiles", "tactical", activationKey(iuren.id, 1)];
  const view = structureView(ELDFALL_TURNS, t, path);
  const step = nextStep(t, path);
  const bar = structureBarHtml(view, translate, {
    advance: true, end: true, next: step.kind === "path" ? nextStepLabels(view, structureView(ELDFALL_TURNS, t, step.path)) : nextStepLabels(view, null),
  });
  const rows = models.map((m) => {
    const role = m.side === "hostiles" ? "active" : "reactive";
    const apMax = upkeepAllotment({ sta: m.sta, states: [] }, role);
    const apLeft = m === iuren ? apMax - 1 : apMax;
    return `<li class="combatant${m === iuren ? " active realms-activating" : ""}" data-combatant-id="${m.id}">
      <img class="token-image" src="/${escape(m.img)}" alt="">
      <div class="token-name"><strong class="name">${escape(m.name)}</strong><div class="realms-tracker-pips">${pipsHtml({ apLeft, apMax }, translate)}</div></div>
      <div class="token-initiative"><span class="initiative">${escape(translate(ELDFALL_TURNS.sides!.find((s) => s.id === m.side)!.label))}</span></div></li>`;
  }).join("");
  return `<section class="combat-tracker sidebar-tab">
    <header class="combat-tracker-header"><nav class="encounters"><h3>Round 2</h3></nav><div class="realms-structure-bar">${bar}</div></header>
    <ol class="combat-tracker plain">${rows}</ol>
    <nav class="combat-controls"><button type="button" class="fa-solid fa-backward-step" aria-label="Previous turn"></button><button type="button" class="fa-solid fa-forward-step" aria-label="Next turn"></button></nav>
  </section>`;
}

/** v13's token HUD status palette with a ruleset's statuses; core/status-hud.ts writes each rule into the tooltip, as the renderTokenHUD hook does. */
function tokenHud(statuses: typeof ELDFALL_STATUS_EFFECTS, active: readonly string[], hovered: string): string {
  const doc = new Window().document;
  const palette = doc.createElement("div");
  palette.className = "palette status-effects active";
  for (const s of statuses) {
    const img = doc.createElement("img");
    img.className = `effect-control${active.includes(s.statusId) ? " active" : ""}`;
    img.src = `/${s.img}`;
    img.dataset.action = "effect";
    img.dataset.statusId = s.statusId;
    palette.append(img);
  }
  describeStatusIcons(palette as unknown as ParentNode, statuses, translate);
  const icon = palette.querySelector(`[data-status-id="${hovered}"]`)!;
  icon.classList.add("hover");
  return `<div class="token-hud-frame"><div id="token-hud" class="placeable-hud">${palette.outerHTML}</div>
    <aside class="gallery-tooltip" role="tooltip">${escape(icon.getAttribute("data-tooltip-text") ?? "")}</aside></div>`;
}

interface Piece { readonly cell: Tile; readonly name: string; readonly side: "friend" | "foe" }

/** A grid of `cols`×`rows` spaces with tokens; `overlay` draws on top in canvas pixels. */
function gridSvg(cols: number, rows: number, size: number, pieces: readonly Piece[], overlay: string, under = ""): string {
  const lines: string[] = [];
  for (let x = 0; x <= cols; x++) lines.push(`<line x1="${x * size}" y1="0" x2="${x * size}" y2="${rows * size}"/>`);
  for (let y = 0; y <= rows; y++) lines.push(`<line x1="0" y1="${y * size}" x2="${cols * size}" y2="${y * size}"/>`);
  const tokens = pieces.map((p) => {
    const cx = (p.cell.x + 0.5) * size;
    const cy = (p.cell.y + 0.5) * size;
    return `<g class="token ${p.side}"><circle cx="${cx}" cy="${cy}" r="${size * 0.4}"/><text x="${cx}" y="${cy + size * 0.62}" text-anchor="middle">${escape(p.name)}</text></g>`;
  }).join("");
  return `<svg class="gallery-canvas" xmlns="http://www.w3.org/2000/svg" width="${cols * size}" height="${rows * size}" viewBox="0 0 ${cols * size} ${rows * size}">
    <rect width="100%" height="100%" class="ground"/>${under}<g class="grid">${lines.join("")}</g>${tokens}${overlay}</svg>`;
}

/** The Eldfall AI's proposal for Iuren on a small field, planned by the real rules from the pack's Behavior card, and its route as ai/route-overlay.ts draws it. */
function eldfallRoute(docs: Raw[], hostileName: string | undefined): string {
  const card = docs.find((d) => d.type === "eldfallBehavior")!.system as unknown as BehaviorSystem;
  const name = (n: string) => (hostileName && n.startsWith("Iuren") ? hostileName : n);
  const model = (id: string, cell: Tile, side: string, doc: Raw) => ({
    id, uuid: `Actor.${doc._id}`, name: name(doc.name), side, cell, size: "medium" as const, hp: 3, states: [], ap: 2, tier: 1, m: 10,
    weapons: [{ id: "unarmed", name: "Unarmed Attack", type: "melee" as const, reach: 0 }],
    mover: { spd: 4, size: "medium" as const, side, crouched: false, immobilized: false, flying: false },
  });
  const doc = (n: string) => docs.find((d) => d.name === n)!;
  const models = [model("iuren", { x: 1, y: 1 }, "hostiles", doc("Iuren, Red Raseis")), model("tharos", { x: 6, y: 4 }, "heroes", doc("Tharos, One-Eyed Wolf")),
    model("anari", { x: 8, y: 0 }, "heroes", doc("Anari, Light"))];
  const field = aiField({ board: new Board(10, 6, []), models, environments: () => [] });
  const plan = planActivation(field, "iuren", card);
  if (!isPlan(plan)) throw new Error(`the gallery plan did not fire: ${plan}`);
  const size = 48;
  const { line, steps } = routeGeometry(models[0]!.cell, plan.movement.path, size);
  const overlay = steps.map((s) => `<rect x="${s.x}" y="${s.y}" width="${s.size}" height="${s.size}" fill="${RED}" fill-opacity="0.15" stroke="${RED}" stroke-opacity="0.9" stroke-width="2"/>`).join("")
    + `<polyline points="${line.map((p) => `${p.x},${p.y}`).join(" ")}" fill="none" stroke="${RED}" stroke-opacity="0.9" stroke-width="${Math.max(3, size / 16)}" stroke-linejoin="round"/>`
    + `<circle cx="${line[0]!.x}" cy="${line[0]!.y}" r="${size / 8}" fill="${RED}" fill-opacity="0.9"/>`;
  const pieces: Piece[] = models.map((m) => ({ cell: m.cell, name: m.name, side: m.side === "heroes" ? "friend" : "foe" }));
  return gridSvg(10, 6, size, pieces, "", overlay);
}

/** Elvendor detection rings around the Spider (pack) at night in fog, as weather.ts draws them on each enemy token. */
function elvendorRings(docs: Raw[], hostileName: string | undefined): string {
  const spider = docs.find((d) => d.name === "Spider")!;
  const aria = docs.find((d) => d.name === "Aria of the Pines")!;
  const weather = scenarioWeather({ status: 5, windFrom: 3, windTo: 9, windSpeedDice: [4], noiseDie: 5 }, "normal");
  const ctx = { noise: weather.noiseModifier + 1, timeOfDay: weather.timeOfDay, precipitation: weather.precipitation, wind: weather.wind };
  const size = 40;
  const radius = detectionRadius(spider.system as unknown as EnemySystem, ctx, O);
  const enemies: Tile[] = [{ x: 3, y: 3 }, { x: 9, y: 2 }];
  const rings = enemies.map((c) => {
    const r = detectionRing({ w: size, h: size }, radius, size);
    return `<circle cx="${c.x * size + r.x}" cy="${c.y * size + r.y}" r="${r.r}" fill="${RED}" fill-opacity="0.06" stroke="${RED}" stroke-opacity="0.8" stroke-width="3"/>`;
  }).join("");
  const pieces: Piece[] = [...enemies.map((cell) => ({ cell, name: hostileName ?? spider.name, side: "foe" as const })), { cell: { x: 6, y: 6 }, name: aria.name, side: "friend" }];
  return gridSvg(13, 8, size, pieces, rings);
}

export function tableGalleryEntries(hostileName?: string): GalleryEntry[] {
  const docs = packDocs() as unknown as Raw[];
  return [
    { id: "eld-tracker", title: "Eldfall combat tracker: Hostile Turn, Tactical Phase, AP pips (GM)", kind: "sidebar", template: FRAME, context: { kind: "tracker", html: eldfallTracker(docs, hostileName) } },
    { id: "eld-token-hud", title: "Eldfall token HUD: States with their rules (hovering Bleeding)", kind: "sidebar", template: FRAME,
      context: { kind: "hud", html: tokenHud(ELDFALL_STATUS_EFFECTS, [statusIdOf("eldfall", "bleeding"), statusIdOf("eldfall", "engaged")], statusIdOf("eldfall", "bleeding")) } },
    ...([
      ["elv", "Elvendor", ELVENDOR_STATUS_EFFECTS, "elvendor", ["poisoned", "blinded"], "poisoned"],
      ["elf", "Elf System", ELF_STATUS_EFFECTS, "elf", ["stunned"], "stunned"],
      ["aed", "Aedelore", AEDELORE_STATUS_EFFECTS, "aedelore", ["poisoned", "bleeding"], "bleeding"],
      ["twod6", "2D6", TWOD6_STATUS_EFFECTS, "twod6", [TWOD6_STATUS_EFFECTS.at(-1)!.id], TWOD6_STATUS_EFFECTS.at(-1)!.id],
    ] as const).map(([prefix, label, statuses, ruleset, active, hovered]): GalleryEntry => ({
      id: `${prefix}-token-hud`, title: `${label} token HUD: its conditions with their rules (hovering ${translate(statuses.find((d) => d.id === hovered)!.name)})`, kind: "sidebar", template: FRAME,
      context: { kind: "hud", html: tokenHud(statuses, active.map((id) => statusIdOf(ruleset, id)), statusIdOf(ruleset, hovered)) },
    })),
    { id: "eld-ai-route", title: "Eldfall AI route on the grid (the proposal card's Route on map)", kind: "canvas", template: FRAME, context: { kind: "canvas", html: eldfallRoute(docs, hostileName) } },
    { id: "elv-detection-rings", title: "Elvendor detection rings (Spider, night and fog)", kind: "canvas", template: FRAME, context: { kind: "canvas", html: elvendorRings(docs, hostileName) } },
  ];
}
