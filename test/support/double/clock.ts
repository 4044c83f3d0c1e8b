/**
 * The test clock the double's own timers run on (a query's time-out, `User#query(name, data, {timeout})`). Left
 * alone it follows real time, as a browser's timers do. A test that freezes it moves time on by hand: nothing the
 * clock holds fires until `advance` passes its moment, and then in order, each one's consequences settled before
 * the next. So "the GM answers after 45 s" under a 30 s time-out runs at once, and the time-out comes first, as it
 * would at the table. The system's own timers are real ones (they are Foundry's browser timers); only the double
 * waits on this clock.
 */
import { settle } from "./hooks";

interface Timer { readonly at: number; readonly fire: () => void; real?: ReturnType<typeof setTimeout> }

const clock = { now: 0, frozen: false, timers: [] as Timer[] };

/** A promise that resolves `ms` from now on the test clock, and a way to call it off. */
export function after(ms: number): { readonly promise: Promise<void>; cancel(): void } {
  let timer: Timer | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = { at: clock.now + Math.max(0, ms), fire: resolve };
    if (!clock.frozen) timer.real = setTimeout(() => { drop(timer!); resolve(); }, ms);
    clock.timers.push(timer);
  });
  return { promise, cancel: () => { if (timer) { clearTimeout(timer.real); drop(timer); } } };
}

function drop(timer: Timer): void {
  const at = clock.timers.indexOf(timer);
  if (at >= 0) clock.timers.splice(at, 1);
}

/** Stop the clock: from now on, timers fire only when a test advances it. */
export function freezeClock(): void {
  clock.frozen = true;
}

/** Move the frozen clock on by `ms`: each timer due fires in order, and what it set off settles before the next. */
export async function advanceClock(ms: number): Promise<void> {
  if (!clock.frozen) throw new Error("advanceClock: freeze the clock first");
  const until = clock.now + ms;
  for (;;) {
    const due = clock.timers.filter((t) => t.real === undefined && t.at <= until).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    clock.now = due.at;
    drop(due);
    due.fire();
    await settle();
  }
  clock.now = until;
  await settle();
}

/** Back to real time: timers still waiting fire after what is left of their time. */
export function releaseClock(): void {
  clock.frozen = false;
  for (const t of clock.timers.filter((x) => x.real === undefined)) t.real = setTimeout(() => { drop(t); t.fire(); }, t.at - clock.now);
}
