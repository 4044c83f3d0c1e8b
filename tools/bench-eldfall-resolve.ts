/**
 * Eldfall bench row (issue 11): the Resolution Step of one activation with 6 reactors and an AoE, rules work
 * only. A hero's Blast hits three Hostiles (one Dodges, one is Incorporeal), a Sweep spreads, and six Hostile
 * reactors attack the hero with Burn, Cleave, Frostbite, Stun, Demon, Unkeen and Knockback; the hero is a
 * Berserker with a Familiar. Fresh dice every run (a fixed LCG), so no run replays the last one's path.
 */
import { resolveSequence, type AttackInput, type ResolutionInput, type ResolutionModel } from "../src/rulesets/eldfall/resolution/rules/resolution";
import { median } from "./bench-timing";

function scene(): ResolutionInput {
  const base = { size: "medium", hpMax: 6, hp: 6, arm: 4, t: 11, m: 12, int: 10, ag: 12, spd: 4, ap: 2, wp: 1, tier: 2, states: [] as string[] };
  const hero: ResolutionModel = { ...base, id: "hero", hero: true, side: "heroes", arm: 3, classes: ["berserker"], skills: ["finishingStrike", "vampirism"], traits: [] };
  const foes: ResolutionModel[] = Array.from({ length: 6 }, (_, i) => ({
    ...base, id: `h${i}`, hero: false, side: "hostiles", traits: i === 2 ? [{ id: "incorporeal" }] : i === 4 ? [{ id: "undead" }] : [],
  }));
  const blast: AttackInput = {
    id: "blast", attacker: "hero", pw: 13, aoe: true, tags: ["spell", "fire"], traits: [{ id: "burn", x: 1 }, { id: "sweep", level: 2 }, { id: "knockdown" }],
    targets: ["h0", "h1", "h2"].map((target, i) => ({ target, hits: [{ critical: i === 0 }, { critical: false }], sweep: ["h3", "h4"] })),
  };
  const traitsOf = [[{ id: "cleave" }], [{ id: "frostbite" }], [{ id: "stun" }], [{ id: "demon" }], [{ id: "unkeen" }, { id: "knockback", x: 1 }], [{ id: "bleed" }, { id: "poison", level: 2 }]];
  const reactions: AttackInput[] = foes.map((f, i) => ({
    id: `r${i}`, attacker: f.id, pw: 11, traits: traitsOf[i]!, tags: ["melee"], targets: [{ target: "hero", hits: [{ critical: i === 3 }] }],
  }));
  return {
    models: [hero, ...foes], attacks: [blast, ...reactions],
    dodges: [{ model: "h1", vs: { blast: true }, reacting: true }, { model: "h5", vs: { blast: false }, reacting: true }],
    familiars: { hero: ["owl"] }, options: { triggerPer: "wound" },
  };
}

export function benchEldfallResolution(): void {
  console.log("\nEldfall Resolution Step, median of 300 (rules work only)");
  const input = scene();
  let seed = 12345;
  const roll = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return 1 + (seed % 20);
  };
  const times: number[] = [];
  for (let run = 0; run < 350; run++) {
    const start = performance.now();
    const plan = resolveSequence(input, roll);
    const ms = performance.now() - start;
    if (run >= 50) times.push(ms);
    if (!plan.hits.length) throw new Error("the bench activation resolved no Hit");
  }
  const m = median(times);
  console.log(`${"activation with 6 reactors and an AoE".padEnd(52)} ${m.toFixed(3).padStart(9)} ms   ${m < 5 ? "ok" : "OVER"} (< 5 ms)`);
}
