import typescript from "@rollup/plugin-typescript";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";

/** One ES module for Foundry, with a source map; type errors are caught by `npm run typecheck`, not here. */
export default {
  input: "src/realms.ts",
  output: { file: "dist/realms.mjs", format: "es", sourcemap: true },
  plugins: [
    nodeResolve(),
    typescript({
      tsconfig: "./tsconfig.json",
      include: ["src/**/*.ts"],
      exclude: ["test/**", "tools/**"],
      noEmit: false,
      noEmitOnError: false,
      noForceEmit: false,
      sourceMap: true,
      inlineSources: true,
      outputToFilesystem: false,
      compilerOptions: { types: ["@league-of-foundry-developers/foundry-vtt-types"], noCheck: true },
    }),
    terser({ module: true, ecma: 2022, compress: { passes: 2 }, format: { comments: false }, keep_classnames: true }),
  ],
  onwarn(warning, warn) {
    if (warning.code === "CIRCULAR_DEPENDENCY") throw new Error(warning.message);
    warn(warning);
  },
};
