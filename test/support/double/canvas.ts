/**
 * The game canvas a user looks at, after v13's Canvas (T/client/canvas/board.d.mts), BaseGrid / SquareGrid
 * (T/common/grid/base.d.mts, square.d.mts) and the PIXI v7 display objects and federated events it is built on:
 * - `canvas` is there from the start but not `ready` until a scene is drawn (`viewCanvas`); `canvas.scene`,
 *   `canvas.dimensions`, `canvas.grid` (a square grid: `size`, `getOffset({x, y})` → `{i, j}` — `i` the row, `j`
 *   the column, from the canvas origin, padding included —, `getTopLeftPoint` and `getCenterPoint` back).
 * - `canvas.stage` and `canvas.interface` are Containers: `addChild`, `removeChild`, `getChildByName`, `children`.
 *   A Graphics added anywhere is drawn in canvas (world) coordinates; it records the drawing calls it received.
 * - The stage is panned and zoomed (`viewCanvas` options): a pointer event carries the SCREEN point (`global`) and
 *   answers `getLocalPosition(container)` with the point in that container's space, as PIXI's FederatedPointerEvent
 *   does, so code that reads `global` as canvas coordinates is wrong here too. `stage.on/off("pointerdown", fn)`
 *   as PIXI's EventEmitter; a destroyed Graphics throws when drawn into, as PIXI's does (its geometry is gone).
 * v14 (REALMS_FOUNDRY=14): the same. The v14 declarations (T14 client/canvas/board.d.mts, common/grid/base.d.mts)
 * keep `stage`, `interface` (ready after draw), `grid.size`, `getOffset` and `getCenterPoint` (with an optional
 * elevation), so both modes behave alike.
 */
import type { Imitates } from "./typing";

type Point = { x: number; y: number };
type Listener = (event: FakePointerEvent) => void;

export type DrawCall = readonly [string, ...unknown[]];

export class FakeContainer {
  name: string | null = null;
  parent: FakeContainer | null = null;
  readonly children: FakeContainer[] = [];
  destroyed = false;
  readonly #listeners = new Map<string, Listener[]>();

  addChild<T extends FakeContainer>(child: T): T {
    child.parent?.removeChild(child);
    this.children.push(child);
    child.parent = this;
    return child;
  }
  removeChild<T extends FakeContainer>(child: T): T {
    const i = this.children.indexOf(child);
    if (i >= 0) this.children.splice(i, 1);
    child.parent = null;
    return child;
  }
  getChildByName(name: string): FakeContainer | null {
    return this.children.find((c) => c.name === name) ?? null;
  }
  destroy(): void {
    this.parent?.removeChild(this);
    this.destroyed = true;
  }
  on(type: string, fn: Listener): this {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), fn]);
    return this;
  }
  off(type: string, fn: Listener): this {
    this.#listeners.set(type, (this.#listeners.get(type) ?? []).filter((l) => l !== fn));
    return this;
  }
  emit(type: string, event: FakePointerEvent): boolean {
    const list = this.#listeners.get(type) ?? [];
    for (const l of list) l(event);
    return list.length > 0;
  }
  listenerCount(type: string): number {
    return this.#listeners.get(type)?.length ?? 0;
  }
}

/** PIXI.Graphics: each drawing call recorded in order (`clear` empties the record), chainable. */
export class FakeGraphics extends FakeContainer {
  readonly calls: DrawCall[] = [];
  #record(...call: DrawCall): this {
    if (this.destroyed) throw new TypeError("Cannot read properties of null (reading 'geometry')");
    this.calls.push(call);
    return this;
  }
  clear(): this {
    if (this.destroyed) throw new TypeError("Cannot read properties of null (reading 'geometry')");
    this.calls.length = 0;
    return this;
  }
  lineStyle(width: number, color?: PIXI.ColorSource, alpha?: number): this { return this.#record("lineStyle", width, color, alpha); }
  beginFill(color?: PIXI.ColorSource, alpha?: number): this { return this.#record("beginFill", color, alpha); }
  endFill(): this { return this.#record("endFill"); }
  moveTo(x: number, y: number): this { return this.#record("moveTo", x, y); }
  lineTo(x: number, y: number): this { return this.#record("lineTo", x, y); }
  drawCircle(x: number, y: number, radius: number): this { return this.#record("drawCircle", x, y, radius); }
  drawRect(x: number, y: number, width: number, height: number): this { return this.#record("drawRect", x, y, width, height); }
}

/** A FederatedPointerEvent as PIXI v7 hands it to a listener. */
export interface FakePointerEvent {
  readonly type: "pointerdown";
  /** 0 the main (left) button, 2 the right one. */
  readonly button: number;
  /** The point on the screen. */
  readonly global: Point;
  getLocalPosition(container: FakeContainer): Point;
}

interface View { readonly zoom: number; readonly pan: Point }
const SCREEN: Point = { x: 800, y: 500 };

interface SceneLike { readonly id: string; readonly grid: { readonly size: number }; readonly dimensions: { readonly width: number; readonly height: number } }

class FakeSquareGrid {
  constructor(readonly size: number) {}
  /** BaseGrid#getOffset: a point's space; an offset given is returned as it is. */
  getOffset(coords: Point | { i: number; j: number }): { i: number; j: number } {
    if ("i" in coords) return { i: coords.i, j: coords.j };
    return { i: Math.floor(coords.y / this.size), j: Math.floor(coords.x / this.size) };
  }
  getTopLeftPoint(coords: Point | { i: number; j: number }): Point {
    const o = this.getOffset(coords);
    return { x: o.j * this.size, y: o.i * this.size };
  }
  getCenterPoint(coords: Point | { i: number; j: number }): Point {
    const o = this.getOffset(coords);
    return { x: (o.j + 0.5) * this.size, y: (o.i + 0.5) * this.size };
  }
}

interface FakeCanvas {
  ready: boolean;
  scene: SceneLike | null;
  grid: FakeSquareGrid | null;
  dimensions: SceneLike["dimensions"] & { size: number } | null;
  stage: FakeContainer;
  interface: FakeContainer;
  view: View;
}

const g = globalThis as unknown as { canvas: FakeCanvas; PIXI: { Graphics: typeof FakeGraphics; Container: typeof FakeContainer } };

const blank = (): FakeCanvas => ({ ready: false, scene: null, grid: null, dimensions: null, stage: new FakeContainer(), interface: new FakeContainer(), view: { zoom: 1, pan: { x: 0, y: 0 } } });

/** Draw `scene` on the canvas (a fresh stage: nothing drawn, no listeners), panned to `pan` (the canvas point at the screen's centre) and zoomed. */
export function viewCanvas(scene: SceneLike, view: Partial<View> = {}): FakeCanvas {
  const canvas = blank();
  canvas.stage.addChild(canvas.interface);
  Object.assign(canvas, {
    ready: true, scene, grid: new FakeSquareGrid(scene.grid.size), dimensions: { ...scene.dimensions, size: scene.grid.size },
    view: { zoom: view.zoom ?? 0.75, pan: view.pan ?? { x: 350, y: 250 } },
  });
  g.canvas = canvas;
  return canvas;
}

/** Tear the canvas down (no scene drawn), as Foundry does between scenes. */
export function closeCanvas(): void {
  g.canvas = blank();
}

const toScreen = (c: FakeCanvas, p: Point): Point => ({ x: (p.x - c.view.pan.x) * c.view.zoom + SCREEN.x, y: (p.y - c.view.pan.y) * c.view.zoom + SCREEN.y });
const toWorld = (c: FakeCanvas, p: Point): Point => ({ x: (p.x - SCREEN.x) / c.view.zoom + c.view.pan.x, y: (p.y - SCREEN.y) / c.view.zoom + c.view.pan.y });

/** The user presses a mouse button at canvas point `at` (canvas coordinates); the stage's listeners get the event. */
export function clickCanvas(at: Point, button = 0): boolean {
  const canvas = g.canvas;
  if (!canvas.ready) throw new Error("The canvas shows no scene to click on");
  const global = toScreen(canvas, at);
  const event: FakePointerEvent = {
    type: "pointerdown", button, global,
    // Every container of ours draws in world space (the stage's transform applies to all of them).
    getLocalPosition: (container) => (container === canvas.stage || container.parent ? toWorld(canvas, global) : global),
  };
  return canvas.stage.emit("pointerdown", event);
}

/** Click the centre of grid space (x, y) (x the column, y the row). */
export function clickSpace(cell: Point, button = 0): boolean {
  const size = g.canvas.grid?.size ?? 100;
  return clickCanvas({ x: (cell.x + 0.5) * size, y: (cell.y + 0.5) * size }, button);
}

/** The Graphics drawn on the interface group under `name`, or null. */
export function drawnOnInterface(name: string): FakeGraphics | null {
  return (g.canvas.interface.getChildByName(name) as FakeGraphics | null) ?? null;
}

g.PIXI = { ...(g.PIXI as object | undefined), Graphics: FakeGraphics, Container: FakeContainer };
g.canvas = blank();

interface TokenDocLike { readonly actor: unknown; readonly parent: SceneLike | null; readonly width?: number; readonly height?: number }
export type DrawnToken = FakeContainer & { readonly document: TokenDocLike; readonly actor: unknown; readonly w: number; readonly h: number };

/**
 * A token as the canvas draws it (v13's Token placeable, a Container): its `document`, `actor`, and `w`/`h` in pixels
 * (the document's width/height in grid spaces × the grid size). Drawing or refreshing it fires `refreshToken(token,
 * flags)`, as Token#_applyRenderFlags does, so the system's own drawing on the token runs.
 */
export function drawToken(document: TokenDocLike): DrawnToken {
  const size = document.parent?.grid.size ?? 100;
  const token = Object.assign(new FakeContainer(), { document, actor: document.actor, w: (document.width ?? 1) * size, h: (document.height ?? 1) * size });
  refreshToken(token);
  return token;
}

export function refreshToken(token: DrawnToken): void {
  (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): true } }).Hooks.callAll("refreshToken", token, { refreshState: true });
}

// The fakes take every argument list the real ones do (double/typing.ts): a changed signature fails tsc.
true satisfies Imitates<FakeGraphics["drawCircle"], PIXI.Graphics["drawCircle"]>;
true satisfies Imitates<FakeGraphics["drawRect"], PIXI.Graphics["drawRect"]>;
true satisfies Imitates<FakeGraphics["moveTo"], PIXI.Graphics["moveTo"]>;
true satisfies Imitates<FakeGraphics["lineTo"], PIXI.Graphics["lineTo"]>;
true satisfies Imitates<FakeSquareGrid["getOffset"], foundry.grid.SquareGrid["getOffset"]>;
true satisfies Imitates<FakeSquareGrid["getCenterPoint"], foundry.grid.SquareGrid["getCenterPoint"]>;
