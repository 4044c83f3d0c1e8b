/**
 * An actor sheet opened as the current user on the test double's own document sheets (./double/document-sheets.ts):
 * the real sheet class renders its first window, clicks go through ApplicationV2's `[data-action]` dispatch (tabs
 * included: Foundry's changeTab), and a change to a named control fires the form's `change` event, which submits
 * as `submitOnChange` does. A disabled or absent control throws, as a user cannot press it.
 */
import { settle } from "./foundry-double";

interface SheetClass { new (options: never): object }
interface OpenSheet { readonly element: HTMLElement; readonly tabGroups: Record<string, string | null>; render(force: boolean): Promise<unknown> }

export interface SheetWindow {
  readonly element: HTMLElement;
  readonly sheet: { readonly tabGroups: Record<string, string | null> };
  /** The `data-tab` of the section shown. */
  activeTab(): string | undefined;
  click(selector: string): Promise<void>;
  /** Type `value` into the control (a checkbox: "true"/"false") and let the form submit as `submitOnChange` does. */
  change(selector: string, value: string): Promise<void>;
}

/** Open `document`'s sheet as the current user. */
export async function openSheet(Sheet: SheetClass, document: object): Promise<SheetWindow> {
  const sheet = new Sheet({ document } as never) as unknown as OpenSheet;
  await sheet.render(true);
  await settle();
  const control = (selector: string) => {
    const el = sheet.element.querySelector<HTMLElement>(selector);
    if (!el) throw new Error(`The sheet shows no ${selector}`);
    if ((el as HTMLButtonElement).disabled) throw new Error(`The sheet's ${selector} is disabled for this user`);
    return el;
  };
  return {
    get element() { return sheet.element; },
    sheet,
    activeTab: () => sheet.element.querySelector<HTMLElement>(".tab.active")?.dataset.tab,
    async click(selector) {
      control(selector).click();
      await settle();
    },
    async change(selector, value) {
      const input = control(selector) as HTMLInputElement;
      if (!input.name) throw new Error(`${selector} is not a named form control`);
      if (input.type === "checkbox") input.checked = value === "true";
      else input.value = value;
      input.dispatchEvent(new (input.ownerDocument.defaultView as unknown as { Event: typeof Event }).Event("change", { bubbles: true }));
      await settle();
    },
  };
}
