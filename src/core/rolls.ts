/**
 * Roll subclasses of the rulesets: real Foundry dice (Dice So Nice sees them), listed in CONFIG.Dice.rolls so
 * a message rebuilds them after a reload. The card a roll belongs to is the message's data (./chat/cards.ts);
 * the roll itself never changes after it is posted.
 */
import { cardKind } from "./chat/card-kinds";
import { emit, emitBefore } from "./events";

/** A roll that a `realms.preRoll` handler cancelled: no dice were rolled and nothing is posted. */
/** Every kept face of a roll, in order (rerolled or dropped dice left out). */
export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
}

export class RollCancelled extends Error {
  constructor(readonly roll: Roll) {
    super("Realms | roll cancelled by a realms.preRoll handler");
  }
}

export abstract class RealmsRoll extends Roll {
  /** The card kind this roll is posted with; before cards were ChatMessage data its payload was in `options.card`. */
  static CARD_KIND = "";

  /**
   * Every ruleset roll passes here: `realms.preRoll` before the dice (a handler may return false to cancel: the
   * promise rejects with RollCancelled), `realms.roll` once they landed.
   */
  override async evaluate(options?: Roll.Options): Promise<Roll.Evaluated<this>> {
    if (!emitBefore("preRoll", { roll: this })) throw new RollCancelled(this);
    const rolled = await super.evaluate(options);
    emit("roll", { roll: this });
    return rolled;
  }

  /** Old messages: the payload in the roll's options, drawn with the kind's first part as it was then. */
  override async render(options: { template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const legacy = (this.options as { card?: object }).card;
    const kind = cardKind((this.constructor as typeof RealmsRoll).CARD_KIND);
    const part = kind?.parts[0];
    if (!legacy || !part) return super.render(options);
    if (!this._evaluated) await this.evaluate();
    if (options.isPrivate) return `<div class="realms-card private">${game.i18n.localize("REALMS.Chat.private")}</div>`;
    return foundry.applications.handlebars.renderTemplate(part.template, part.context(legacy, null) as Record<string, unknown>);
  }
}
