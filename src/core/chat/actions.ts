/** Chat card buttons by name (`data-realms-action`); each action checks permissions itself. */
type ChatAction = (message: ChatMessage.Implementation, button: HTMLButtonElement) => Promise<void>;
const chatActions = new Map<string, ChatAction>();

/** Register a card button's action under its namespaced name; another action under a taken name throws. */
export function registerChatAction(name: string, action: ChatAction): void {
  const known = chatActions.get(name);
  if (known && known !== action) throw new Error(`Chat action "${name}" is registered twice`);
  chatActions.set(name, action);
}

/** Run a registered card action (the chat hook's click handler, and the glue tests). */
export async function runChatAction(name: string, message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<void> {
  await chatActions.get(name)?.(message, button);
}
