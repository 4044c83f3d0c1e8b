/**
 * The roll dialog: modifiers as switches, a situational value, and the exact odds updated live as
 * they change. Shift-click skips it (fast-forward); Alt and Ctrl ask for advantage/disadvantage-like
 * options where a ruleset has them.
 */
import { oddsView, rollDialogContext, type Evaluate, type RollDialogInput } from "./roll-dialog-model";
import { SYSTEM_PATH } from "./templates";

export interface ClickIntent { readonly fastForward: boolean; readonly advantage: boolean; readonly disadvantage: boolean }

export function clickIntent(event?: { shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } | null): ClickIntent {
  return { fastForward: !!event?.shiftKey, advantage: !!event?.altKey, disadvantage: !!(event?.ctrlKey || event?.metaKey) };
}

export interface DialogResult { readonly active: readonly string[]; readonly situational: number; readonly mode?: string; readonly target?: string }

export async function rollDialog(input: RollDialogInput, evaluate: Evaluate, intent: ClickIntent): Promise<DialogResult | null> {
  const defaults: DialogResult = { active: input.modifiers.filter((m) => m.active).map((m) => m.source), situational: input.situational, mode: input.mode, target: input.entry?.value };
  if (intent.fastForward) return defaults;
  const content = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/core/roll-dialog.hbs`, rollDialogContext(input, evaluate));

  const read = (form: HTMLFormElement): DialogResult => ({
    active: input.modifiers.filter((m) => (form.elements.namedItem(`mod.${m.source}`) as HTMLInputElement | null)?.checked).map((m) => m.source),
    situational: Math.trunc(Number((form.elements.namedItem("situational") as HTMLInputElement | null)?.value) || 0),
    mode: (form.elements.namedItem("mode") as RadioNodeList | null)?.value || input.mode,
    target: (form.elements.namedItem("target") as HTMLInputElement | null)?.value ?? input.entry?.value,
  });

  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: input.title },
    content,
    buttons: [{ action: "roll", label: game.i18n.localize("REALMS.Roll.roll"), icon: "fa-solid fa-dice", default: true,
      callback: (_event: Event, button: HTMLButtonElement) => read(button.form!) }],
    rejectClose: false,
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const form = dialog.element.querySelector("form");
      if (!form) return;
      form.addEventListener("input", () => {
        const state = read(form);
        const modifiers = input.modifiers.map((m) => ({ ...m, active: state.active.includes(m.source) }));
        const shift = modifiers.filter((m) => m.active).reduce((sum, m) => sum + m.value, state.situational);
        const view = oddsView(evaluate(shift, { mode: state.mode, target: state.target, active: state.active, situational: state.situational }), input.precision);
        const target = form.querySelector("[data-odds='target']");
        const chance = form.querySelector("[data-odds='chance']");
        if (target) target.textContent = view.target;
        if (chance) chance.textContent = view.chance;
        const list = form.querySelector(".realms-odds-table");
        if (list) {
          // Rebuilt from numbers and localized labels only, as text nodes.
          list.replaceChildren(...view.distribution.map((d) => {
            const li = document.createElement("li");
            const label = document.createElement("span");
            label.textContent = d.label;
            const bar = document.createElement("span");
            bar.className = "realms-bar";
            bar.style.setProperty("--p", `${d.width}%`);
            const p = document.createElement("span");
            p.textContent = d.chance;
            li.append(label, bar, p);
            return li;
          }));
        }
      });
    },
  } as unknown as foundry.applications.api.DialogV2.WaitOptions);
  return result && typeof result === "object" ? (result as DialogResult) : null;
}
