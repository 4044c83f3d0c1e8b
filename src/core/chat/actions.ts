/** Chat card buttons by name (`data-realms-action`); each action checks permissions itself. */
type ChatAction = (message: ChatMessage.Implementation, button: HTMLButtonElement) => Promise<void>;
const chatActions = new Map<string, ChatAction>();

export function registerChatAction(name: string, action: ChatAction): void {
  chatActions.set(name, action);
}

/** Run a registered card action (the chat hook's click handler, and the glue tests). */
export async function runChatAction(name: string, message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<void> {
  await chatActions.get(name)?.(message, button);
}
