/** What Foundry's Cards directory shows the current user of the hands: those it may see (LIMITED or better; a GM every one). */
type Stack = { readonly id: string | null; readonly type: string; readonly visible: boolean };
const cards = () => (globalThis as unknown as { game: { cards: { filter(fn: (s: Stack) => boolean): Stack[] } } }).game.cards;

export const shownHands = (): Stack[] => cards().filter((s) => s.type === "hand" && s.visible);
