/** The Worthiness tracker: the change table as quick buttons (a value from the row's range and a reason), logged. */
import { refuse, userMayModify } from "../../../core/gm";
import { signed } from "../../../core/format";
import { changeWorthiness, WORTHINESS_CHANGES, type WorthinessChange } from "../rules/worthiness";
import { charSystem } from "../state";
import { notify } from "../../../core/notices";

export async function worthinessChange(actor: Actor.Implementation, change: WorthinessChange | "custom"): Promise<void> {
  if (!userMayModify(game.user, actor)) return refuse(actor);
  const row = WORTHINESS_CHANGES.find((c) => c.id === change);
  const esc = foundry.utils.escapeHTML;
  const label = game.i18n.localize(`REALMS.Aedelore.Worthiness.change.${change}`);
  const content = `<div class="realms-request-form">
    <label>${esc(game.i18n.localize("REALMS.Aedelore.Worthiness.delta"))} <input type="number" name="delta" value="${row ? row.max > 0 ? row.min : row.max : 0}" ${row ? `min="${row.min}" max="${row.max}"` : ""} step="1"></label>
    <label>${esc(game.i18n.localize("REALMS.Aedelore.Worthiness.reason"))} <input type="text" name="reason" value="${esc(label)}"></label></div>`;
  const data: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: "REALMS.Aedelore.Worthiness.title" }, content, rejectClose: false,
    ok: { label: "REALMS.Aedelore.Worthiness.apply", callback: (_e: Event, b: HTMLButtonElement) => ({
      delta: Number((b.form!.elements.namedItem("delta") as HTMLInputElement).value), reason: (b.form!.elements.namedItem("reason") as HTMLInputElement).value,
    }) },
  } as never);
  if (!data || typeof data !== "object") return;
  const { delta, reason } = data as { delta: number; reason: string };
  const w = charSystem(actor).worthiness;
  const r = changeWorthiness(w.value, w.log, delta, reason.trim() || label, game.time.worldTime, row?.id);
  if (!r.ok) return void ui.notifications?.error(r.error, { localize: true, format: { min: String(row?.min ?? ""), max: String(row?.max ?? "") } });
  await actor.update({ "system.worthiness.value": r.value, "system.worthiness.log": r.log } as never);
  await notify(actor, "REALMS.Aedelore.Notice.worthiness", { amount: signed(delta), value: r.value, reason: reason.trim() || label });
}
