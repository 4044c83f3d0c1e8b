/**
 * The reaction prompt: the trigger told in words, one button per reaction the rules allow now, and "No
 * reaction" as the default. Resolves with the chosen id, or null (declined or closed). When the asker gives
 * up waiting (`closeAfter`), the prompt closes itself rather than linger on the player's screen.
 */
import type { ReactionQuery } from "../gm";
import { SYSTEM_PATH } from "../templates";
import { FOOTER_PART, RealmsDialog, type DialogOptions } from "./dialog";

export class ReactionPrompt extends RealmsDialog<string> {
  static override DEFAULT_OPTIONS: DialogOptions = {
    id: "realms-reaction-{id}",
    classes: ["realms-reaction"],
    window: { icon: "fa-solid fa-shield-halved" },
  };

  static override PARTS = {
    prompt: { template: `${SYSTEM_PATH}/templates/core/reaction-prompt.hbs` },
    footer: FOOTER_PART,
  };

  readonly #request: ReactionQuery;

  constructor(request: ReactionQuery) {
    super({ window: { title: request.title } });
    this.#request = request;
  }

  /** Ask; `closeAfterMs` closes the prompt unanswered (null) when the asker stops waiting. */
  static ask(request: ReactionQuery, closeAfterMs?: number): Promise<string | null> {
    const prompt = new ReactionPrompt(request);
    if (closeAfterMs === undefined) return prompt.wait();
    const timer = setTimeout(() => void prompt.close(), closeAfterMs);
    return prompt.wait().finally(() => clearTimeout(timer));
  }

  protected override async _prepareContext(options: Parameters<RealmsDialog<string>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    // Handlebars escapes the prompt, labels and hints (names are user text).
    return {
      ...base,
      prompt: this.#request.prompt,
      choices: this.#request.choices,
      buttons: [
        ...this.#request.choices.map((c) => ({ value: c.id, label: c.label, icon: "fa-solid fa-shield-halved", default: false })),
        { value: "", label: game.i18n.localize("REALMS.Reaction.none"), icon: "", default: true },
      ],
    };
  }

  protected readForm(_form: HTMLFormElement, pressed: string | null): string | null {
    return this.#request.choices.find((c) => c.id === pressed)?.id ?? null;
  }
}
