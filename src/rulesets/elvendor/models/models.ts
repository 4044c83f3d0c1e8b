import { modelsFor } from "../../../core/data/model";
import type { DamageOutcome } from "../../../core/rules/damage";
import { ELVENDOR_MIGRATIONS } from "./migrations";
import { companionDerived, enemyDerived, heroDerived } from "./rules/derived";
import { SCHEMA_VERSION, ELVENDOR_ACTOR_SPECS, ELVENDOR_ITEM_SPECS } from "./specs";
import type {
  HeroSystem, EnemySystem, CompanionSystem, ActionSystem, ConditionSystem, AbilitySystem, EquipmentSystem, CrystalSystem,
} from "./specs";
import { ElvendorActorModel } from "./actor-model";
import { markDefeated } from "../../../core/defeated";
import { playAction } from "../actions/actions";
import { attack } from "../combat/attack";
import { applyConditionCard } from "../conditions/conditions";
import type { ClickIntent } from "../../../core/roll-dialog";

/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type --
   each model class merges the interface of its spec data, which is how `actor.system` gets its type. */
const model = modelsFor(SCHEMA_VERSION, ELVENDOR_MIGRATIONS);

export interface HeroModel extends HeroSystem {}
export class HeroModel extends model.on(ElvendorActorModel, ELVENDOR_ACTOR_SPECS.elvendorHero, "Actor", "elvendorHero", heroDerived) {
  /** A hero at 0 Health falls Unconscious. */
  protected override async afterDamage(outcome: DamageOutcome): Promise<void> {
    if (outcome.after["health.value"] === 0) await this.applyCondition("unconscious");
  }

  /** Undoing the hit that brought the hero down (from above 0) lifts the Unconscious it caused. */
  override async undoDamage(outcome: DamageOutcome): Promise<void> {
    await super.undoDamage(outcome);
    if (outcome.after["health.value"] === 0 && (outcome.before["health.value"] ?? 0) > 0) await this.removeCondition("unconscious");
  }
}
export interface EnemyModel extends EnemySystem {}
export class EnemyModel extends model.on(ElvendorActorModel, ELVENDOR_ACTOR_SPECS.elvendorEnemy, "Actor", "elvendorEnemy", (s: EnemySystem) => enemyDerived(s)) {
  /** An enemy at 0 Health is defeated: marked as the tracker's Toggle Defeated marks it. */
  protected override async afterDamage(outcome: DamageOutcome): Promise<void> {
    if (outcome.after["health.value"] === 0) await markDefeated(this.actor, true);
  }

  /** Undoing the hit that brought it to 0 (from above 0) stands it up again. */
  override async undoDamage(outcome: DamageOutcome): Promise<void> {
    await super.undoDamage(outcome);
    if (outcome.after["health.value"] === 0 && (outcome.before["health.value"] ?? 0) > 0) await markDefeated(this.actor, false);
  }
}
export interface CompanionModel extends CompanionSystem {}
export class CompanionModel extends model.on(ElvendorActorModel, ELVENDOR_ACTOR_SPECS.elvendorCompanion, "Actor", "elvendorCompanion", companionDerived) {}

/** An action card is played: AP, noise, and the chat line (actions/actions.ts). */
export interface ActionModel extends ActionSystem {}
export class ActionModel extends model.item(ELVENDOR_ITEM_SPECS.elvendorAction, "elvendorAction") {
  override get usable() { return true; }
  override async use() {
    const actor = this.owner;
    return actor ? playAction(actor, this.item.id ?? "") : undefined;
  }
}

/** A condition card is played on a target (the GM's card, conditions/conditions.ts). */
export interface ConditionCardModel extends ConditionSystem {}
export class ConditionCardModel extends model.item(ELVENDOR_ITEM_SPECS.elvendorCondition, "elvendorCondition") {
  override get usable() { return true; }
  override async use({ target }: { target?: Actor.Implementation | null } = {}) {
    return target ? applyConditionCard(target, this) : undefined;
  }
}

/** An ability is an attack from its owner on a target (combat/attack.ts). */
export interface AbilityModel extends AbilitySystem {}
export class AbilityModel extends model.item(ELVENDOR_ITEM_SPECS.elvendorAbility, "elvendorAbility") {
  override get usable() { return true; }
  override async use({ target = null, intent = { fastForward: false, advantage: false, disadvantage: false } }: { target?: Actor.Implementation | null; intent?: ClickIntent } = {}) {
    const actor = this.owner;
    return actor ? attack({ attacker: actor, ability: this.item, target, intent }) : undefined;
  }
}
export interface EquipmentModel extends EquipmentSystem {}
export class EquipmentModel extends model.item(ELVENDOR_ITEM_SPECS.elvendorEquipment, "elvendorEquipment") {}
export interface CrystalModel extends CrystalSystem {}
export class CrystalModel extends model.item(ELVENDOR_ITEM_SPECS.elvendorCrystal, "elvendorCrystal") {}

export const ELVENDOR_ACTOR_MODELS = { elvendorHero: HeroModel, elvendorEnemy: EnemyModel, elvendorCompanion: CompanionModel };
export const ELVENDOR_ITEM_MODELS = {
  elvendorAction: ActionModel, elvendorCondition: ConditionCardModel, elvendorAbility: AbilityModel,
  elvendorEquipment: EquipmentModel, elvendorCrystal: CrystalModel,
};
