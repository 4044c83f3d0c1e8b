/**
 * The sidebar shows the world's ruleset. Realms ships the packs of five games; on the GM's `ready` the packs of the
 * other four fold into one "Other rulesets" compendium folder (a sub-folder per ruleset) that the GM can still open.
 * The folder remembers the ruleset it was laid out for, so this runs again only after the ruleset changes: packs the
 * GM moves by hand afterwards stay where they were put. All folder placements go in one write of
 * `core.compendiumConfiguration`, the setting Foundry's own `pack.configure({ folder })` writes.
 */
import { allRulesets } from "./registry";
import { SYSTEM_ID } from "./settings";
import { rulesetOfPack } from "./rules/pack-rulesets";
import { realmsFlag, realmsFlagPath } from "./flags";

type PackFolder = Folder.Implementation;

const compendiumFolders = () => game.folders.filter((f) => f.type === "Compendium");
const isOther = (f: PackFolder) => realmsFlag<boolean>(f, "otherRulesets") === true;
const rulesetFolderOf = (f: PackFolder) => realmsFlag<string>(f, "rulesetPacks");
const ours = (f: PackFolder | null | undefined) => !!f && (isOther(f) || typeof rulesetFolderOf(f) === "string");

export async function foldInactivePacks(activeId: string): Promise<void> {
  if (!game.user?.isGM || !activeId) return;
  const rulesets = allRulesets();
  const ids = rulesets.map((r) => r.id);
  const packs = [...game.packs].filter((p) => p.metadata.packageType === "system" && p.metadata.packageName === SYSTEM_ID);
  if (!packs.length) return;
  const found = compendiumFolders().find(isOther);
  if (found && realmsFlag<string>(found, "placedFor") === activeId) return;
  const other = found ?? (await Folder.create({
    name: game.i18n.localize("REALMS.Packs.otherRulesets"), type: "Compendium", sorting: "a", sort: 900000, flags: { realms: { otherRulesets: true } },
  }));
  if (!other) return;

  const subFolder = async (id: string): Promise<{ id: string | null }> => {
    const existing = compendiumFolders().find((f) => rulesetFolderOf(f) === id && f.folder?.id === other.id);
    if (existing) return existing;
    const label = rulesets.find((r) => r.id === id)?.label ?? id;
    return (await Folder.create({ name: game.i18n.localize(label), type: "Compendium", folder: other.id, sorting: "a", flags: { realms: { rulesetPacks: id } } }))!;
  };

  const configuration = foundry.utils.deepClone(game.settings.get("core", "compendiumConfiguration")) as Record<string, { folder?: string | null }>;
  for (const pack of packs) {
    const ruleset = rulesetOfPack(pack.metadata.name, ids);
    if (!ruleset) continue;
    // The world's own packs leave our folders (after a switch back); the GM's own placements stay.
    const target = ruleset === activeId ? (ours(pack.folder) ? null : undefined) : (await subFolder(ruleset)).id;
    if (target === undefined || (pack.folder?.id ?? null) === target) continue;
    configuration[pack.collection] = { ...configuration[pack.collection], folder: target };
  }
  await game.settings.set("core", "compendiumConfiguration", configuration as never);
  await other.update({ [realmsFlagPath("placedFor")]: activeId });
}
