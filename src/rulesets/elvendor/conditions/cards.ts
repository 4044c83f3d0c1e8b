/** The condition notice card: applied, refreshed, ignored, expired or ended, and what its template renders (pure). */
import type { Ref } from "../../../core/refs";
import type { ApplyOutcome } from "../../../core/rules/conditions";

export interface ConditionNoticeCard { readonly actor: Ref; readonly conditionId: string; readonly outcome: ApplyOutcome["kind"] | "expired" | "ended"; readonly reason?: string; readonly blockedBy?: string }

export function conditionNoticeContext(card: ConditionNoticeCard) {
  const key = card.outcome === "ignored" ? `ignored.${card.reason ?? "cap"}` : card.outcome;
  return {
    ...card,
    label: `REALMS.Elvendor.Condition.${card.conditionId}.name`,
    img: `systems/realms/assets/icons/conditions/${card.conditionId}.svg`,
    message: `REALMS.Elvendor.Notice.${key}`,
    blockedLabel: card.blockedBy ? `REALMS.Elvendor.Condition.${card.blockedBy}.name` : "",
  };
}
