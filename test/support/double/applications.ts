/**
 * ApplicationV2 and HandlebarsApplicationMixin as v13 behaves where our dialogs depend on it
 * (T/client/applications/api/application.d.mts, handlebars-application.d.mts; API pages
 * "ApplicationV2", "HandlebarsApplicationMixin"), against a real DOM (happy-dom):
 * - Options: DEFAULT_OPTIONS merged down the class chain (a subclass wins, `classes` and `actions` accumulate),
 *   then the constructor's options; `id` fills "{id}" with a running number.
 * - render(options | force): refused unless `force` or already rendered; `_configureRenderOptions` (every
 *   part on the first render, else the parts asked for, among those `_configureRenderParts` returns — a copy
 *   of PARTS unless overridden), `_prepareContext`, `_preFirstRender`/`_preRender`,
 *   `_renderHTML` (each part's template rendered through the real templates with `_preparePartContext`; a
 *   part must render exactly one element, else Foundry throws), the frame on the first render (tag from the
 *   options, a header with the title, `.window-content` holding the parts in PARTS order), `_replaceHTML`
 *   (a re-rendered part replaces its element, the others stay as the user left them), `_onFirstRender`,
 *   `_onRender`, then the "render" event.
 * - Forms (`tag: "form"`): the frame listens for "submit" (`_onSubmitForm`: preventDefault, FormDataExtended,
 *   `form.handler.call(app, event, form, formData)`, an error is shown and keeps the app open, `closeOnSubmit`
 *   closes it with `{submitted: true}`) and "change" (`_onChangeForm`: submits when `submitOnChange`).
 *   Clicks on `[data-action]` run the configured action with (event, target); "close" is built in.
 * - close(): `_preClose`, the element removed, `_onClose`, state CLOSED, then the "close" event.
 * The declarations do not say in which order `_onChangeForm` and the handler see the event; we follow
 * v13's source as read (change handler first, submit only when asked).
 *
 * The user: every form application the double renders for the first time plays the next entry of
 * `world.dialogs` once rendered: nothing queued (or null) closes it from its header; a function
 * `(form, app)` fills the form (see `answer`) and returns the value of the submit button to press (nothing:
 * the default button; `IGNORE`: leave the window open, a user who never answers); a string presses that
 * button; a plain object fills the fields the form shows with `answer(object)` and presses the default
 * button. Submitting runs the browser's constraint validation (requestSubmit): an invalid form stays open.
 */
import { browser, answer, type DialogAnswer } from "./dialogs";
import { world, type Obj } from "./base";
import { render as renderTemplate } from "../render";

/** A scripted user who looks at the window and does nothing. */
export const IGNORE = Symbol("ignore");

const RENDER_STATES = { ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 } as const;

type Listener = (event: Event) => void;
type Part = { template: string };
type AppClass = { DEFAULT_OPTIONS?: Obj; PARTS?: Record<string, Part> } & (abstract new (...args: never[]) => unknown);

const isPlain = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

function mergeOptions(into: Obj, from: Obj): Obj {
  for (const [k, v] of Object.entries(from)) {
    if (k === "classes" && Array.isArray(v)) into[k] = [...new Set([...((into[k] as string[] | undefined) ?? []), ...(v as string[])])];
    else if (isPlain(v) && k !== "handler") into[k] = mergeOptions(isPlain(into[k]) ? { ...(into[k] as Obj) } : {}, v);
    else into[k] = v;
  }
  return into;
}

/** FormDataExtended's `object`: named controls flat by name (checkbox: checked; several checkboxes of one name: their checked values; radio: the checked value; number: a number or null). */
export class FakeFormDataExtended {
  object: Obj = {};
  constructor(form: HTMLFormElement) {
    const controls = [...form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")];
    for (const c of controls) {
      const same = controls.filter((o) => o.name === c.name);
      if (c.type === "checkbox") this.object[c.name] = same.length > 1 ? same.filter((o) => o.checked).map((o) => o.value) : c.checked;
      else if (c.type === "radio") this.object[c.name] = same.find((o) => o.checked)?.value ?? null;
      else if (c.type === "number") this.object[c.name] = c.value === "" ? null : Number(c.value);
      else this.object[c.name] = c.value;
    }
  }
}

let appIds = 0;

export class FakeApplicationV2 {
  static DEFAULT_OPTIONS: Obj = {
    id: "app-{id}", classes: [], tag: "div",
    window: { frame: true, positioned: true, title: "", icon: "", controls: [], minimizable: true, resizable: false, contentTag: "section", contentClasses: [] },
    actions: {}, form: { handler: undefined, submitOnChange: false, closeOnSubmit: false }, position: {},
  };
  static RENDER_STATES = RENDER_STATES;

  options: Obj;
  #appId = ++appIds;
  #state: number = RENDER_STATES.NONE;
  #element: HTMLElement | null = null;
  #listeners = new Map<string, { fn: Listener; once: boolean }[]>();

  constructor(options: Obj = {}) {
    const chain: AppClass[] = [];
    for (let c = this.constructor as AppClass | null; c && c !== Object; c = Object.getPrototypeOf(c) as AppClass | null) chain.unshift(c);
    const merged = chain.reduce<Obj>((all, c) => (Object.hasOwn(c, "DEFAULT_OPTIONS") ? mergeOptions(all, c.DEFAULT_OPTIONS!) : all), {});
    this.options = mergeOptions(merged, options);
    this.options.id = String(this.options.id).replace("{id}", String(this.#appId));
  }

  get id(): string { return this.options.id as string; }
  get title(): string { return (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n.localize(String((this.options.window as Obj).title ?? "")); }
  get element(): HTMLElement { return this.#element!; }
  get form(): HTMLFormElement | null { return this.#element?.tagName === "FORM" ? (this.#element as HTMLFormElement) : null; }
  get state(): number { return this.#state; }
  get rendered(): boolean { return this.#state === RENDER_STATES.RENDERED; }
  get hasFrame(): boolean { return (this.options.window as Obj).frame !== false; }

  // EventEmitterMixin: "render" and "close".
  addEventListener(type: string, fn: Listener, options: { once?: boolean } = {}): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), { fn, once: !!options.once }]);
  }
  removeEventListener(type: string, fn: Listener): void {
    this.#listeners.set(type, (this.#listeners.get(type) ?? []).filter((l) => l.fn !== fn));
  }
  dispatchEvent(event: Event): boolean {
    const list = this.#listeners.get(event.type) ?? [];
    this.#listeners.set(event.type, list.filter((l) => !l.once));
    for (const l of list) l.fn(event);
    return true;
  }

  async render(options: Obj | boolean = {}, more: Obj = {}): Promise<this> {
    const opts: Obj = typeof options === "boolean" ? { ...more, force: options } : { ...options };
    if (this.#state === RENDER_STATES.CLOSING) return this;
    if (this._canRender(opts) === false) return this;
    if (!opts.force && this.#state <= RENDER_STATES.NONE) return this;
    const first = this.#state <= RENDER_STATES.NONE;
    opts.isFirstRender = first;
    this.#state = RENDER_STATES.RENDERING;
    this._configureRenderOptions(opts);
    const context = await this._prepareContext(opts);
    if (first) await this._preFirstRender(context, opts);
    await this._preRender(context, opts);
    const result = await this._renderHTML(context, opts);
    if (first) {
      this.#element = await this._renderFrame(opts);
      this._attachFrameListeners();
      browser.document.body.append(this.#element as never);
    }
    this._replaceHTML(result, this.#element!.querySelector<HTMLElement>(".window-content") ?? this.#element!, opts);
    this.#state = RENDER_STATES.RENDERED;
    if (first) await this._onFirstRender(context, opts);
    await this._onRender(context, opts);
    this.dispatchEvent(new browser.Event("render") as unknown as Event);
    if (first && this.form && this.answeredByScriptedUser) setTimeout(() => void playUser(this), 0);
    return this;
  }

  async close(options: Obj = {}): Promise<this> {
    if (this.#state <= RENDER_STATES.NONE) return this;
    await this._preClose(options);
    this.#state = RENDER_STATES.CLOSING;
    this.#element?.remove();
    this.#element = null;
    this._onClose(options);
    this.#state = RENDER_STATES.CLOSED;
    this.dispatchEvent(new browser.Event("close") as unknown as Event);
    return this;
  }

  async submit(submitOptions: Obj = {}): Promise<void> {
    const config = this.options.form as Obj | undefined;
    const handler = config?.handler as ((...a: unknown[]) => unknown) | undefined;
    if (this.options.tag !== "form" || !handler) throw new Error(`The ${this.constructor.name} Application class is not renderable as a form`);
    await handler.call(this, new browser.Event("submit"), this.form, new FakeFormDataExtended(this.form!), submitOptions);
  }

  /** A form the scripted user answers from `world.dialogs` (a prompt); document sheets are left to the test. */
  protected get answeredByScriptedUser(): boolean { return true; }

  protected _canRender(_options: Obj): false | void { return undefined; }
  protected _configureRenderOptions(_options: Obj): void {}
  protected async _prepareContext(_options: Obj): Promise<Obj> { return {}; }
  protected async _preFirstRender(_context: Obj, _options: Obj): Promise<void> {}
  protected async _preRender(_context: Obj, _options: Obj): Promise<void> {}
  protected async _onFirstRender(_context: Obj, _options: Obj): Promise<void> {}
  protected async _onRender(_context: Obj, _options: Obj): Promise<void> {}
  protected async _preClose(_options: Obj): Promise<void> {}
  protected _onClose(_options: Obj): void {}
  protected async _renderHTML(_context: Obj, _options: Obj): Promise<unknown> { return undefined; }
  protected _replaceHTML(_result: unknown, _content: HTMLElement, _options: Obj): void {}

  protected async _renderFrame(_options: Obj): Promise<HTMLElement> {
    const win = this.options.window as Obj;
    const frame = browser.document.createElement(String(this.options.tag)) as unknown as HTMLElement;
    frame.id = this.id;
    frame.className = ["application", ...(this.options.classes as string[])].join(" ");
    if (!this.hasFrame) return frame;
    const header = browser.document.createElement("header") as unknown as HTMLElement;
    header.className = "window-header";
    const title = browser.document.createElement("h1") as unknown as HTMLElement;
    title.className = "window-title";
    title.textContent = this.title;
    const close = browser.document.createElement("button") as unknown as HTMLButtonElement;
    close.type = "button";
    close.dataset.action = "close";
    header.append(title, close);
    const content = browser.document.createElement(String(win.contentTag ?? "section")) as unknown as HTMLElement;
    content.className = ["window-content", ...((win.contentClasses as string[] | undefined) ?? [])].join(" ");
    frame.append(header, content);
    return frame;
  }

  protected _attachFrameListeners(): void {
    const el = this.#element!;
    el.addEventListener("click", (event) => this.#onClick(event as PointerEvent));
    if (this.options.tag !== "form") return;
    const config = this.options.form as never;
    el.addEventListener("submit", (event) => void this._onSubmitForm(config, event));
    el.addEventListener("change", (event) => this._onChangeForm(config, event));
  }

  #onClick(event: PointerEvent): void {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target) return;
    const action = target.dataset.action!;
    if (action === "close") return void this.close();
    if (action === "tab") return void this._onClickTab(event);
    const configured = (this.options.actions as Obj)[action] as ((e: Event, t: HTMLElement) => unknown) | { handler: (e: Event, t: HTMLElement) => unknown } | undefined;
    const handler = typeof configured === "function" ? configured : configured?.handler;
    if (handler) void handler.call(this, event, target);
    else this._onClickAction(event, target);
  }

  protected _onClickAction(_event: PointerEvent, _target: HTMLElement): void {}

  /** The active tab of each group; changeTab keeps it, so a re-render can show the same tab. */
  tabGroups: Record<string, string | null> = {};

  /** As Foundry: the clicked element itself (not its ancestor) names the tab; an active one does nothing. */
  protected _onClickTab(event: PointerEvent): void {
    const button = event.target as HTMLElement;
    const tab = button.dataset.tab;
    if (!tab || button.classList.contains("active")) return;
    this.changeTab(tab, button.dataset.group!, { event, navElement: button.closest(".tabs") });
  }

  /** As Foundry: the nav button must be a direct child of `.tabs`, else it throws; contents toggle `.active`. */
  changeTab(tab: string, group: string, options: { force?: boolean; event?: Event; navElement?: Element | null } = {}): void {
    if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
    if (this.tabGroups[group] === tab && !options.force) return;
    const root = this.#element!;
    if (!root.querySelector(`.tabs > [data-group="${group}"][data-tab="${tab}"]`)) throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    for (const t of root.querySelectorAll<HTMLElement>(`.tabs > [data-group="${group}"]`)) t.classList.toggle("active", t.dataset.tab === tab);
    for (const section of root.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`)) section.classList.toggle("active", section.dataset.tab === tab);
    this.tabGroups[group] = tab;
  }

  protected async _onSubmitForm(formConfig: { handler?: (...a: unknown[]) => unknown; closeOnSubmit?: boolean }, event: Event): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const formData = new FakeFormDataExtended(form);
    if (formConfig.handler instanceof Function) {
      try {
        await formConfig.handler.call(this, event, form, formData);
      } catch (err) {
        (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications.error(String(err));
        return;
      }
    }
    if (formConfig.closeOnSubmit) await this.close({ submitted: true });
  }

  protected _onChangeForm(formConfig: { handler?: (...a: unknown[]) => unknown; submitOnChange?: boolean; closeOnSubmit?: boolean }, event: Event): void {
    if (formConfig.submitOnChange) void this._onSubmitForm(formConfig, event);
  }
}

/** HandlebarsApplicationMixin: PARTS rendered through the real templates, one element per part. */
export function FakeHandlebarsApplicationMixin<B extends abstract new (...args: never[]) => object>(Base: B) {
  abstract class HandlebarsApplication extends (Base as unknown as typeof FakeApplicationV2) {
    static PARTS: Record<string, Part> = {};
    parts: Record<string, HTMLElement> = {};

    #parts: Record<string, Part> = {};

    protected override _configureRenderOptions(options: Obj): void {
      super._configureRenderOptions(options);
      this.#parts = this._configureRenderParts(options);
      const all = Object.keys(this.#parts);
      options.parts = options.isFirstRender || !Array.isArray(options.parts) ? all : (options.parts as string[]).filter((p) => all.includes(p));
    }

    /** The parts this render may use: a copy of PARTS, which a subclass may change per instance. */
    protected _configureRenderParts(_options: Obj): Record<string, Part> {
      return structuredClone((this.constructor as AppClass).PARTS ?? {});
    }

    protected async _preparePartContext(_partId: string, context: Obj, _options: Obj): Promise<Obj> { return context; }

    protected override async _renderHTML(context: Obj, options: Obj): Promise<Record<string, HTMLElement>> {
      const parts = this.#parts;
      const out: Record<string, HTMLElement> = {};
      for (const partId of options.parts as string[]) {
        const partContext = await this._preparePartContext(partId, { ...context, partId: `${this.id}-${partId}` }, options);
        const html = renderTemplate(parts[partId]!.template.replace(/^systems\/realms\//, ""), partContext);
        const holder = browser.document.createElement("template") as unknown as HTMLTemplateElement;
        holder.innerHTML = html.trim();
        if (holder.content.children.length !== 1) throw new Error(`Template part "${partId}" must render a single HTML element.`);
        const element = holder.content.firstElementChild as HTMLElement;
        element.dataset.applicationPart = partId;
        out[partId] = element;
      }
      return out;
    }

    protected override _replaceHTML(result: unknown, content: HTMLElement, _options: Obj): void {
      for (const [partId, element] of Object.entries(result as Record<string, HTMLElement>)) {
        const prior = content.querySelector(`[data-application-part="${partId}"]`);
        if (prior) prior.replaceWith(element);
        else content.append(element);
        this.parts[partId] = element;
      }
    }
  }
  return HandlebarsApplication as unknown as B & typeof HandlebarsApplication;
}

/** Press a submit button: by value, else by data-action. */
function press(app: FakeApplicationV2, which: string | undefined): void {
  const form = app.form!;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button[type='submit']")];
  const button = which === undefined
    ? buttons.find((b) => b.hasAttribute("autofocus")) ?? buttons[0]
    : buttons.find((b) => b.value === which) ?? buttons.find((b) => b.dataset.action === which);
  if (!button) throw new Error(`The window has no button ${which ?? "(default)"}`);
  form.requestSubmit(button);
}

async function playUser(app: FakeApplicationV2): Promise<void> {
  if (!app.rendered) return;
  const next = world.dialogs.shift();
  try {
    if (next === undefined || next === null) return void (await app.close());
    if (typeof next === "string") return press(app, next);
    if (typeof next === "function") {
      const action = (next as (form: HTMLFormElement, app: unknown) => string | void | typeof IGNORE)(app.form!, app);
      if (action === IGNORE) return;
      return press(app, action ?? undefined);
    }
    if (isPlain(next)) {
      // Fields the window does not show (a fixed target, no modes) are left out, as a user could not touch them.
      const shown = Object.fromEntries(Object.entries(next).filter(([name]) => app.form!.querySelector(`[name="${name}"]`)));
      (answer(shown as Record<string, string | number | boolean | string[]>) as DialogAnswer)(app.form!, null as never);
      return press(app, undefined);
    }
    throw new Error(`A window cannot be answered with ${String(next)}`);
  } catch (err) {
    await app.close();
    // Surfaces in the running test (mocha reports uncaught errors against it).
    setTimeout(() => { throw err; }, 0);
  }
}

// The fakes keep the statics and instance methods the real classes declare (tsc fails on drift).
FakeApplicationV2 satisfies Pick<typeof foundry.applications.api.ApplicationV2, "RENDER_STATES">;

// Installed when this module loads (foundry-double imports it first), so dialog classes defined at module
// load by the system's files (class X extends HandlebarsApplicationMixin(ApplicationV2)) find their bases.
const g = globalThis as unknown as { foundry?: Obj };
const applications = ((g.foundry ??= {}).applications ??= {}) as Obj;
applications.api = { ...(applications.api as Obj | undefined), ApplicationV2: FakeApplicationV2, HandlebarsApplicationMixin: FakeHandlebarsApplicationMixin };
applications.ux = { ...(applications.ux as Obj | undefined), FormDataExtended: FakeFormDataExtended };
