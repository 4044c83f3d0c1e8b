/** Chat messages that are not rolls: notices and proposals rendered from pure contexts. */
export async function postCard(template: string, context: object, options: { actor?: Actor.Implementation | null; gmOnly?: boolean; flags?: Record<string, unknown> } = {}) {
  const content = await foundry.applications.handlebars.renderTemplate(template, context as Record<string, unknown>);
  const data: Record<string, unknown> = {
    content,
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : {}),
    flags: { realms: options.flags ?? {} },
  };
  if (options.gmOnly) data.whisper = ChatMessage.getWhisperRecipients("GM").map((u) => u.id);
  return ChatMessage.create(data as never);
}

/** Re-render a non-roll card after its payload changed (the GM owns these messages). */
export async function rewriteCard(message: ChatMessage.Implementation, template: string, context: object, flags: Record<string, unknown>) {
  const content = await foundry.applications.handlebars.renderTemplate(template, context as Record<string, unknown>);
  await message.update({ content, flags: { realms: flags } } as never);
}
