/**
 * Foundry test double for templates: the real `handlebars` package in strict mode (a missing field
 * throws), Foundry's helpers as they behave in v13, our partials and helpers, and a `localize` that
 * fails on any key missing from the lang/en files.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { lang } from "./lang";
import { REALMS_PARTIALS, registerRealmsHelpers } from "../../src/core/templates";


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
registerRealmsHelpers(hbs);
for (const [name, path] of Object.entries(REALMS_PARTIALS)) hbs.registerPartial(name, hbs.compile(readFileSync(path, "utf8"), options));

const cache = new Map<string, Handlebars.TemplateDelegate>();

export function render(path: string, context: object): string {
  let template = cache.get(path);
  if (!template) {
    template = hbs.compile(readFileSync(path, "utf8"), options);
    cache.set(path, template);
  }
  return template(context);
}
