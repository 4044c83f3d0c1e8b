/** The enemy's activation plan card: its payload and what its template renders (pure). */
import type { Ref } from "../../../core/refs";
import type { EnemyStep } from "./rules/enemy";

export interface EnemyPlanCard { readonly enemy: Ref; readonly steps: readonly EnemyStep[]; readonly heroes: Readonly<Record<string, string>>; readonly status: "proposed" | "executed" | "skipped" }

export function enemyPlanCardContext(card: EnemyPlanCard) {
  const name = (id: string) => card.heroes[id] ?? id;
  const steps = card.steps.map((s) => {
    switch (s.kind) {
      case "detect": return { icon: "fa-eye", label: "REALMS.Elvendor.Plan.detect", data: { radius: s.radius, names: s.detected.map(name).join(", ") || "—" } };
      case "move": return { icon: "fa-shoe-prints", label: "REALMS.Elvendor.Plan.move", data: { tiles: s.path.length, target: name(s.targetId) } };
      case "attack": return { icon: "fa-khanda", label: "REALMS.Elvendor.Plan.attack", data: { ability: s.ability, target: name(s.targetId) } };
      case "forced": return { icon: "fa-dice-d20", label: "REALMS.Elvendor.Plan.forced", data: {} };
      case "dropped": return { icon: "fa-ban", label: `REALMS.Elvendor.Plan.dropped.${s.reason}.${s.what}`, data: {} };
      default: return { icon: "fa-hourglass", label: `REALMS.Elvendor.Plan.${s.reason}`, data: {} };
    }
  });
  return { ...card, steps, proposed: card.status === "proposed", statusLabel: `REALMS.Elvendor.Plan.status.${card.status}` };
}
