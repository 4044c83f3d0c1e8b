/**
 * The GM's confirmation of what the AI-controlled reactors do in a reaction window: one line per reactor with
 * the window's proposal preselected, changeable or refused. Resolves with reactor id → option id (null: no
 * reaction); closing the window refuses every proposal.
 */
import { SYSTEM_PATH } from "../templates";
import { FOOTER_PART, RealmsDialog, type DialogOptions } from "./dialog";

export interface ProposalRequest {
  readonly title: string;
  readonly prompt: string;
  readonly reactors: readonly { readonly id: string; readonly name: string; readonly proposal: string | null; readonly options: readonly { readonly id: string; readonly label: string }[] }[];
}

export type ProposalDecisions = Record<string, string | null>;

export class ReactionProposals extends RealmsDialog<ProposalDecisions> {
  static override DEFAULT_OPTIONS: DialogOptions = {
    id: "realms-reaction-proposals-{id}",
    classes: ["realms-reaction"],
    window: { icon: "fa-solid fa-users-gear" },
  };

  static override PARTS = {
    proposals: { template: `${SYSTEM_PATH}/templates/core/reaction-proposals.hbs` },
    footer: FOOTER_PART,
  };

  readonly #request: ProposalRequest;

  constructor(request: ProposalRequest) {
    super({ window: { title: request.title } });
    this.#request = request;
  }

  protected override async _prepareContext(options: Parameters<RealmsDialog<ProposalDecisions>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    return {
      ...base,
      prompt: this.#request.prompt,
      reactors: this.#request.reactors.map((r) => ({ ...r, options: r.options.map((o) => ({ ...o, selected: o.id === r.proposal })) })),
      buttons: [{ value: "confirm", label: game.i18n.localize("REALMS.ReactionWindow.confirm"), icon: "fa-solid fa-check", default: true }],
    };
  }

  protected readForm(form: HTMLFormElement): ProposalDecisions {
    const out: ProposalDecisions = {};
    const picked = [...form.querySelectorAll<HTMLInputElement>("input[type='radio']")].filter((i) => i.checked);
    for (const r of this.#request.reactors) {
      const value = picked.find((i) => i.name === `reaction.${r.id}`)?.value ?? "";
      out[r.id] = r.options.some((o) => o.id === value) ? value : null;
    }
    return out;
  }
}
