/**
 * Gallery entries of the AI proposal card and its Edit dialog, from the pack documents (the Example Behavior card,
 * Iuren, Tharos and Anari) through the code the runner uses: the field and the plan of the pure rules, the rows as
 * shown (rowText), the valid enemies, the odds (rules/ai-odds.ts) and the card's context. A Walk into the closest
 * enemy's space and a Melee Attack; a Run toward two equally close heroes (a tie the players settle), with another
 * Iuren token of the same Tier and Morale that could go instead and one with no AP left.
 */
import { aiProposalContext, type AiProposalCard } from "../../src/rulesets/eldfall/ai/proposal-card";
import { isPlan, planActivation, type ActivationPlan, type BehaviorCard } from "../../src/rulesets/eldfall/ai/rules/ai-plan";
import { validEnemies, type AiField } from "../../src/rulesets/eldfall/ai/rules/ai-field";
import { proposalOdds } from "../../src/rulesets/eldfall/ai/rules/ai-odds";
import { rowText } from "../../src/rulesets/eldfall/ai/rules/behavior-text";
import type { BehaviorSystem } from "../../src/rulesets/eldfall/models/campaign-specs";
import { aiModel, field, hero, wallEast } from "./ai-fixtures";
import { packDocs, type GalleryEntry } from "./fixtures";
import { FOOTER_PARTS } from "./fixtures-dialogs";
import { format, translate } from "./render";

type Raw = { _id: string; name: string; type: string; system: Record<string, unknown> };
const t = (key: string, data?: Record<string, string | number>) => (data ? format(key, data) : translate(key));

/** The proposal card as the runner's `cardFor` fills it. */
function proposal(f: AiField, plan: ActivationPlan, card: BehaviorCard, attrs: { off: number; acc: number; sta: number }, extra: Partial<AiProposalCard> = {}): AiProposalCard {
  return {
    plan, tiedWith: [], passed: [], combatId: null, round: 1, sceneId: "", tokenId: plan.hostile.id, tokenUuid: "", status: "proposed", activationMessageId: null,
    rows: { movement: card.active.movement.map((r) => rowText(r, t)), action: card.active.action.map((r) => rowText(r, t)) },
    enemies: validEnemies(f, f.model(plan.hostile.id)).map((e) => ({ id: e.id, uuid: e.uuid, name: e.name })),
    odds: proposalOdds(plan, attrs), ...extra,
  };
}

const planned = (p: ReturnType<typeof planActivation>): ActivationPlan => {
  if (!isPlan(p)) throw new Error(`the gallery plan did not fire: ${p}`);
  return p;
};

export function eldfallAiGalleryEntries(hostileName?: string): GalleryEntry[] {
  const docs = packDocs() as unknown as Raw[];
  const doc = (name: string) => docs.find((d) => d.name === name)!;
  const card = docs.find((d) => d.type === "eldfallBehavior")!.system as unknown as BehaviorSystem;
  const iurenDoc = doc("Iuren, Red Raseis");
  const iuren = hostileName ?? iurenDoc.name;
  const [tharos, anari] = [doc("Tharos, One-Eyed Wolf").name, doc("Anari, Light").name];
  const a = iurenDoc.system.attributes as Record<string, number | null>;
  const attrs = { off: a.off ?? 0, acc: a.acc ?? 0, sta: a.sta ?? 0 };

  const walkField = field([aiModel("H", { x: 0, y: 0 }, { name: iuren }), hero("T", { x: 1, y: 1 }, { name: tharos }), hero("A", { x: 5, y: 0 }, { name: anari })]);
  const walk = planned(planActivation(walkField, "H", card));
  const runField = field([aiModel("H", { x: 3, y: 0 }, { name: iuren, spd: 2 }), hero("T", { x: 3, y: 6 }, { name: tharos }), hero("A", { x: 3, y: 6 }, { name: anari })], { walls: wallEast(0, 0, 7) });
  const run = planned(planActivation(runField, "H", card));
  const walkCard = proposal(walkField, walk, card, attrs);
  const template = "templates/eldfall/ai-proposal.hbs";
  // The Edit dialog's choices as the runner's promptEdit lists them.
  const row = (texts: readonly string[], picked: number | null) => texts.map((text, i) => ({ value: String(i), label: `${i + 1}. ${text}`, selected: i === picked }));
  return [
    { id: "eldfall-ai-proposal", title: "Eldfall AI proposal (Example Behavior card: Walk into, Melee Attack)", kind: "chat", template, context: aiProposalContext(walkCard) },
    {
      id: "eldfall-ai-proposal-tie", title: "Eldfall AI proposal (Run toward, a tie for the players)", kind: "chat", template,
      context: aiProposalContext(proposal(runField, run, card, attrs, {
        tiedWith: [{ id: "H2", uuid: `Actor.${iurenDoc._id}`, name: iuren }],
        passed: [{ ref: { id: "H3", uuid: `Actor.${iurenDoc._id}`, name: iuren }, why: "noAp" }],
      })),
    },
    {
      id: "eldfall-ai-edit", title: "Eldfall AI proposal: Edit (row and target)", kind: "dialog", template: "templates/eldfall/ai-edit.hbs", parts: FOOTER_PARTS,
      context: {
        movementRows: row(walkCard.rows.movement, walk.movement.row), actionRows: row(walkCard.rows.action, walk.action.row),
        targets: walkCard.enemies.map((e) => ({ value: e.id, label: e.name, selected: e.id === (walk.action.target ?? walk.movement.target)?.id })),
        buttons: [{ value: "apply", label: translate("REALMS.Eldfall.Ai.Edit.apply"), icon: "fa-solid fa-check", default: true }],
      },
    },
  ];
}
