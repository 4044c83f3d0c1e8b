// Layering rules for src/, checked by `npm run lint:deps` (tools/check-layers.mjs, which also finds import
// cycles between the feature folders of a ruleset). Also usable directly: `npx depcruise src --config`.

/** Modules that must stay pure (no Foundry, no glue), the same set ESLint's no-restricted-globals block covers. */
const PURE = "(^|/)rules/|^src/core/dice/|^src/core/schema/(spec|validate|submit|clamp)\\.ts$|^src/core/format\\.ts$|^src/core/roll-dialog-model\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-ruleset",
      comment: "A ruleset never imports another ruleset, nor the registries in src/rulesets/*.ts that list them; shared logic goes into src/core.",
      severity: "error",
      from: { path: "^src/rulesets/([^/]+)/" },
      to: { path: "^src/rulesets/", pathNot: "^src/rulesets/$1/" },
    },
    {
      name: "core-not-rulesets",
      comment: "The core knows no ruleset: rulesets register themselves with it (only src/realms.ts and the registries in src/rulesets/*.ts list them).",
      severity: "error",
      from: { path: "^src/core/" },
      to: { path: "^src/rulesets/" },
    },
    {
      name: "pure-imports-pure",
      comment: "Pure rules (rules/ folders, src/core/dice, the pure schema files) value-import only other pure modules: no glue, no documents.",
      severity: "error",
      from: { path: PURE },
      to: { path: "^src/", pathNot: PURE, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pure-no-foundry",
      comment: "Pure rules import nothing from Foundry or its typings (types included: pass plain values in).",
      severity: "error",
      from: { path: PURE },
      to: { path: "(^|/)(@league-of-foundry-developers|fvtt-types|foundryvtt)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(test|tools|dist|node_modules)/" },
    // Keep type-only imports in the graph, marked "type-only", so rules and the folder-cycle check can tell them apart.
    tsPreCompilationDeps: "specify",
    tsConfig: { fileName: "tsconfig.json" },
  },
};
