/** The fields the packs flag as not printed in the rules text (`flags.realms.eldfall.missing`): the sheets name them instead of showing defaults. */
export function missingFields(doc: { readonly flags?: unknown }): readonly string[] {
  const missing = (doc.flags as { realms?: { eldfall?: { missing?: unknown } } } | undefined)?.realms?.eldfall?.missing;
  return Array.isArray(missing) ? missing.filter((m): m is string => typeof m === "string") : [];
}
