/**
 * The parts' rules connected to each other at init: the dice read eld-space's answer for each attack (Cover, Dark,
 * Hazy, Dense, shooting into melee…) and its Awareness for the Soldier bonus; the Strategic Phase asks the zones
 * whether a model stands in a Toxic Environment. Each query reads the scene the combat is on (else the viewed one),
 * on the asking model's level (v14): a target on another floor gets no space modifiers, a Soldier there no bonus.
 */
import { spaceModifiersOf } from "./rules/roll-modifiers";
import type { Reach } from "../space/rules/space";
import { environmentsOfToken } from "../space/zones";
import { setAttackSpaceQuery, setSoldiersQuery, type AttackSpaceRequest } from "./roll-context";
import { meleeReachOf, SpaceScene } from "../space/space-scene";
import { setToxicQuery } from "../turns/phases";
import { tokenLevel } from "../../../core/compat";

type Actor_ = Actor.Implementation;

const sceneNow = (): Scene.Implementation | null =>
  ((game.combat as Combat.Implementation | null)?.scene as Scene.Implementation | null | undefined) ?? game.scenes?.viewed ?? null;

/** The actor's token on the scene: its own synthetic actor (unlinked) or a token of that actor (linked). */
function tokenOf(scene: Scene.Implementation, actor: Actor_): TokenDocument.Implementation | null {
  for (const token of scene.tokens) {
    if (token.actor === actor || (actor.id && token.actorId === actor.id && (token.actorLink ?? true))) return token;
  }
  return null;
}

/** The space rules need a square grid; a scene without one (a theatre-of-the-mind scene) leaves the roll as it is. */
function fieldOf(scene: Scene.Implementation, token: TokenDocument.Implementation): SpaceScene | null {
  try {
    return new SpaceScene(scene, tokenLevel(token));
  } catch {
    return null;
  }
}

/** Without a known RCH: melee at the Primary weapon's reach (A35), ranged unlimited (reach is checked when declared). */
function reachFor(r: AttackSpaceRequest): Reach {
  if (r.reach) return r.reach;
  if (!r.melee) return { kind: "spaces", spaces: 1000 };
  const spaces = meleeReachOf(r.attacker) ?? 0;
  return spaces > 0 ? { kind: "spaces", spaces } : { kind: "same" };
}

export function attackSpaceOf(r: AttackSpaceRequest) {
  const scene = sceneNow();
  if (!scene || !r.target) return null;
  const a = tokenOf(scene, r.attacker);
  const t = tokenOf(scene, r.target);
  const field = a ? fieldOf(scene, a) : null;
  if (!a?.id || !t?.id || !field?.has(t.id)) return null;
  return spaceModifiersOf(field.attack(a.id, t.id, { kind: r.melee ? "melee" : "ranged", reach: reachFor(r) }));
}

/** Other Soldiers of the actor's side within its Awareness, not Incapacitated or Dead. */
export function soldiersAround(actor: Actor_): number {
  const scene = sceneNow();
  const token = scene ? tokenOf(scene, actor) : null;
  const field = scene && token ? fieldOf(scene, token) : null;
  if (!token?.id || !field) return 0;
  const me = field.model(token.id);
  return field.models.filter((m) => m.id !== me.id && m.data.side === me.data.side && m.data.abilities.has("soldier")
    && !m.data.states.has("incapacitated") && !m.data.states.has("dead") && field.withinAwareness(me.id, m.id)).length;
}

/** Is the combatant's token in a Toxic Environment (immunities are the phase rules' to decide)? */
export function inToxic(combatant: Combatant.Implementation): boolean {
  const token = combatant.token as TokenDocument.Implementation | null;
  return !!token && environmentsOfToken(token).some((e) => e.env === "toxic");
}

/** Called from the ruleset's init. */
export function connectRules(): void {
  setAttackSpaceQuery(attackSpaceOf);
  setSoldiersQuery(soldiersAround);
  setToxicQuery(inToxic);
}
