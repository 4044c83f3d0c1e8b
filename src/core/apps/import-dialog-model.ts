/** The importer window's model, free of Foundry globals (the browser gallery renders it): requests, previews, the template context. */
import { hasErrors, issueText, type ImportIssue } from "../import/issues";
import { MAX_IMPORT_BYTES } from "../import/pipeline";

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
  /** The dry run; `onProgress` gets how far it got (0–1) while a large file is read in slices. */
  readonly check: (request: ImportRequest, onProgress?: (fraction: number) => void) => Promise<ImportPreview>;
  /** Import; resolves to how many documents were created. */
  readonly run: (request: ImportRequest, onProgress?: (fraction: number) => void) => Promise<number>;
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
    limit: localize("REALMS.Import.Dialog.limit", { limit: String(MAX_IMPORT_BYTES / (1024 * 1024)) }),
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
