/**
 * Eldfall's hooks: the table of the ruleset's own hooks (a lower feature calls one, a higher one listens; see
 * src/core/ruleset-hooks.ts) and, at `init`, every listener and Foundry hook the features register.
 */
import { registerTurnHooks } from "./turns/phases";
import { registerActivationHooks } from "./activation/activation";
import { registerRerollQuery } from "./dice/reroll";
import { registerEldfallSpace } from "./space/movement";
import { registerBehaviorDrop } from "./sheets/behavior-sheet";
import { registerAiHooks } from "./ai/runner";
import { proposeHostileReaction } from "./ai/reactions";
import { chaosPhase } from "./chaos/chaos";
import { registerChaos } from "./chaos/register";
import { chaosFieldEnvironmentsOf } from "./chaos/weather";
import { declaredMovementOf } from "./activation/card";
import { onHook } from "../../core/ruleset-hooks";
import type { MovementKind } from "./space/rules/movement";
import type { EnvironmentId } from "./profile/rules/keys";
import type { Reactive } from "./activation/reactions";
import type { DeclaredAction } from "./activation/action-hooks";
import type { ReactionOffer } from "./activation/rules/reactions";
import type { ActivationState } from "./activation/rules/activation";
import { registerCampaign } from "./campaign/declaration";
import { registerSpawning } from "./spawn/declaration";
import { lootOnActionDeclared } from "./spawn/loot";
import { triggersOnActionDeclared } from "./spawn/triggers";
import { registerImportButtons } from "./import/dialog";
import { onActionDeclared } from "./activation/action-hooks";
import { dodgeMovePending, lapseDodgeMoves, onTokenMoved } from "./resolution/dodge-moves";
import { onEvent } from "../../core/events";
import type { Boundary } from "../../core/rules/timeline";

/** Hook name → payload of the hooks one Eldfall feature calls for a higher one (query hooks: listeners fill the answer field). */
export interface EldfallHooks {
  /** space/movement.ts's move check asks which Movement the model's running activation declared; activation answers. */
  "realms.eldfall.declaredMovement": { readonly actor: Actor.Implementation; movement: MovementKind | null };
  /** space/zones.ts asks for field-wide environments kept outside the Quest Rules' list; the weather and Night add theirs. */
  "realms.eldfall.fieldEnvironments": { readonly scene: Scene.Implementation; readonly environments: EnvironmentId[] };
  /** turns/phases.ts at the Chaos Phase: the Chaos deck's draw is set as `drawn` (awaited); unanswered, the GM is reminded to draw. */
  "realms.eldfall.chaosPhase": { readonly combat: Combat.Implementation; readonly round: number; drawn: Promise<unknown> | null };
  /** activation/action-hooks.ts after an Action is declared: listeners (spawn's Intrigues and Loot) add their work, run in turn. */
  "realms.eldfall.actionDeclared": { readonly declared: DeclaredAction; readonly work: (() => Promise<unknown>)[] };
  /** activation/reactions.ts asks what the GM is proposed for a reactor no player owns; the AI answers (`answered`, `offerId`). */
  "realms.eldfall.reactionProposal": {
    readonly reactive: Reactive; readonly offers: readonly ReactionOffer[]; readonly state: ActivationState; answered: boolean; offerId: string | null;
  };
}

/** At `init`, when Eldfall is the world's ruleset. */
export function registerEldfallHooks(): void {
  registerTurnHooks();
  registerActivationHooks();
  registerRerollQuery();
  registerEldfallSpace();
  // Each answer is set once, so a second registration (a second boot in one session) changes nothing.
  onHook<EldfallHooks, "realms.eldfall.declaredMovement">("realms.eldfall.declaredMovement", (p) => { p.movement ??= declaredMovementOf(p.actor); });
  onHook<EldfallHooks, "realms.eldfall.fieldEnvironments">("realms.eldfall.fieldEnvironments", (p) => { p.environments.push(...chaosFieldEnvironmentsOf(p.scene)); });
  onHook<EldfallHooks, "realms.eldfall.chaosPhase">("realms.eldfall.chaosPhase", (p) => { p.drawn ??= chaosPhase(p.combat, p.round); });
  onHook<EldfallHooks, "realms.eldfall.reactionProposal">("realms.eldfall.reactionProposal", (p) => {
    if (!p.answered) Object.assign(p, { answered: true, offerId: proposeHostileReaction(p.reactive, p.offers, p.state) });
  });
  registerBehaviorDrop();
  registerAiHooks();
  registerChaos();
  registerCampaign();
  registerSpawning();
  registerImportButtons();
  onActionDeclared(triggersOnActionDeclared);
  onActionDeclared(lootOnActionDeclared);
  registerDodgeMoves();
}

/** Dodge moves: a marked model's next drag is a Dodge move (over what its activation declared); the mark lapses once used or at the next activation. */
function registerDodgeMoves(): void {
  onHook<EldfallHooks, "realms.eldfall.declaredMovement">("realms.eldfall.declaredMovement", (p) => { if (dodgeMovePending(p.actor)) p.movement = "dodge"; });
  Hooks.on("updateToken", ((token: TokenDocument.Implementation, changes: { x?: unknown; y?: unknown }) => void onTokenMoved(token, changes)) as never);
  onEvent<{ combat: Combat.Implementation; boundary: Boundary }>("turnBoundary", ({ combat, boundary }) => {
    if (boundary.kind === "activationStart") void lapseDodgeMoves(combat);
  });
}
