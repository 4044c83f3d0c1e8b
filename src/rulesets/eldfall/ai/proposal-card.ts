/**
 * The AI proposal card (GM only): one Hostile's next Activation as its Behavior card decides it — the rows chosen
 * with their printed text, the route, the target (ties the players settle, choices the GM makes), the Action and
 * its odds — with Execute, Edit and Skip. The view is pure, so the gallery and the tests render the same lines.
 */
import { defineCardKind, ownersOnly } from "../../../core/chat/card-kinds";
import { SYSTEM_PATH } from "../../../core/templates";
import type { ActivationPlan, ModelRef } from "./rules/ai-plan";
import type { NoActivation } from "./rules/ai-plan";

export const AI_EXECUTE = "realms.eldfall.aiExecute";
export const AI_EDIT = "realms.eldfall.aiEdit";
export const AI_SKIP = "realms.eldfall.aiSkip";
/** Show (or clear) the proposed route on the canvas: this client's drawing only, no card field changes. */
const AI_ROUTE = "realms.eldfall.aiRoute";
const L = "REALMS.Eldfall.Ai";

export type ProposalStatus = "proposed" | "executed" | "skipped";

export interface AiProposalCard {
  readonly plan: ActivationPlan;
  readonly tiedWith: readonly ModelRef[];
  readonly passed: readonly { readonly ref: ModelRef; readonly why: NoActivation | "skipped" }[];
  readonly combatId: string | null;
  /** The combat's round it was proposed in (a Skip passes the Hostile over for that round's Tactical Phase). */
  readonly round: number;
  readonly sceneId: string;
  /** The Hostile's token (its id on the scene, and its uuid). */
  readonly tokenId: string;
  readonly tokenUuid: string;
  /** The rows of its card as shown (rules/behavior-text.ts `rowText`: the printed text, else the keyed reading); the Edit choices. */
  readonly rows: { readonly movement: readonly string[]; readonly action: readonly string[] };
  /** The enemies it may target (the Edit choices). */
  readonly enemies: readonly ModelRef[];
  /** Chance of at least one Hit of the proposed Attack before any Reaction (rules/odds.ts); null: no Attack. */
  readonly odds: number | null;
  readonly status: ProposalStatus;
  /** The activation card Execute opened. */
  readonly activationMessageId: string | null;
}

const names = (refs: readonly ModelRef[]) => refs.map((r) => r.name).join(", ");
const rowLabel = (row: number | null) => (row === null ? { key: `${L}.rulesDefault`, n: "" } : { key: `${L}.row`, n: String(row + 1) });
const STUCK = new Set(["noRoute", "noTarget", "immobilized", "tooFar", "engagedDirection", "engagedMovement", "overEncumbered", "endFull"]);

/** Where the route heads, from the row's behavior (walkInto, runToward, walkAway…). */
const INTENT: readonly (readonly [string, string])[] = [["Into", "into"], ["Toward", "toward"], ["Away", "away"]];

/** "3 spaces toward Tharos": the spaces entered and the model it heads for, as keys and values the template localizes. */
function routeSummary(spaces: number, behavior: string, target: string) {
  const intent = target ? INTENT.find(([suffix]) => behavior.endsWith(suffix))?.[1] ?? "plain" : "plain";
  return { key: `${L}.Route.${intent}`, spacesKey: `${L}.Route.spaces`, n: spaces, name: target };
}

/** A chosen row's text as the card lists it; the rules' default (no row) has none. */
const shownRow = (texts: readonly string[], row: number | null, printed: string) => (row === null ? printed : texts[row] ?? printed);

export function aiProposalContext(card: AiProposalCard) {
  const { movement: mv, action: act } = card.plan;
  const spaces = mv.path.length;
  return {
    hostile: card.plan.hostile.name,
    movement: {
      row: rowLabel(mv.row), text: shownRow(card.rows.movement, mv.row, mv.text), behavior: `${L}.Behavior.${mv.behavior}`, kind: `REALMS.Eldfall.Activation.Movement.${mv.kind}`,
      route: spaces ? routeSummary(spaces, mv.behavior, mv.target?.name ?? "") : null,
      target: mv.target?.name ?? "", ties: names(mv.tied), gm: mv.gm, crouch: mv.crouch === "cancel",
      stuck: mv.stuck ? `${L}.Stuck.${STUCK.has(mv.stuck) ? mv.stuck : "other"}` : "",
    },
    action: {
      row: rowLabel(act.row), text: shownRow(card.rows.action, act.row, act.text), behavior: `${L}.Behavior.${act.behavior}`, label: `REALMS.Eldfall.Activation.Action.${act.action}`,
      weapon: act.weapon?.name ?? "", target: act.target?.name ?? "", ties: names(act.tied), gm: act.gm,
      note: act.note ? `${L}.Note.${act.note}` : "", facing: act.facing ? `${L}.Facing.${act.facing}` : "",
    },
    odds: card.odds === null ? "" : `${Math.round(card.odds * 1000) / 10}%`,
    idleNothing: card.plan.idleNothing,
    orderTie: names(card.tiedWith),
    passed: card.passed.map((p) => ({ name: p.ref.name, why: `${L}.Why.${p.why}` })),
    proposed: card.status === "proposed",
    showRoute: card.status === "proposed" && spaces > 0,
    status: `${L}.status.${card.status}`,
  };
}

export const AI_PROPOSAL_CARD = defineCardKind<AiProposalCard>({
  id: "realms.eldfall.aiProposal",
  parts: [{
    template: `${SYSTEM_PATH}/templates/eldfall/ai-proposal.hbs`,
    context: (card) => aiProposalContext(card),
    // GM-only buttons on a GM-only card: no field is a player's to write.
    actions: { [AI_EXECUTE]: { fields: ownersOnly("status", "activationMessageId") }, [AI_EDIT]: { fields: ownersOnly("plan", "enemies", "odds") }, [AI_SKIP]: { fields: ownersOnly("status") }, [AI_ROUTE]: { fields: {} } },
  }],
});
