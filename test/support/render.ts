/**
 * Foundry test double for templates: the real `handlebars` package in strict mode (a missing field
 * throws), Foundry's helpers as they behave in v13, our partials and helpers, and a `localize` that
 * fails on any key missing from the lang/en files.
 */
import Handlebars from "handlebars";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { lang } from "./lang";
import { CORE_PARTIALS, partialPath, registerRealmsHelpers } from "../../src/core/templates";


export function translate(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), lang);
  if (typeof value !== "string") throw new Error(`Missing translation: ${key}`);
  return value;
}

export function format(key: string, data: Record<string, unknown> = {}): string {
  return translate(key).replace(/{(\w+)}/g, (_, k: string) => (k in data ? String(data[k]) : `{${k}}`));
}

export const hbs = Handlebars.create();
const options = { strict: true } as const;

hbs.registerHelper("localize", (key: unknown, opts: { hash: Record<string, unknown> }) => {
  if (typeof key !== "string" || key === "") return "";
  return Object.keys(opts.hash).length ? format(key, opts.hash) : translate(key);
});
hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
hbs.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
hbs.registerHelper("selectOptions", (choices: Record<string, string>, opts: { hash: { selected?: string; localize?: boolean } }) => {
  const html = Object.entries(choices).map(([value, label]) => {
    const text = opts.hash.localize ? translate(label) : label;
    const sel = value === opts.hash.selected ? " selected" : "";
    return `<option value="${Handlebars.escapeExpression(value)}"${sel}>${Handlebars.escapeExpression(text)}</option>`;
  }).join("");
  return new Handlebars.SafeString(html);
});
/** The double's words: English, as the lang files hold it. */
export const EN_WORDS = { lang: "en", has: (k: string) => { try { translate(k); return true; } catch { return false; } }, format };
registerRealmsHelpers(hbs, () => EN_WORDS);
/**
 * Every partial on disk under the naming rule the system registers them by: the core's as `realms.<name>`, a
 * ruleset's as `realms.<ruleset>.<name>` (test/unit/core/registration.test.ts checks each ruleset declares
 * exactly the partials in its folder).
 */
export function partialsOnDisk(): Record<string, string> {
  const out: Record<string, string> = { ...CORE_PARTIALS };
  for (const ns of readdirSync("templates")) {
    if (ns === "core" || !existsSync(`templates/${ns}/partials`)) continue;
    for (const file of readdirSync(`templates/${ns}/partials`)) {
      const name = file.replace(/\.hbs$/, "");
      out[`realms.${ns}.${name}`] = partialPath(ns, name);
    }
  }
  return out;
}
for (const [name, path] of Object.entries(partialsOnDisk())) hbs.registerPartial(name, hbs.compile(readFileSync(path, "utf8"), options));

const cache = new Map<string, Handlebars.TemplateDelegate>();

export function render(path: string, context: object): string {
  let template = cache.get(path);
  if (!template) {
    template = hbs.compile(readFileSync(path, "utf8"), options);
    cache.set(path, template);
  }
  // As Foundry's renderTemplate: documents' getters (name, img) read through their prototype.
  return template(context, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
}
