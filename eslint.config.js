import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** Foundry globals that pure rules code must never touch (they would make it untestable outside Foundry). */
const FOUNDRY_GLOBALS = [
  "game", "CONFIG", "foundry", "Hooks", "ui", "canvas", "Roll", "ChatMessage", "Actor", "Item", "Actors", "Items",
  "Dialog", "Combat", "Combatant", "Token", "TokenDocument", "Scene", "CONST", "fromUuid", "fromUuidSync", "Handlebars",
  "renderTemplate", "socket", "document", "window",
].map((name) => ({ name, message: "Pure rules code must not use Foundry or browser globals; pass values in instead." }));

/** Module-scope `let` (plain or exported): mutable module state. */
const MODULE_LET = ["Program > VariableDeclaration[kind='let']", "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']"].map((selector) => ({
  selector, message: "No module-level mutable state in a ruleset: import what you call; pass state in or keep it on documents.",
}));

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".types-v14/**", "test-output/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["src/**/rules/**/*.ts", "src/core/dice/**/*.ts", "src/core/schema/spec.ts", "src/core/schema/validate.ts", "src/core/schema/submit.ts", "src/core/schema/clamp.ts", "src/core/format.ts", "src/core/roll-dialog-model.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Pure rules take die results as inputs." }],
    },
  },
  {
    // No function in src/ over 120 lines: long functions hide their stages; split them into named helpers.
    files: ["src/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // No module-level mutable state in the rulesets: modules import what they call, nothing is rewired.
    files: ["src/rulesets/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...MODULE_LET] },
  },

  {
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["test/**/*.ts", "tools/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-unused-expressions": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Pack tests read untyped JSON documents.
    files: ["test/packs/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
