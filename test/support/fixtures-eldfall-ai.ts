/**
 * Gallery entries of the AI proposal card, planned by the pure rules from the rules' example card (M79) on small
 * fields: a Walk into the closest enemy's space and a Melee Attack; a Run toward equally close enemies (a tie the
 * players settle) with a Hostile of the same Tier and Morale that could go instead.
 */
import { aiProposalContext, type AiProposalCard } from "../../src/rulesets/eldfall/ai/proposal-card";
import { isPlan, planActivation, type ActivationPlan } from "../../src/rulesets/eldfall/ai/rules/ai-plan";
import { aiModel, exampleCard, field, hero, wallEast } from "./ai-fixtures";
import type { GalleryEntry } from "./fixtures";
import { FOOTER_PARTS } from "./fixtures-dialogs";

function proposal(plan: ActivationPlan, extra: Partial<AiProposalCard> = {}): AiProposalCard {
  const card = exampleCard();
  return {
    plan, tiedWith: [], passed: [], combatId: null, round: 0, sceneId: "s", tokenId: plan.hostile.id, tokenUuid: "", status: "proposed", activationMessageId: null,
    rows: { movement: card.active.movement.map((r) => r.text), action: card.active.action.map((r) => r.text) }, enemies: [], odds: null, ...extra,
  };
}

const planned = (p: ReturnType<typeof planActivation>): ActivationPlan => {
  if (!isPlan(p)) throw new Error(`the gallery plan did not fire: ${p}`);
  return p;
};

export function eldfallAiGalleryEntries(hostileName?: string): GalleryEntry[] {
  const name = hostileName ?? "Test Hostile 07";
  const walk = planned(planActivation(field([aiModel("H", { x: 0, y: 0 }, { name }), hero("Tharos", { x: 1, y: 1 }), hero("Anari", { x: 5, y: 0 })]), "H", exampleCard()));
  const run = planned(planActivation(field([aiModel("H", { x: 3, y: 0 }, { name, spd: 2 }), hero("Seigen", { x: 3, y: 6 }), hero("Tomoe", { x: 3, y: 6 })], { walls: wallEast(0, 0, 7) }), "H", exampleCard()));
  const template = "templates/eldfall/ai-proposal.hbs";
  return [
    { id: "eldfall-ai-proposal", title: "Eldfall AI proposal (example card: Walk into, Melee Attack)", kind: "chat", template, context: aiProposalContext(proposal(walk, { odds: 0.878 })) },
    {
      id: "eldfall-ai-proposal-tie", title: "Eldfall AI proposal (Run toward, a tie for the players)", kind: "chat", template,
      context: aiProposalContext(proposal(run, {
        tiedWith: [{ id: "h2", uuid: "Actor.h2", name: "Test Hostile 08" }],
        passed: [{ ref: { id: "h3", uuid: "Actor.h3", name: "Test Hostile 09" }, why: "noAp" }],
      })),
    },
    {
      id: "eldfall-ai-edit", title: "Eldfall AI proposal: Edit (row and target)", kind: "dialog", template: "templates/eldfall/ai-edit.hbs", parts: FOOTER_PARTS,
      context: {
        movementRows: exampleCard().active.movement.map((r, i) => ({ value: String(i), label: `${i + 1}. ${r.text}`, selected: i === 0 })),
        actionRows: exampleCard().active.action.map((r, i) => ({ value: String(i), label: `${i + 1}. ${r.text}`, selected: false })),
        targets: [{ value: "t", label: "Tharos", selected: true }, { value: "a", label: "Anari", selected: false }],
        buttons: [{ value: "apply", label: "Apply", icon: "fa-solid fa-check", default: true }],
      },
    },
  ];
}
