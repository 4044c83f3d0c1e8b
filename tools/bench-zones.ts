/**
 * Zone figures for `npm run bench` (goal: 30 regions to cells + 100 queries under 5 ms). What runs in play
 * (core/zones.ts `sceneZones`: each region asked `testPoint` at the cell centres within its bounds) is timed against
 * the test double's regions (test/support/double/regions.ts), whose `testPoint` stands in for Foundry's. The scene
 * is 60×60 spaces with 30 environment regions (rectangles, circles, a polygon each tenth); then what a
 * start-of-turn pass asks: 50 spaces and 50 lines.
 */
import { timeMedian, line } from "./bench-timing";

const SIDE = 60;

export async function benchZones(): Promise<void> {
  const { addRegion, makeScene } = await import("../test/support/foundry-double");
  const { sceneZones, ZONE_BEHAVIOR } = await import("../src/core/zones");
  const scene = makeScene("Bench zones", { gridSize: 100, view: false });
  Object.assign(scene.dimensions, { width: SIDE * 100, height: SIDE * 100 });
  for (let i = 0; i < 30; i++) {
    const x = (i * 7) % 55;
    const y = (i * 11) % 55;
    const shape = i % 10 === 0 ? { type: "polygon" as const, points: [x * 100, y * 100, (x + 5) * 100, y * 100, x * 100, (y + 5) * 100] }
      : i % 2 ? { type: "circle" as const, x: x * 100 + 50, y: y * 100 + 50, radius: 250 } : { type: "rectangle" as const, x: x * 100, y: y * 100, width: 400, height: 300 };
    addRegion(scene, { name: `z${i}`, shapes: [shape], behaviors: [{ type: ZONE_BEHAVIOR, system: { kind: "realms.bench.env" } }] });
  }
  const asScene = scene as unknown as Scene.Implementation;
  let hits = 0;
  const pass = () => {
    const index = sceneZones(asScene);
    for (let i = 0; i < 50; i++) {
      hits += index.at({ x: (i * 13) % SIDE, y: (i * 17) % SIDE }).length;
      hits += index.onLine({ x: i % SIDE, y: 0 }, { x: SIDE - 1 - (i % SIDE), y: SIDE - 1 }, { ends: false }).length;
    }
    return hits;
  };
  const cells = sceneZones(asScene).zones.reduce((n, z) => n + z.cells.length, 0);
  console.log("\nZones on a 60×60 scene, the double's regions (median of 100)");
  line("zones: 30 regions to cells + 100 queries", timeMedian(100, pass), 5, `   ${cells} zone cells`);
}
