/** What every active ruleset does on `init`: its token statuses, Roll classes and sheets. */
import type { StatusDefinition } from "./ruleset";

export interface RulesetSetup {
  /** i18n key of the ruleset name (the sheet menu label). */
  readonly label: string;
  readonly statuses: readonly StatusDefinition[];
  /** Foundry's own statuses to keep beside the ruleset's (e.g. "dead"). */
  readonly keepStatuses?: readonly string[];
  readonly rolls: readonly unknown[];
  readonly actorSheets: Readonly<Record<string, unknown>>;
  readonly itemSheets: Readonly<Record<string, unknown>>;
}

export function setUpRuleset(setup: RulesetSetup): void {
  CONFIG.statusEffects = [
    ...setup.statuses.map((s) => ({ id: s.id, _id: s.id.padEnd(16, "0").slice(0, 16), name: s.name, img: s.img, description: s.description })),
    ...CONFIG.statusEffects.filter((s) => (setup.keepStatuses ?? []).includes(s.id) && !setup.statuses.some((x) => x.id === s.id)),
  ] as never;
  CONFIG.Dice.rolls.push(...(setup.rolls as never[]));
  const options = (type: string) => ({ types: [type], makeDefault: true, label: setup.label });
  for (const [type, sheet] of Object.entries(setup.actorSheets)) foundry.documents.collections.Actors.registerSheet("realms", sheet as never, options(type));
  for (const [type, sheet] of Object.entries(setup.itemSheets)) foundry.documents.collections.Items.registerSheet("realms", sheet as never, options(type));
}
