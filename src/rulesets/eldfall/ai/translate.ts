/** `game.i18n` as rules/behavior-text.ts asks for it (the proposal card, the Behavior sheets). */
export const behaviorTranslate = (key: string, data?: Record<string, string | number>) =>
  data ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n.localize(key);
