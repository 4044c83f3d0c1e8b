// npm run lint:deps — the layering check, on dependency-cruiser's API:
// 1. the rules in .dependency-cruiser.cjs (no ruleset imports another, the core imports no ruleset, pure rules import
//    only pure modules and nothing of Foundry);
// 2. no import cycle between the feature folders of a ruleset, counting VALUE imports only (`import type` is erased,
//    so it cannot tie folders together at run time). Each module collapses to its folder, src/rulesets/<id>/<folder>
//    (<folder>/rules/ is a node of its own: a feature's pure layer, below its glue); a top-level file (index.ts, config.ts, …) is its own node: the
//    composition root index.ts imports every feature and features import config.ts, so one "root" node would make
//    every ruleset a single cycle. Cycles are the strongly connected components of that folder graph (Tarjan).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const result = await cruise(["src"], { ...options, validate: true }, {}, { tsConfig: extractTSConfig("tsconfig.json") });
const { modules, summary } = /** @type {import("dependency-cruiser").ICruiseResult} */ (result.output);

/** "rule: from → to" for each rule violation. */
const ruleViolations = [...new Set(summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`))].sort();

/** The node a module collapses to inside its ruleset, or null outside the rulesets' folders. */
function folderOf(path) {
  const m = /^src\/rulesets\/([^/]+)\/(.+)$/.exec(path);
  if (!m) return null;
  const [first, ...rest] = m[2].split("/");
  // A feature's pure rules are its lowest layer (they import only pure rules), so they are a node of their own.
  if (rest[0] === "rules" && rest.length > 1) return { ruleset: m[1], folder: `${first}/rules/` };
  return { ruleset: m[1], folder: rest.length ? `${first}/` : first };
}

/** Per ruleset: folder → folder → one module import that makes the edge (the evidence printed with a cycle). */
const graphs = new Map();
for (const module of modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dep of module.dependencies) {
    if (dep.dependencyTypes.includes("type-only")) continue;
    const to = folderOf(dep.resolved);
    if (!to || to.ruleset !== from.ruleset || to.folder === from.folder) continue;
    const graph = graphs.get(from.ruleset) ?? new Map();
    graphs.set(from.ruleset, graph);
    const out = graph.get(from.folder) ?? new Map();
    graph.set(from.folder, out);
    if (!out.has(to.folder)) out.set(to.folder, `${module.source} → ${dep.resolved}`);
  }
}

/** Tarjan's strongly connected components with more than one node (iterative, so deep graphs cannot overflow). */
function cycles(graph) {
  const index = new Map(), low = new Map(), onStack = new Set(), stack = [], found = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(graph.get(start)?.keys() ?? [])]]];
    index.set(start, next); low.set(start, next++); stack.push(start); onStack.add(start);
    while (work.length) {
      const [node, targets] = work[work.length - 1];
      const target = targets.shift();
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, next); low.set(target, next++); stack.push(target); onStack.add(target);
          work.push([target, [...(graph.get(target)?.keys() ?? [])]]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      for (let member = null; member !== node;) { member = stack.pop(); onStack.delete(member); component.push(member); }
      if (component.length > 1) found.push(component.sort());
    }
  }
  return found;
}

const folderCycles = [...graphs].sort(([a], [b]) => a.localeCompare(b)).flatMap(([ruleset, graph]) =>
  cycles(graph).map((members) => ({
    ruleset, members,
    edges: members.flatMap((a) => members.filter((b) => graph.get(a)?.has(b)).map((b) => `    ${a} → ${b}   (${graph.get(a).get(b)})`)),
  })));


console.log(`Layer rules (.dependency-cruiser.cjs), ${modules.length} modules: ${ruleViolations.length} violation(s)`);
for (const v of ruleViolations) console.log(`  ${v}`);
console.log(`Folder cycles (value imports) in src/rulesets: ${folderCycles.length}`);
for (const c of folderCycles) console.log(`  ${c.ruleset}: ${c.members.join(" ")}\n${c.edges.join("\n")}`);
const failed = ruleViolations.length + folderCycles.length;
if (failed) {
  console.error(`\n${failed} layering violation(s).`);
  process.exitCode = 1;
} else console.log("\nNo layering violations.");
