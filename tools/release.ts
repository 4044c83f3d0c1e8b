// What a release publishes: system.json with its version and URLs, and a zip Foundry's installer accepts.

export interface SystemManifest {
  id: string;
  version: string;
  url?: string;
  manifest?: string;
  download?: string;
  esmodules?: string[];
  styles?: string[];
  languages?: { path: string }[];
  packs?: { path: string }[];
  [key: string]: unknown;
}

/**
 * The manifest as built. A release build (REALMS_RELEASE_TAG, e.g. "v0.2.0", and REALMS_RELEASE_URL, the
 * project's page on its release host) takes its version from the tag and points `manifest` at the latest
 * release's system.json and `download` at this release's zip. Any other build uses package.json's version.
 */
export function releaseManifest(manifest: SystemManifest, packageVersion: string, env: Record<string, string | undefined>): SystemManifest {
  const tag = env.REALMS_RELEASE_TAG;
  const page = env.REALMS_RELEASE_URL?.replace(/\/+$/, "");
  if (!tag) return { ...manifest, version: packageVersion };
  const version = tag.replace(/^v/, "");
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Release tag "${tag}" is not a version like v1.2.3`);
  if (!page || !/^https:\/\/\S+$/.test(page)) throw new Error("A release build needs REALMS_RELEASE_URL, the project's https page on its release host");
  return {
    ...manifest,
    version,
    url: page,
    manifest: `${page}/releases/latest/download/system.json`,
    download: `${page}/releases/download/${tag}/realms.zip`,
  };
}

/**
 * Why Foundry's installer would not install this zip (empty when it would): system.json at the zip's root
 * (Foundry also accepts one top folder; we keep the root), the id it installs under, and every file the
 * manifest loads: scripts, styles, languages and each compiled pack.
 */
export function installProblems(entries: ReadonlyMap<string, Buffer>, expected: SystemManifest): string[] {
  const json = entries.get("system.json");
  if (!json) return ["system.json is not at the zip's root"];
  const manifest = JSON.parse(json.toString("utf8")) as SystemManifest;
  const problems: string[] = [];
  if (manifest.id !== expected.id) problems.push(`system.json id is "${manifest.id}", not "${expected.id}"`);
  if (manifest.version !== expected.version) problems.push(`system.json version is ${manifest.version}, not ${expected.version}`);
  for (const key of ["manifest", "download"] as const) {
    if (manifest[key] !== expected[key]) problems.push(`system.json ${key} is ${manifest[key]}, not ${expected[key]}`);
  }
  const files = [...(manifest.esmodules ?? []), ...(manifest.styles ?? []), ...(manifest.languages ?? []).map((l) => l.path)];
  for (const file of files) if (!entries.has(file)) problems.push(`${file} is missing`);
  for (const pack of manifest.packs ?? []) if (!entries.has(`${pack.path}/CURRENT`)) problems.push(`pack ${pack.path} is missing (no LevelDB CURRENT file)`);
  for (const name of entries.keys()) if (name.endsWith(".zip")) problems.push(`${name}: a zip inside the zip`);
  return problems;
}
