/**
 * A click on a control of a system sheet, for glue tests that need no open window: the sheet is built on the
 * document, its own `_prepareContext` rendered through the real template (its first PART), and the control's
 * `data-action` runs the sheet's action with the control, as ApplicationV2 does. To open a sheet's window (tabs,
 * the play/edit lock, form submits), render it on the double: `new Sheet({ document }).render(true)`.
 */
import { Window } from "happy-dom";
import { settle } from "./foundry-double";
import { render } from "./render";

type Action = (this: unknown, event: unknown, target: HTMLElement) => Promise<void>;
interface SheetClass {
  new (options: never): object;
  DEFAULT_OPTIONS: { actions?: Record<string, unknown> };
  PARTS: Record<string, { template: string }>;
}
interface SheetDocument { readonly isOwner: boolean }

/** Render `actor`'s sheet as the current user sees it and click the control `selector`; rejects when it is not shown. */
export async function clickOnSheet(Sheet: SheetClass, document: SheetDocument, selector: string): Promise<void> {
  const sheet = new Sheet({ document } as never) as { _prepareContext(): Promise<object> };
  Object.defineProperties(sheet, { document: { value: document }, isEditable: { value: document.isOwner } });
  const [part] = Object.values(Sheet.PARTS);
  const html = new Window().document.createElement("div");
  html.innerHTML = render(part!.template.replace(/^systems\/realms\//, ""), await sheet._prepareContext());
  const control = html.querySelector(selector) as unknown as HTMLElement | null;
  if (!control) throw new Error(`The sheet shows no ${selector}`);
  if ((control as unknown as HTMLButtonElement).disabled) throw new Error(`The sheet's ${selector} is disabled for this user`);
  const action = Sheet.DEFAULT_OPTIONS.actions?.[control.dataset.action!] as Action | undefined;
  if (!action) throw new Error(`The sheet has no action ${control.dataset.action}`);
  await action.call(sheet, { type: "click" }, control);
  await settle();
}

/**
 * For a mocha suite whose sheets render notes: Foundry's TextEditor enricher leaves plain text as it is, so the
 * double's stands in with one that returns it unchanged, and the suite puts the previous one back after.
 */
export function usePlainEnrichment(): void {
  const ux = (globalThis as unknown as { foundry: { applications: { ux: Record<string, unknown> } } }).foundry.applications.ux;
  let editor: unknown;
  before(() => {
    editor = ux.TextEditor;
    ux.TextEditor = { implementation: { enrichHTML: async (s: string) => s } };
  });
  after(() => {
    ux.TextEditor = editor;
  });
}
