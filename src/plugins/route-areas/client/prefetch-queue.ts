// Runs prefetches in idle time: each path once, as many per idle period as it has time for, and at least
// one per callback so that a busy page still gets through its queue (the timeout).
// An idle period may last 50 ms, and a callback that fills it is a long task on a phone four times
// slower than this machine (and in Lighthouse, which simulates one): each callback stops after a slice
// of a few milliseconds and leaves the rest to the next. With 8 ms, Lighthouse still saw callbacks of
// 11-17 ms, as the prefetch that ends a slice may itself take a few milliseconds.

interface Deadline {
  timeRemaining(): number;
}
type Schedule = (work: (deadline: Deadline) => void) => void;

// Idle time, or where the browser has no requestIdleCallback (Safari), a short timer.
const scheduleIdle: Schedule = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 3000});
  else window.setTimeout(() => work({timeRemaining: () => 5}), 200);
};

/** How long one idle callback works at most, in milliseconds. */
export const sliceMs = 4;

/** A queue of paths, or of chunk names: `run` prefetches what one key names. */
export function createPrefetchQueue(run: (path: string) => Promise<unknown>, schedule: Schedule = scheduleIdle, now: () => number = () => performance.now()) {
  // Each queued path with the resolver of its promise, which adopts the promise of its prefetches.
  const pending: {path: string; resolve: (prefetched: Promise<unknown>) => void}[] = [];
  const queued = new Map<string, Promise<unknown>>();
  let scheduled = false;

  const drain = (deadline: Deadline) => {
    const end = now() + sliceMs;
    do {
      const next = pending.shift()!;
      next.resolve(run(next.path));
    } while (pending.length && deadline.timeRemaining() > 1 && now() < end);
    scheduled = pending.length > 0;
    if (scheduled) schedule(drain);
  };

  return {
    /** Queues a path, once unless its prefetch fails; the promise settles as its prefetches do. */
    add(path: string): Promise<unknown> {
      let done = queued.get(path);
      if (!done) {
        done = new Promise<unknown>((resolve) => pending.push({path, resolve}));
        queued.set(path, done);
        // Offline, or a deployment replaced the file: a later add() tries again.
        done.catch(() => queued.delete(path));
        if (!scheduled) {
          scheduled = true;
          schedule(drain);
        }
      }
      return done;
    },
  };
}
