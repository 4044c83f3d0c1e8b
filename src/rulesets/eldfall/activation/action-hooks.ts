/**
 * What other parts do when an Action is declared in an Activation Sequence (the spawn feature: an Interact triggers the
 * Intrigues of its space and takes a Loot token there; a Perceive may be aimed at an Intrigue). The activation glue
 * (activation.ts) awaits every listener on the GM's client right after the declaration is recorded; a
 * listener's failure is reported and never undoes the declaration.
 */
import type { ActionDeclaration } from "./rules/activation";

export interface DeclaredAction {
  readonly actor: Actor.Implementation;
  readonly token: TokenDocument.Implementation | null;
  readonly declaration: ActionDeclaration;
}

type Listener = (declared: DeclaredAction) => Promise<unknown>;
const listeners = new Set<Listener>();

/** Listen to declared Actions; returns the function that stops listening. */
export function onActionDeclared(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export async function actionDeclared(declared: DeclaredAction): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(declared);
    } catch (error) {
      console.error("Realms | Eldfall declared-Action listener", error);
      ui.notifications?.error(String(error instanceof Error ? error.message : error));
    }
  }
}
