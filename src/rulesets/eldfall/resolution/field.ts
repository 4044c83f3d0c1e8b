/**
 * What the Resolution Step asks of the board, read once per sequence: the scene the combat is on (else the viewed
 * one) on the activated model's level (v14). Allies sharing a target's space (shooting into melee), who sees whom
 * (Chain Attack's LoS), the models a Running Trampler moves through or touches, and each model's token. A scene
 * without a square grid answers as a field without models: no space rule applies there.
 */
import type { Tile } from "../../../core/rules/grid";
import { tokenOfActor } from "../../../core/token-lookup";
import { tokenLevel } from "../../../core/compat";
import { SpaceScene, type SpaceModel } from "../space/space-scene";
import { sizeRank } from "../space/rules/space";
import { knockbackPath } from "../space/rules/knockback";

type Actor = Actor.Implementation;
type Token = TokenDocument.Implementation;

export const resolutionScene = (): Scene.Implementation | null =>
  ((game.combat as Combat.Implementation | null)?.scene as Scene.Implementation | null | undefined) ?? game.scenes?.viewed ?? null;

/** The space rules need a square grid: null without one. */
function fieldOf(scene: Scene.Implementation, token: Token): SpaceScene | null {
  try {
    return new SpaceScene(scene, tokenLevel(token));
  } catch {
    return null;
  }
}

export class ResolutionField {
  readonly scene: Scene.Implementation | null;
  readonly #field: SpaceScene | null;

  /** The field of `anchor`'s token (its level); empty when it has no token or the scene has no square grid. */
  constructor(anchor: Actor | null) {
    this.scene = resolutionScene();
    const token = anchor && this.scene ? tokenOfActor(anchor, this.scene) : null;
    this.#field = this.scene && token ? fieldOf(this.scene, token) : null;
  }

  token(actor: Actor): Token | null {
    return this.scene ? tokenOfActor(actor, this.scene) : null;
  }

  #model(actor: Actor): SpaceModel | null {
    const token = this.token(actor);
    return token?.id && this.#field?.has(token.id) ? this.#field.model(token.id) : null;
  }

  /** The shooter's allies standing, not Incapacitated or Dead, in the target's space (the shooter left out). */
  alliesWith(shooter: Actor, target: Actor): Actor[] {
    const s = this.#model(shooter);
    const t = this.#model(target);
    if (!s || !t || !this.#field) return [];
    return this.#field.models.filter((m) => m.id !== s.id && m.actor !== s.actor && m.data.side === s.data.side && m.cell.x === t.cell.x && m.cell.y === t.cell.y
      && !m.data.states.has("incapacitated") && !m.data.states.has("dead")).map((m) => m.actor);
  }

  /** Whether `viewer` has LoS to `target` (both on the field). */
  sees(viewer: Actor, target: Actor): boolean {
    const v = this.#model(viewer);
    const t = this.#model(target);
    return !!v && !!t && !!this.#field && this.#field.blind(v.id, t.id) === null;
  }

  /** The actors on the field with a Skill of this automation key (Chain Attack), standing and not fallen. */
  withSkill(key: string): Actor[] {
    return (this.#field?.models ?? []).filter((m) => m.data.abilities.has(key) && !m.data.states.has("incapacitated") && !m.data.states.has("dead")).map((m) => m.actor);
  }

  /** Where Knockback (X) from `attacker` puts `target` (its last space), or null when it cannot move or is not on the field. */
  knockbackTo(target: Actor, attacker: Actor, spaces: number): Tile | null {
    const t = this.#model(target);
    const a = this.#model(attacker);
    if (!t || !a || !this.#field) return null;
    return knockbackPath(this.#field.board, t.cell, a.cell, spaces, a.facing).at(-1) ?? null;
  }

  /**
   * Trample: the models of smaller Size standing in a space the Run entered (moved through, or where it ended next
   * to them in their space), the trampler and the fallen left out.
   */
  trampled(trampler: Actor, path: readonly Tile[]): Actor[] {
    const me = this.#model(trampler);
    if (!me || !this.#field || path.length < 2) return [];
    const entered = new Set(path.slice(1).map((c) => `${c.x},${c.y}`));
    return this.#field.models.filter((m) => m.actor !== me.actor && entered.has(`${m.cell.x},${m.cell.y}`) && sizeRank(m.data.size) < sizeRank(me.data.size)
      && !m.data.states.has("incapacitated") && !m.data.states.has("dead")).map((m) => m.actor);
  }
}
