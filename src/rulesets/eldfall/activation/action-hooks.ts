/**
 * What other features do when an Action is declared in an Activation Sequence (spawn: an Interact triggers the
 * Intrigues of its space and takes a Loot token there; a Perceive may be aimed at an Intrigue). The activation
 * (activation.ts) calls the `actionDeclared` hook (hooks.ts) on the GM's client right after the declaration is
 * recorded; each listener hands back its work, which runs in turn and is awaited. A listener's failure is
 * reported and never undoes the declaration.
 */
import { callAllHooks, onHook } from "../../../core/ruleset-hooks";
import type { EldfallHooks } from "../hooks";
import type { ActionDeclaration } from "./rules/activation";

export interface DeclaredAction {
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation | null;
  readonly declaration: ActionDeclaration;
}

type Listener = (declared: DeclaredAction) => Promise<unknown>;

/** Listen to declared Actions (a feature's `init`); returns the function that stops listening. */
export function onActionDeclared(listener: Listener): () => void {
  return onHook<EldfallHooks, "realms.eldfall.actionDeclared">("realms.eldfall.actionDeclared", (p) => { p.work.push(() => listener(p.declared)); });
}

export async function actionDeclared(declared: DeclaredAction): Promise<void> {
  const { work } = callAllHooks<EldfallHooks, "realms.eldfall.actionDeclared">("realms.eldfall.actionDeclared", { declared, work: [] });
  for (const run of work) {
    try {
      await run();
    } catch (error) {
      console.error("Realms | Eldfall declared-Action listener", error);
      ui.notifications?.error(String(error instanceof Error ? error.message : error));
    }
  }
}
