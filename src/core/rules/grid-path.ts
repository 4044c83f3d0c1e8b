/**
 * Orthogonal movement on a walled board (pure): Manhattan distance, the cheapest path (A*), and every cell
 * reachable within a budget. Entering a cell costs 1 plus its extra cost (difficult terrain); a cell may be
 * open, passable only (a full space the mover may cross but not stop in, Eldfall M44), or closed.
 */
import { MAX_GAME_NUMBER, requireInt } from "../dice/guard";
import type { Tile } from "./grid";
import type { Board } from "./grid-board";

export type Entry = "open" | "pass" | "closed";

export interface MoveOptions {
  /** Most movement the path may spend (SPD, ⌈SPD/2⌉ …); unlimited when absent. */
  readonly budget?: number;
  /** Extra cost of entering a cell, a whole number ≥ 0 (default 0). */
  readonly extraCost?: (cell: Tile) => number;
  /** Whether the mover may enter, only pass through, or not enter a cell (default: open). */
  readonly entry?: (cell: Tile) => Entry;
}

export interface Path {
  /** The cells entered, in order, ending at the destination (empty when already there). */
  readonly cells: readonly Tile[];
  readonly cost: number;
}

/** Spaces between two cells counted orthogonally, no diagonals (Eldfall M43). */
export function manhattan(a: Tile, b: Tile): number {
  for (const [n, v] of [["a.x", a.x], ["a.y", a.y], ["b.x", b.x], ["b.y", b.y]] as const) requireInt(n, v, -MAX_GAME_NUMBER, MAX_GAME_NUMBER);
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

interface Search { readonly cost: Float64Array; readonly from: Int32Array }

/** The cheapest orthogonal path from one cell to another within the budget, or null when there is none. */
export function orthogonalPath(board: Board, from: Tile, to: Tile, options: MoveOptions = {}): Path | null {
  board.requireCell("from", from);
  board.requireCell("to", to);
  const budget = budgetOf(options);
  const goal = board.index(to);
  const start = board.index(from);
  if (start === goal) return { cells: [], cost: 0 };
  if (entryOf(options, board, goal) !== "open") return null;
  const heuristic = (i: number) => { const c = i % board.width; return Math.abs(c - to.x) + Math.abs((i - c) / board.width - to.y); };
  const search = explore(board, start, budget, options, heuristic, goal);
  const cost = search.cost[goal]!;
  if (!Number.isFinite(cost)) return null;
  return { cells: walkBack(board, search, goal), cost };
}

/** Every cell the mover may end in within the budget, with its cheapest cost (the starting cell costs 0). */
export function reachable(board: Board, from: Tile, options: MoveOptions & { readonly budget: number }): Map<number, number> {
  board.requireCell("from", from);
  const budget = budgetOf(options);
  const search = explore(board, board.index(from), budget, options, () => 0, -1);
  const out = new Map<number, number>();
  search.cost.forEach((c, i) => { if (Number.isFinite(c) && (i === board.index(from) || entryOf(options, board, i) === "open")) out.set(i, c); });
  return out;
}

function budgetOf(options: MoveOptions): number {
  return options.budget === undefined ? Infinity : requireInt("budget", options.budget, 0, MAX_GAME_NUMBER);
}

function entryOf(options: MoveOptions, board: Board, i: number): Entry {
  const e = options.entry?.(board.cellAt(i)) ?? "open";
  if (e !== "open" && e !== "pass" && e !== "closed") throw new RangeError(`entry must be "open", "pass" or "closed", got ${String(e)}`);
  return e;
}

function extraOf(options: MoveOptions, board: Board, i: number): number {
  return options.extraCost ? requireInt("extraCost", options.extraCost(board.cellAt(i)), 0, MAX_GAME_NUMBER) : 0;
}

/** A* (Dijkstra when the heuristic is 0) over cell indices; stops once `goal` is settled. */
function explore(board: Board, start: number, budget: number, options: MoveOptions, h: (i: number) => number, goal: number): Search {
  const n = board.width * board.height;
  const cost = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  // Per-cell entry and extra cost are asked once each, lazily: callers' callbacks may be slow.
  const entry = new Int8Array(n).fill(-1);
  const heap = new MinHeap();
  cost[start] = 0;
  heap.push(h(start), start);
  while (heap.size) {
    const i = heap.pop();
    if (done[i]) continue;
    done[i] = 1;
    if (i === goal) break;
    // A full space can be crossed but is never a place to stop, so nothing beyond the goal matters and "pass" cells extend the search.
    for (let d = 0; d < 4; d++) {
      const j = board.openStep(i, d);
      if (j < 0 || done[j]) continue;
      if (entry[j] === -1) entry[j] = ENTRY_CODE[entryOf(options, board, j)];
      if (entry[j] === CLOSED) continue;
      const c = cost[i]! + 1 + extraOf(options, board, j);
      if (c > budget || c >= cost[j]!) continue;
      cost[j] = c;
      from[j] = i;
      heap.push(c + h(j), j);
    }
  }
  return { cost, from };
}

const CLOSED = 2;
const ENTRY_CODE: Record<Entry, number> = { open: 0, pass: 1, closed: CLOSED };

function walkBack(board: Board, search: Search, goal: number): Tile[] {
  const cells: Tile[] = [];
  for (let i = goal; search.from[i]! >= 0; i = search.from[i]!) cells.push(board.cellAt(i));
  return cells.reverse();
}

/** A binary min-heap of (priority, cell) with ties broken by insertion order, so equal paths come out the same every run. */
class MinHeap {
  #keys: number[] = [];
  #values: number[] = [];
  #order: number[] = [];
  #count = 0;

  get size(): number { return this.#keys.length; }

  push(key: number, value: number): void {
    this.#keys.push(key);
    this.#values.push(value);
    this.#order.push(this.#count++);
    let i = this.#keys.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.#less(i, p)) break;
      this.#swap(i, p);
      i = p;
    }
  }

  pop(): number {
    const top = this.#values[0]!;
    const last = this.#keys.length - 1;
    this.#swap(0, last);
    this.#keys.pop();
    this.#values.pop();
    this.#order.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.#keys.length && this.#less(l, m)) m = l;
      if (r < this.#keys.length && this.#less(r, m)) m = r;
      if (m === i) break;
      this.#swap(i, m);
      i = m;
    }
    return top;
  }

  #less(a: number, b: number): boolean {
    return this.#keys[a]! < this.#keys[b]! || (this.#keys[a] === this.#keys[b] && this.#order[a]! < this.#order[b]!);
  }

  #swap(a: number, b: number): void {
    [this.#keys[a], this.#keys[b]] = [this.#keys[b]!, this.#keys[a]!];
    [this.#values[a], this.#values[b]] = [this.#values[b]!, this.#values[a]!];
    [this.#order[a], this.#order[b]] = [this.#order[b]!, this.#order[a]!];
  }
}
