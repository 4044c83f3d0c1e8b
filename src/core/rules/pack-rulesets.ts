/** Which ruleset a system pack belongs to: packs are named `<ruleset id>-<what>` (elvendor-actions, elf-rules…). */
export function rulesetOfPack(packName: string, rulesetIds: readonly string[]): string | null {
  // Longest id first, so an id that prefixes another (none today) cannot steal its packs.
  return [...rulesetIds].sort((a, b) => b.length - a.length).find((id) => packName.startsWith(`${id}-`)) ?? null;
}
