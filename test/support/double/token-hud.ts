/**
 * The token HUD a user opens on a token, after v13's TokenHUD (client/applications/hud/token-hud.d.mts and
 * placeable-hud.d.mts; its template templates/hud/token-hud.hbs as read):
 * - The middle column holds the bar inputs: `input[name="bar2.value"]` and `input[name="bar1.value"]`, shown for a
 *   bar attribute of any type (`TokenDocument#getBarAttribute`), disabled unless it is `editable`.
 * - The status palette `.palette.status-effects[data-palette="effects"]` lists the statuses the HUD offers
 *   (./status-effects.ts `hudStatusChoices`), each `img.effect-control[data-action="effect"][data-status-id]` with its
 *   title as `data-tooltip-text`, `active` when the actor has it.
 * - A bar edit goes as BasePlaceableHUD#_parseAttributeInput reads it ("+2"/"-2" a delta, "=5" or "5" a value,
 *   "50%" of the bar's maximum) to `actor.modifyTokenAttribute(attribute, value, isDelta, isBar)`.
 * - Rendering fires `renderTokenHUD(hud, element, context)`.
 * v14 (REALMS_FOUNDRY=14): the same markup. The v14 declarations (T14 client/applications/hud/token-hud.d.mts)
 * keep the render context (`statusEffects` choices with `id`, `title`, `cssClass`; `bar1Data`/`bar2Data`) and the
 * `_parseAttributeInput` → `modifyTokenAttribute` path, but carry no template; peers verified on v14 read this markup
 * unbranched (dnd5e 5.3.3: `[data-status-id="exhaustion"]`, `.effect-control` with `dataset.statusId`). Nothing
 * shows v14 changed it, so both modes render it.
 */
import type { FakeToken, BarAttribute } from "./tokens";
import { hudStatusChoices } from "./status-effects";

const g = globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): true } };

export interface RenderedTokenHUD {
  readonly element: HTMLElement;
  /** The bar input a user types into, or null when the HUD shows none for that bar. */
  input(bar: "bar1" | "bar2"): HTMLInputElement | null;
  /** Type `text` into a bar's input and submit it, as the HUD's change handler does. */
  submitBar(bar: "bar1" | "bar2", text: string): Promise<unknown>;
}

/** BasePlaceableHUD#_parseAttributeInput. */
function parseAttributeInput(attr: BarAttribute, input: string): { value: number; delta: number | undefined; isDelta: boolean; isBar: boolean } {
  const isBar = attr.type === "bar";
  const isDelta = input.startsWith("+") || input.startsWith("-");
  const current = attr.value;
  const text = input.startsWith("=") ? input.slice(1) : input;
  let v: number;
  if (text.endsWith("%")) {
    const p = Number(text.slice(0, -1)) / 100;
    v = isBar ? attr.max * p : Math.abs(current) * p;
  } else v = Number(text);
  return { value: isDelta ? current + v : v, delta: isDelta ? v : undefined, isDelta, isBar };
}

/** Open the token HUD on a token for the current user's client. */
export function renderTokenHUD(token: FakeToken): RenderedTokenHUD {
  const element = document.createElement("form");
  element.id = "token-hud";
  element.className = "placeable-hud";
  const middle = document.createElement("div");
  middle.className = "col middle";
  const bars = { bar1: token.getBarAttribute("bar1"), bar2: token.getBarAttribute("bar2") };
  for (const bar of ["bar2", "bar1"] as const) {
    const holder = document.createElement("div");
    holder.className = `attribute ${bar}`;
    const data = bars[bar];
    if (data) {
      const input = document.createElement("input");
      input.type = "text";
      input.name = `${bar}.value`;
      input.value = String(data.value);
      input.disabled = !data.editable;
      holder.append(input);
    }
    middle.append(holder);
  }
  const right = document.createElement("div");
  right.className = "col right";
  const palette = document.createElement("div");
  palette.className = "palette status-effects";
  palette.dataset.palette = "effects";
  for (const choice of Object.values(hudStatusChoices(token.actor))) {
    const img = document.createElement("img");
    img.className = `effect-control${choice.isActive ? " active" : ""}${choice.isOverlay ? " overlay" : ""}`;
    img.dataset.action = "effect";
    img.dataset.statusId = choice.id;
    img.dataset.tooltipText = choice.title;
    palette.append(img);
  }
  right.append(palette);
  element.append(middle, right);
  const hud = { document: token, actor: token.actor };
  g.Hooks.callAll("renderTokenHUD", hud, element, { bar1Data: bars.bar1, bar2Data: bars.bar2 });
  const input = (bar: "bar1" | "bar2") => element.querySelector<HTMLInputElement>(`input[name="${bar}.value"]`);
  return {
    element, input,
    async submitBar(bar, text) {
      const field = input(bar);
      if (!field) throw new Error(`The token HUD shows no ${bar} input`);
      if (field.disabled) throw new Error(`The token HUD's ${bar} input is disabled`);
      field.value = text;
      const attr = token.getBarAttribute(bar)!;
      const { value, delta, isDelta, isBar } = parseAttributeInput(attr, text);
      return token.actor.modifyTokenAttribute(attr.attribute, isDelta ? delta! : value, isDelta, isBar);
    },
  };
}
