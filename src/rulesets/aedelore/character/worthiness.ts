/** The Worthiness tracker: the change table as quick buttons (a value from the row's range and a reason), logged. */
import { refuse, userMayModify } from "../../../core/gm";
import { FormDialog } from "../../../core/apps/form-dialog";
import { SYSTEM_PATH } from "../../../core/templates";
import { signed } from "../../../core/format";
import { changeWorthiness, WORTHINESS_CHANGES, type WorthinessChange } from "./rules/worthiness";
import { charSystem } from "./state";
import { notify } from "../../../core/notices";

export async function worthinessChange(actor: Actor.Implementation, change: WorthinessChange | "custom"): Promise<void> {
  if (!userMayModify(game.user, actor)) return refuse(actor);
  const row = WORTHINESS_CHANGES.find((c) => c.id === change);
  const label = game.i18n.localize(`REALMS.Aedelore.Worthiness.change.${change}`);
  const data = await FormDialog.ask({
    title: game.i18n.localize("REALMS.Aedelore.Worthiness.title"), template: `${SYSTEM_PATH}/templates/aedelore/dialogs/worthiness-change.hbs`,
    context: { delta: row ? (row.max > 0 ? row.min : row.max) : 0, range: row ? { min: row.min, max: row.max } : null, reason: label },
    buttons: [{ value: "apply", label: game.i18n.localize("REALMS.Aedelore.Worthiness.apply"), icon: "fa-solid fa-check", default: true }],
    read: (form) => ({
      delta: Number(form.querySelector<HTMLInputElement>("input[name='delta']")?.value),
      reason: form.querySelector<HTMLInputElement>("input[name='reason']")?.value ?? "",
    }),
  });
  if (!data || typeof data !== "object") return;
  const { delta, reason } = data as { delta: number; reason: string };
  const w = charSystem(actor).worthiness;
  const r = changeWorthiness(w.value, w.log, delta, reason.trim() || label, game.time.worldTime, row?.id);
  if (!r.ok) return void ui.notifications?.error(r.error, { localize: true, format: { min: String(row?.min ?? ""), max: String(row?.max ?? "") } });
  await actor.update({ system: { worthiness: { value: r.value, log: r.log } } });
  await notify(actor, "REALMS.Aedelore.Notice.worthiness", { amount: signed(delta), value: r.value, reason: reason.trim() || label });
}
