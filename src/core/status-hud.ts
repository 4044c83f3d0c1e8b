/**
 * The token HUD shows a status's name on hover; Realms statuses show their rule too. v13's TokenHUD renders each
 * status as an element with `data-status-id`; `data-tooltip-text` (plain text, never HTML) wins over `data-tooltip`.
 */
import type { StatusDefinition } from "./ruleset";

export function describeStatusIcons(root: ParentNode, statuses: readonly StatusDefinition[], localize: (key: string) => string): void {
  for (const icon of root.querySelectorAll<HTMLElement>("[data-status-id]")) {
    const status = statuses.find((s) => s.statusId === icon.dataset.statusId);
    if (!status) continue;
    const text = `${localize(status.name)}: ${localize(status.description)}`;
    icon.dataset.tooltipText = text;
    icon.dataset.tooltip ??= "";
    icon.setAttribute("aria-label", text);
  }
}
