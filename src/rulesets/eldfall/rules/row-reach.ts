/**
 * An attack row's RCH (the profile rules' reading of the card, rules/profile.ts) as the space rules measure it
 * (rules/space.ts): the two parts name the same reaches differently (bands/twoValues, aura/castingAura). An AoE
 * shape alone is placed from the attacker's own space. Pure.
 */
import type { ReachCell } from "./profile";
import type { Reach as SpaceReach } from "./space";

export function spaceReachOf(cell: ReachCell | null): SpaceReach | undefined {
  if (!cell) return undefined;
  const r = cell.reach;
  switch (r.kind) {
    case "same": return { kind: "same" };
    case "spaces": return { kind: "spaces", spaces: r.spaces };
    case "bands": return { kind: "twoValues", near: r.near, far: r.far };
    case "attribute": return { kind: "attribute", attribute: r.attribute };
    case "aura": return { kind: "castingAura" };
    case "aoe": return { kind: "same" };
  }
}
