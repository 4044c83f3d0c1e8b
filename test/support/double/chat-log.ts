/**
 * The chat log as Foundry v13 fills it (client/applications/sidebar/tabs/chat.d.mts `postOne`, `updateMessage`;
 * client/documents/chat-message.d.mts `renderHTML`; the same declarations in v14), in its order:
 * - `ChatMessage#renderHTML`: Foundry's own HTML (`li.chat-message[data-message-id]`, a header, `.message-content`
 *   holding the content, or a roll's total when the content is empty), then the `renderChatMessageHTML` hook
 *   (`Hooks.callAll`: an async handler is not awaited), then it resolves with the element.
 * - `postOne` (a message created, ChatMessage#_onCreate, not awaited by the creation): awaits `renderHTML`, inserts
 *   the element at the bottom of the log, then scrolls to it. `updateMessage` (a message updated) renders it afresh
 *   and replaces its element.
 * The log records what it inserted and what it scrolled to, so a test sees a change made after either (a card drawn
 * late, so the roll total flashes and the scroll ends short of the new card's bottom). It is rendered only once a
 * test opens it (`openChatLog`), as a client renders its sidebar: other tests' messages are not drawn.
 */

const g = globalThis as unknown as {
  game: { user: { id: string; isGM: boolean } };
  Hooks: { callAll(hook: string, ...args: unknown[]): true };
};

/** The members of a message Foundry's renderHTML reads (./chat.ts builds them). */
export interface RenderableMessage {
  id: string; content: unknown; type: unknown; whisper: unknown; isAuthor: boolean;
  rolls: { total: number; formula: string }[];
  author: { name?: string } | undefined;
}

/** ChatMessage#isContentVisible for a roll: a whisper shows to its recipients and its author; else to everyone. */
export function contentVisible(message: RenderableMessage): boolean {
  const whisper = (message.whisper as string[] | undefined) ?? [];
  if (!message.rolls.length || !whisper.length) return true;
  return whisper.includes(g.game.user.id) || message.isAuthor;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ChatMessage#renderHTML as v13 builds it: the element, the hook (not awaited), the element returned. */
export async function renderMessageHTML(message: RenderableMessage): Promise<HTMLElement> {
  const rolls = message.rolls;
  let content = String(message.content ?? "");
  // A roll message whose content is not HTML shows its rolls (a private roll's total stays hidden).
  if (rolls.length && !content.trim().startsWith("<")) {
    content = contentVisible(message)
      ? rolls.map((r) => `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">${escape(r.formula)}</div><h4 class="dice-total">${r.total}</h4></div></div>`).join("")
      : `<div class="dice-roll"><div class="dice-result"><h4 class="dice-total">?</h4></div></div>`;
  }
  await Promise.resolve(); // renderTemplate (CONFIG.ChatMessage.template) is async
  const li = document.createElement("li");
  li.className = "chat-message message flexcol";
  li.dataset.messageId = message.id;
  li.innerHTML = `<header class="message-header flexrow"><h4 class="message-sender">${escape(message.author?.name ?? "")}</h4></header>`
    + `<div class="message-content">${content}</div>`;
  g.Hooks.callAll("renderChatMessageHTML", message, li, { message });
  return li;
}

interface LogEntry {
  readonly id: string;
  element: HTMLElement;
  /** The element's HTML when it was inserted (or last replaced), and when the log scrolled to it. */
  inserted: string;
  scrolled: string;
  /** How often the log rendered it. */
  renders: number;
}

interface ChatLogState { open: boolean; list: HTMLElement | null; entries: Map<string, LogEntry>; pending: Promise<unknown>[]; errors: unknown[] }
const state: ChatLogState = { open: false, list: null, entries: new Map(), pending: [], errors: [] };

/** What a test reads of the open log. */
export interface ChatLogView {
  /** Wait for every render and insert started so far. */
  settled(): Promise<void>;
  entry(id: string): Readonly<LogEntry> | undefined;
  readonly errors: readonly unknown[];
  close(): void;
}

/** Render the chat log from now on: each created message is posted, each updated one replaced. */
export function openChatLog(): ChatLogView {
  Object.assign(state, { open: true, entries: new Map(), pending: [], errors: [] });
  state.list = document.createElement("ol");
  state.list.className = "chat-log plain";
  return {
    async settled() { while (state.pending.length) await Promise.all(state.pending.splice(0)); },
    entry: (id) => state.entries.get(id),
    get errors() { return state.errors; },
    close() { Object.assign(state, { open: false, list: null }); },
  };
}

/** ChatLog#postOne: render, insert at the bottom, scroll to it. */
export function postOne(message: RenderableMessage & { renderHTML(): Promise<HTMLElement> }): void {
  if (!state.open || !state.list) return;
  const list = state.list;
  state.pending.push(message.renderHTML().then((element) => {
    list.append(element);
    const entry: LogEntry = { id: message.id, element, inserted: element.outerHTML, scrolled: "", renders: 1 };
    state.entries.set(message.id, entry);
    entry.scrolled = element.outerHTML;
  }).catch((error: unknown) => { state.errors.push(error); }));
}

/** ChatLog#updateMessage: render afresh, replace the element. */
export function updateMessage(message: RenderableMessage & { renderHTML(): Promise<HTMLElement> }): void {
  const entry = state.open ? state.entries.get(message.id) : undefined;
  if (!entry) return;
  state.pending.push(message.renderHTML().then((element) => {
    entry.element.replaceWith(element);
    Object.assign(entry, { element, inserted: element.outerHTML, scrolled: element.outerHTML, renders: entry.renders + 1 });
  }).catch((error: unknown) => { state.errors.push(error); }));
}
