/**
 * Token defaults per actor type, set by the active ruleset: the attribute bar1 shows, the attributes Token
 * Config offers, and whether prototype tokens are linked (heroes, PCs: one token is the actor) or not
 * (enemies: every token is its own copy, so two Spiders do not share wounds).
 */
export interface TokenDefaults {
  /** bar1's attribute (a `system` path), or null for none. */
  readonly primary: string | null;
  /** bar2's attribute, when the type has a second pool every token should show (none by default). */
  readonly secondary?: string | null;
  /** `{value, max}` pools offered as bars. */
  readonly bars: readonly string[];
  /** Single numbers offered as token values. */
  readonly values: readonly string[];
  readonly linked: boolean;
}

export type TokenDefaultsByType = Readonly<Record<string, TokenDefaults>>;

/** `CONFIG.Actor.trackableAttributes`: what Token Config and the token HUD offer per actor type. */
export function trackableAttributesOf(tokens: TokenDefaultsByType): Record<string, { bar: string[]; value: string[] }> {
  return Object.fromEntries(Object.entries(tokens).map(([type, t]) => [type, { bar: [...t.bars], value: [...t.values] }]));
}

interface PrototypePatch { prototypeToken: { actorLink?: boolean; bar1?: { attribute: string | null }; bar2?: { attribute: string | null } } }

/**
 * What a new actor's prototype token gets from its type's defaults: only what the creation data leaves
 * unset (a compendium import or a duplicate keeps its own choices). Null when there is nothing to set.
 */
export function prototypeTokenPatch(defaults: TokenDefaults | undefined, data: unknown): PrototypePatch | null {
  if (!defaults) return null;
  const token = (data as { prototypeToken?: { actorLink?: unknown; bar1?: { attribute?: unknown }; bar2?: { attribute?: unknown } } } | null)?.prototypeToken;
  const patch: PrototypePatch = { prototypeToken: {} };
  if (token?.actorLink === undefined) patch.prototypeToken.actorLink = defaults.linked;
  if (token?.bar1?.attribute === undefined) patch.prototypeToken.bar1 = { attribute: defaults.primary };
  if (defaults.secondary && token?.bar2?.attribute === undefined) patch.prototypeToken.bar2 = { attribute: defaults.secondary };
  return Object.keys(patch.prototypeToken).length ? patch : null;
}

type BarSlots = { readonly bar1?: { readonly attribute?: unknown } | null; readonly bar2?: { readonly attribute?: unknown } | null };
export type BarPatch = { bar1?: { attribute: string }; bar2?: { attribute: string } };

/**
 * For a world made before its type's bars changed: the bar slots of a token or prototype token that draw nothing the
 * type offers (empty, or a single value, which Foundry never draws as a bar) set to the type's default for that slot.
 * A slot showing one of the type's bars is the GM's choice and stays. Null when nothing changes. Pure.
 */
export function staleBarPatch(defaults: TokenDefaults | undefined, token: BarSlots | null | undefined): BarPatch | null {
  if (!defaults) return null;
  const patch: BarPatch = {};
  for (const [slot, wanted] of [["bar1", defaults.primary], ["bar2", defaults.secondary ?? null]] as const) {
    const current = token?.[slot]?.attribute;
    if (!wanted || current === wanted || (typeof current === "string" && defaults.bars.includes(current))) continue;
    patch[slot] = { attribute: wanted };
  }
  return Object.keys(patch).length ? patch : null;
}

/** The active ruleset's token defaults: trackable attributes now, prototype tokens on each actor's creation. */
export function registerTokenDefaults(tokens: TokenDefaultsByType): void {
  Object.assign(CONFIG.Actor.trackableAttributes, trackableAttributesOf(tokens));
  Hooks.on("preCreateActor", (actor: Actor.Implementation, data: unknown) => {
    const patch = prototypeTokenPatch(tokens[actor.type], data);
    if (patch) actor.updateSource(patch);
  });
}
