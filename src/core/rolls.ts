/**
 * Roll subclasses of the rulesets: real Foundry dice (Dice So Nice sees them), listed in CONFIG.Dice.rolls so
 * a message rebuilds them after a reload. The card a roll belongs to is the message's data (./chat/cards.ts);
 * the roll itself never changes after it is posted.
 */
import { cardKind } from "./chat/card-kinds";

export abstract class RealmsRoll extends Roll {
  /** The card kind this roll is posted with; before cards were ChatMessage data its payload was in `options.card`. */
  static CARD_KIND = "";

  /** Old messages: the payload in the roll's options, drawn with the kind's first part as it was then. */
  override async render(options: { template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const legacy = (this.options as { card?: object }).card;
    const kind = cardKind((this.constructor as typeof RealmsRoll).CARD_KIND);
    const part = kind?.parts[0];
    if (!legacy || !part) return super.render(options as never);
    if (!this._evaluated) await this.evaluate();
    if (options.isPrivate) return `<div class="realms-card private">${game.i18n.localize("REALMS.Chat.private")}</div>`;
    return foundry.applications.handlebars.renderTemplate(part.template, part.context(legacy as never, null) as Record<string, unknown>);
  }
}
