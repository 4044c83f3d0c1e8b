/** Elvendor Roll subclasses: real Foundry dice (Dice So Nice sees them), cards rendered from pure payloads. */
import { RealmsRoll } from "../../core/rolls";
import { SYSTEM_PATH } from "../../core/templates";
import {
  attackCardContext, forcedMoveCardContext, reactionCardContext, saveCardContext, weatherCardContext,
  type AttackCard, type ForcedMoveCard, type ReactionCard, type SaveCard, type WeatherCard,
} from "./chat/cards";
import { resolveAttack } from "./rules/attack";

const T = (name: string) => `${SYSTEM_PATH}/templates/elvendor/chat/${name}.hbs`;
const faces = (roll: Roll) => roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));

export class ElvendorAttackRoll extends RealmsRoll<AttackCard> {
  static override CHAT_TEMPLATE = T("attack");

  /** Fill in dice, hits and damage once the dice have landed. */
  settle(): AttackCard {
    const card = this.card;
    const dice = faces(this);
    const result = resolveAttack(dice, card.targetNumber, card.ability.damage, card.armor);
    const settled: AttackCard = { ...card, dice, hits: result.hits, damagePerHit: result.damagePerHit, damage: result.damage };
    (this.options as { card: AttackCard }).card = settled;
    return settled;
  }

  cardContext() {
    return attackCardContext(this.card);
  }
}

export class ElvendorSaveRoll extends RealmsRoll<SaveCard> {
  static override CHAT_TEMPLATE = T("save");
  cardContext() {
    return saveCardContext(this.card);
  }
}

export class ElvendorReactionRoll extends RealmsRoll<ReactionCard> {
  static override CHAT_TEMPLATE = T("reaction");
  cardContext() {
    return reactionCardContext(this.card);
  }
}

/** One roll holds the whole scenario weather: status D6, two direction D12s, speed die(s), noise D6. */
export class ElvendorWeatherRoll extends RealmsRoll<WeatherCard> {
  static override CHAT_TEMPLATE = T("weather");
  static formula(heroic: boolean) {
    return `1d6 + 1d12 + 1d12 + ${heroic ? "2d6" : "1d6"} + 1d6`;
  }
  /** Die results grouped as the weather rules read them. */
  groups() {
    const [status, from, to, speed, noise] = this.dice.map((d) => d.results.map((r) => r.result));
    return { status: status ?? [], direction: [...(from ?? []), ...(to ?? [])], speed: speed ?? [], noise: noise ?? [] };
  }
  cardContext() {
    return weatherCardContext(this.card);
  }
}

export class ElvendorDirectionRoll extends RealmsRoll<ForcedMoveCard> {
  static override CHAT_TEMPLATE = T("forced-move");
  cardContext() {
    return forcedMoveCardContext(this.card);
  }
}

export const ELVENDOR_ROLLS = [ElvendorAttackRoll, ElvendorSaveRoll, ElvendorReactionRoll, ElvendorWeatherRoll, ElvendorDirectionRoll];
