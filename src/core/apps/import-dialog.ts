/**
 * The importer window (ApplicationV2): choose a format, pick a file or paste its text, choose where the documents
 * go, Check (a dry run listing every problem of every row), then Import — enabled only when the last check of
 * exactly this input found no error. Rulesets give the formats and the check/import functions; nothing here
 * knows a ruleset.
 */
import { SYSTEM_PATH } from "../templates";
import { hasErrors } from "../import/issues";
import { MAX_IMPORT_BYTES } from "../import/pipeline";
import { importDialogContext, type ImportDialogState, type ImportPreview, type ImportRequest, type ImporterSpec } from "./import-dialog-model";

export type { ImportDialogState, ImportPreview, ImportRequest, ImporterSpec } from "./import-dialog-model";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

type Context = ApplicationV2.RenderContext & Record<string, unknown>;

export class ImportDialog extends HandlebarsApplicationMixin(ApplicationV2)<Context> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["realms", "realms-dialog", "realms-import-dialog"],
    position: { width: 640 },
    window: { contentClasses: ["standard-form"], resizable: true },
    form: { handler: ImportDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { check: ImportDialog.#onCheck, import: ImportDialog.#onImport },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/core/import-dialog.hbs` },
    footer: { template: `${SYSTEM_PATH}/templates/core/import-dialog-footer.hbs` },
  };

  readonly #spec: ImporterSpec;
  #state: ImportDialogState;
  /** How many documents the last import created (null: none yet). */
  created: number | null = null;

  constructor(spec: ImporterSpec, initial: Partial<ImportRequest> = {}) {
    super({ window: { title: spec.title } });
    this.#spec = spec;
    const format = initial.format ?? spec.formats[0]!.id;
    this.#state = {
      request: { format, kind: initial.kind ?? spec.kinds?.choices[0]?.id ?? "", fileName: initial.fileName ?? "", text: initial.text ?? "", target: initial.target ?? spec.targets(format)[0]?.id ?? "" },
      preview: null, checked: null,
    };
  }

  override get title(): string {
    return String(this.options.window?.title ?? "");
  }

  get importState(): ImportDialogState {
    return this.#state;
  }

  protected override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
    const localize = (key: string, data?: Record<string, string>) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));
    return { ...(await super._prepareContext(options)), ...importDialogContext(this.#spec, this.#state, localize) };
  }

  protected override async _onRender(context: Context, options: Parameters<ApplicationV2["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    const form = this.element as HTMLFormElement;
    const file = form.querySelector<HTMLInputElement>("input[name=file]");
    file?.addEventListener("change", () => void this.#readFile(file));
    // The choices live in the state, set as the user changes them (the form is re-rendered from the state).
    for (const name of ["format", "kind", "target"] as const) {
      const select = form.querySelector<HTMLSelectElement>(`select[name=${name}]`);
      select?.addEventListener("change", () => {
        this.#read();
        this.#choose(name, select.value);
        if (name === "format") void this.render();
      });
    }
  }

  #choose(name: "format" | "kind" | "target", value: string): void {
    const request = { ...this.#state.request, [name]: value };
    if (name === "format") request.target = this.#spec.targets(value)[0]?.id ?? "";
    this.#state = { ...this.#state, request };
  }

  async #readFile(input: HTMLInputElement): Promise<void> {
    const picked = input.files?.[0];
    if (!picked) return;
    // Refused before reading: a huge file would fill the text box and block the tab.
    if (picked.size > MAX_IMPORT_BYTES) {
      const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
      input.value = "";
      return void ui.notifications?.error(game.i18n.format("REALMS.Import.Dialog.tooLarge", { file: picked.name, size: mb(picked.size), limit: mb(MAX_IMPORT_BYTES) }));
    }
    const text = await picked.text();
    this.#read();
    this.#state = { ...this.#state, request: { ...this.#state.request, text, fileName: picked.name } };
    await this.render();
  }

  /** The form's text as a request; the choices come from the state (see `_onRender`). */
  #read(): ImportRequest {
    const form = this.element as HTMLFormElement;
    const value = (name: string) => (form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)?.value ?? "");
    const request = { ...this.#state.request, fileName: value("fileName"), text: value("text") };
    this.#state = { ...this.#state, request };
    return request;
  }

  /** Choose a format, a kind or a target as the user would (macros and tests). */
  async select(name: "format" | "kind" | "target", value: string): Promise<void> {
    this.#read();
    this.#choose(name, value);
    await this.render();
  }

  /** The bar under the summary while a file is read in slices (set in place: a re-render would reset the form). */
  #progress(fraction: number | null): void {
    const bar = this.element?.querySelector<HTMLProgressElement>(".realms-import-progress");
    if (!bar) return;
    bar.hidden = fraction === null;
    bar.value = fraction ?? 0;
    for (const button of this.element.querySelectorAll<HTMLButtonElement>("[data-action=check], [data-action=import]")) if (fraction !== null) button.disabled = true;
  }

  /** Check: a dry run of exactly what Import would do. */
  async check(): Promise<ImportPreview> {
    const request = this.#read();
    this.#progress(0);
    const preview = await this.#spec.check(request, (f) => this.#progress(f));
    this.#state = { request, preview, checked: request };
    await this.render();
    return preview;
  }

  /** Import, only when the last check of this input was clean. */
  async import(): Promise<number | null> {
    const request = this.#read();
    const { preview, checked } = this.#state;
    if (!preview || JSON.stringify(checked) !== JSON.stringify(request) || hasErrors(preview.issues)) {
      await this.check();
      return null;
    }
    this.#progress(0);
    this.created = await this.#spec.run(request, (f) => this.#progress(f));
    ui.notifications?.info(game.i18n.format("REALMS.Import.Dialog.wrote", { count: String(this.created) }));
    await this.close();
    return this.created;
  }

  static async #onSubmit(this: ImportDialog): Promise<void> {
    await this.check();
  }

  static async #onCheck(this: ImportDialog): Promise<void> {
    await this.check();
  }

  static async #onImport(this: ImportDialog): Promise<void> {
    await this.import();
  }
}
