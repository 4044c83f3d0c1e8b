/**
 * The frame every Realms actor sheet shares, as dnd5e and daggerheart do: a row of tabs and a play/edit mode.
 * In play mode a sheet shows its stats as text and keeps only what changes during play (vitals, conditions,
 * roll and attack buttons) as controls; the lock in the header turns the rest into inputs. Pure: the sheet
 * class and the gallery both build the frame from here.
 */

/** One tab of a sheet: `label` is an i18n key, `icon` a Font Awesome class list. */
export interface SheetTab { readonly id: string; readonly label: string; readonly icon: string }

/** The Notes tab every actor sheet ends with, the same label and icon in each ruleset. */
export const NOTES_TAB: SheetTab = { id: "notes", label: "REALMS.Sheet.Tabs.notes", icon: "fa-solid fa-book" };

export interface SheetFrame {
  readonly tabs: readonly (SheetTab & { readonly active: boolean; readonly cssClass: string })[];
  /** Tab id → the section's class list ("tab active" for the shown one), for `<section class="{{frame.tab.id}}">`. */
  readonly tab: Readonly<Record<string, string>>;
  readonly activeTab: string;
  /** The user may act with this actor (roll, attack, spend): buttons show in both modes. */
  readonly owner: boolean;
  /** Inputs for every field (the lock is open). */
  readonly editing: boolean;
  /** The lock toggle's state for its icon, label and tooltip. */
  readonly mode: { readonly icon: string; readonly label: string; readonly hint: string };
}

/** The frame for this render: the active tab falls back to the first when unknown (a tab removed since). */
export function sheetFrame(tabs: readonly SheetTab[], active: string | null | undefined, access: { readonly owner: boolean; readonly editMode: boolean }): SheetFrame {
  const shown = tabs.some((t) => t.id === active) ? active! : (tabs[0]?.id ?? "");
  const editing = access.owner && access.editMode;
  return {
    tabs: tabs.map((t) => ({ ...t, active: t.id === shown, cssClass: t.id === shown ? "active" : "" })),
    tab: Object.fromEntries(tabs.map((t) => [t.id, t.id === shown ? "tab active" : "tab"])),
    activeTab: shown,
    owner: access.owner,
    editing,
    mode: editing
      ? { icon: "fa-solid fa-lock-open", label: "REALMS.Sheet.Mode.edit", hint: "REALMS.Sheet.Mode.toPlay" }
      : { icon: "fa-solid fa-lock", label: "REALMS.Sheet.Mode.play", hint: "REALMS.Sheet.Mode.toEdit" },
  };
}
