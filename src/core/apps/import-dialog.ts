/**
 * The importer window (ApplicationV2): choose a format, pick a file or paste its text, choose where the documents
 * go, Check (a dry run listing every problem of every row), then Import — enabled only when the last check of
 * exactly this input found no error. Rulesets give the formats and the check/import functions; nothing here
 * knows a ruleset.
 */
import { SYSTEM_PATH } from "../templates";
import { hasErrors, issueText, type ImportIssue } from "../import/issues";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

export interface ImportChoice { readonly id: string; readonly label: string }
export interface ImportRequest { readonly format: string; readonly kind: string; readonly fileName: string; readonly text: string; readonly target: string }
export interface ImportPreview { readonly rows: number; readonly issues: readonly ImportIssue[] }

export interface ImporterSpec {
  readonly title: string;
  readonly formats: readonly ImportChoice[];
  /** A second choice some formats need (a pasted profile: hero or hostile). */
  readonly kinds?: { readonly label: string; readonly formats: readonly string[]; readonly choices: readonly ImportChoice[] };
  /** Where documents may go for a format ("world", a folder, a compendium, a deck…), the first being the default. */
  readonly targets: (format: string) => readonly ImportChoice[];
  readonly check: (request: ImportRequest) => ImportPreview;
  /** Import; resolves to how many documents were created. */
  readonly run: (request: ImportRequest) => Promise<number>;
}

/** Lines the preview shows at most; the rest is counted. */
const SHOWN = 200;

export interface ImportDialogState { readonly request: ImportRequest; readonly preview: ImportPreview | null; readonly checked: ImportRequest | null }

/** The template's context for a state (pure apart from localize, so the browser gallery renders it too). */
export function importDialogContext(spec: ImporterSpec, state: ImportDialogState, localize: (key: string, data?: Record<string, string>) => string) {
  const { request, preview, checked } = state;
  const stale = !!preview && !!checked && JSON.stringify(checked) !== JSON.stringify(request);
  const errors = preview ? preview.issues.filter((i) => i.severity === "error") : [];
  const warnings = preview ? preview.issues.length - errors.length : 0;
  const rowsWithErrors = new Set(errors.map((e) => e.row)).size;
  let summary = localize("REALMS.Import.Dialog.pending");
  let status = "pending";
  if (preview && stale) summary = localize("REALMS.Import.Dialog.stale");
  else if (preview && errors.length) {
    summary = localize("REALMS.Import.Dialog.errors", { errors: String(errors.length), rows: String(rowsWithErrors) });
    status = "invalid";
  } else if (preview) {
    summary = localize("REALMS.Import.Dialog.clean", { count: String(preview.rows) }) + (warnings ? ` ${localize("REALMS.Import.Dialog.warnings", { count: String(warnings) })}` : "");
    status = "clean";
  }
  const kinds = spec.kinds && spec.kinds.formats.includes(request.format) ? spec.kinds : null;
  const targets = spec.targets(request.format);
  return {
    formats: spec.formats.map((f) => ({ ...f, selected: f.id === request.format })),
    kindsLabel: kinds?.label ?? "",
    kinds: (kinds?.choices ?? []).map((k) => ({ ...k, selected: k.id === request.kind })),
    targets: targets.map((t) => ({ ...t, selected: t.id === request.target })),
    fileName: request.fileName,
    text: request.text,
    status,
    summary,
    issues: (preview?.issues ?? []).slice(0, SHOWN).map((i) => ({
      row: i.row || "", field: i.field, severity: i.severity,
      message: issueText({ ...i, file: "", row: 0, field: "" } as ImportIssue, (k, d) => localize(k, d)).replace(/^: /, ""),
    })),
    more: preview && preview.issues.length > SHOWN ? localize("REALMS.Import.Dialog.more", { count: String(preview.issues.length - SHOWN) }) : "",
    canImport: !!preview && !stale && !hasErrors(preview.issues) && preview.rows > 0,
  };
}

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

  /** Check: a dry run of exactly what Import would do. */
  async check(): Promise<ImportPreview> {
    const request = this.#read();
    const preview = this.#spec.check(request);
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
    this.created = await this.#spec.run(request);
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
