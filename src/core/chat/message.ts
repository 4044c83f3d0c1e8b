/**
 * The ChatMessage document class (CONFIG.ChatMessage.documentClass): a message's HTML is final when Foundry inserts
 * it. The chat log awaits `renderHTML` and only then inserts the message and scrolls to it (`postOne`, and
 * `updateMessage` for a changed card), while the `renderChatMessageHTML` hook runs inside it without being awaited:
 * a card drawn there (an async template render) replaced the content after the insert and the scroll, so the roll
 * total flashed and a new card ended partly below the fold. Drawing it here, after Foundry's own HTML and hooks and
 * before the log has it, leaves nothing to change afterwards.
 */
import { decorateMessage } from "./render";

export class RealmsChatMessage<out SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    await decorateMessage(this, html);
    return html;
  }
}

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    ChatMessage: typeof RealmsChatMessage<ChatMessage.SubType>;
  }
}
