/** The party's Secret Log (M95): the codes read, each once however it is spelt. Pure. */

/** The most codes the party's Secret Log keeps (partySpec `secretLog` max). */
export const SECRET_LOG_MAX = 400;

/** Codes compare without case or spaces ("e10 - 1" is E10-1), as a GM might type them. */
export const normalizeCode = (code: string): string => code.replace(/\s+/g, "").toUpperCase();

/** The Secret Log with a code added once (codes read, in the order first read), keeping the newest within the limit. */
export function recordCode(log: readonly string[], code: string | null): string[] {
  if (!code || log.some((c) => normalizeCode(c) === normalizeCode(code))) return [...log];
  return [...log, code].slice(-SECRET_LOG_MAX);
}
