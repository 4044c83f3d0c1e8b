/**
 * An actor sheet in the core frame (tabs, play/edit lock) opened on the test double as the current user sees it.
 * The sheet's Foundry base is a placeholder in the double, so this stands in for what ApplicationV2 and
 * DocumentSheetV2 do around the sheet's own code, as strictly as Foundry:
 * - render: the sheet's own `_prepareContext` through its real template (first PART) into a `<form>` (ActorSheetV2's tag);
 *   `isEditable` is the document's `isOwner`.
 * - a click on `[data-action]`: "tab" runs Foundry's changeTab (the button itself must be a direct child of `.tabs`,
 *   else it throws; nav buttons and `.tab[data-group]` sections toggle `.active`; `tabGroups` keeps the tab); any other
 *   action is looked up down the class chain as ApplicationV2 merges DEFAULT_OPTIONS.actions (a subclass wins).
 * - a change on a named control (submitOnChange): FormDataExtended of the form, the sheet's `_processFormData`, then
 *   `document.update` (DocumentSheetV2's submit), and the sheet renders again as Foundry re-renders on the update.
 * A disabled or absent control throws, as a user cannot press it.
 */
import { Window } from "happy-dom";
import { settle } from "./foundry-double";
import { render } from "./render";
import { FakeFormDataExtended } from "./double/applications";

type Action = (this: unknown, event: unknown, target: HTMLElement) => unknown;
interface SheetClass { new (options: never): object; PARTS: Record<string, { template: string }> }
interface SheetDocument { readonly isOwner: boolean; update(data: object): Promise<unknown> }
interface FramedSheet {
  tabGroups: Record<string, string | null>;
  render(): Promise<void>;
  _prepareContext(options: object): Promise<object>;
  _processFormData(event: null, form: HTMLFormElement, formData: FakeFormDataExtended): object;
}

export interface SheetWindow {
  readonly element: HTMLFormElement;
  readonly sheet: { readonly tabGroups: Record<string, string | null> };
  /** The `data-tab` of the section shown. */
  activeTab(): string | undefined;
  click(selector: string): Promise<void>;
  /** Type `value` into the control (a checkbox: "true"/"false") and let the form submit as `submitOnChange` does. */
  change(selector: string, value: string): Promise<void>;
}

function actionsOf(Sheet: SheetClass): Record<string, Action> {
  const chain: Record<string, Action>[] = [];
  for (let c: unknown = Sheet; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const own = Object.getOwnPropertyDescriptor(c, "DEFAULT_OPTIONS")?.value as { actions?: Record<string, Action> } | undefined;
    if (own?.actions) chain.unshift(own.actions);
  }
  return Object.assign({}, ...chain) as Record<string, Action>;
}

function changeTab(form: HTMLFormElement, sheet: FramedSheet, button: HTMLElement): void {
  const { tab, group } = button.dataset;
  if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
  if (button.classList.contains("active")) return;
  if (!form.querySelector(`.tabs > [data-group="${group}"][data-tab="${tab}"]`)) throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
  for (const t of form.querySelectorAll<HTMLElement>(`.tabs > [data-group="${group}"]`)) t.classList.toggle("active", t.dataset.tab === tab);
  for (const section of form.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`)) section.classList.toggle("active", section.dataset.tab === tab);
  sheet.tabGroups[group] = tab;
}

/** Open `document`'s sheet as the current user. */
export async function openSheet(Sheet: SheetClass, document: SheetDocument): Promise<SheetWindow> {
  const [part] = Object.values(Sheet.PARTS);
  const form = new Window().document.createElement("form") as unknown as HTMLFormElement;
  const sheet = new Sheet({ document } as never) as unknown as FramedSheet;
  Object.defineProperties(sheet, {
    document: { value: document }, isEditable: { get: () => document.isOwner }, element: { value: form },
    render: { value: async () => { form.innerHTML = render(part!.template.replace(/^systems\/realms\//, ""), await sheet._prepareContext({})); } },
  });
  await sheet.render();
  const actions = actionsOf(Sheet);
  const control = (selector: string) => {
    const el = form.querySelector<HTMLElement>(selector);
    if (!el) throw new Error(`The sheet shows no ${selector}`);
    if ((el as HTMLButtonElement).disabled) throw new Error(`The sheet's ${selector} is disabled for this user`);
    return el;
  };
  return {
    element: form, sheet,
    activeTab: () => form.querySelector<HTMLElement>(".tab.active")?.dataset.tab,
    async click(selector) {
      const target = control(selector);
      const name = target.dataset.action;
      if (name === "tab") return changeTab(form, sheet, target);
      const action = name ? actions[name] : undefined;
      if (!action) throw new Error(`The sheet has no action ${name}`);
      await action.call(sheet, { type: "click", target }, target);
      await settle();
    },
    async change(selector, value) {
      const input = control(selector) as HTMLInputElement;
      if (!input.name) throw new Error(`${selector} is not a named form control`);
      if (input.type === "checkbox") input.checked = value === "true";
      else input.value = value;
      await document.update(sheet._processFormData(null, form, new FakeFormDataExtended(form)));
      await settle();
      await sheet.render();
    },
  };
}
