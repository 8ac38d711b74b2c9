import {describe, expect, it} from 'vitest';
import {createPrefetchQueue, sliceMs} from './prefetch-queue';

function manualScheduler() {
  const callbacks: ((deadline: {timeRemaining(): number}) => void)[] = [];
  return {
    schedule: (work: (deadline: {timeRemaining(): number}) => void) => void callbacks.push(work),
    /** Runs the next idle callback with `budget` calls' worth of time. */
    idle(budget: number) {
      const work = callbacks.shift();
      if (!work) throw new Error('nothing scheduled');
      let left = budget;
      work({timeRemaining: () => (left-- > 0 ? 10 : 0)});
    },
    get waiting() {
      return callbacks.length;
    },
  };
}

describe('prefetch queue', () => {
  it('runs nothing until idle, then as many paths as the idle period allows, and the rest later', () => {
    const ran: string[] = [];
    const idle = manualScheduler();
    const queue = createPrefetchQueue(async (path) => void ran.push(path), idle.schedule);
    for (const path of ['/a', '/b', '/c', '/d']) void queue.add(path);
    expect(ran).toEqual([]);
    expect(idle.waiting).toBe(1);
    idle.idle(2);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect(idle.waiting).toBe(1);
    idle.idle(0);
    expect(ran).toEqual(['/a', '/b', '/c', '/d']);
    expect(idle.waiting).toBe(0);
  });

  it('stops a long idle period after a short slice of work, so that no callback becomes a long task', () => {
    const ran: string[] = [];
    const idle = manualScheduler();
    let clock = 0;
    // Each prefetch takes 1.5 ms here.
    const run = createPrefetchQueue(
      async (path) => {
        clock += 1.5;
        ran.push(path);
      },
      idle.schedule,
      () => clock,
    );
    for (const path of ['/a', '/b', '/c', '/d', '/e']) void run.add(path);
    idle.idle(100);
    expect(ran).toEqual(['/a', '/b', '/c']);
    expect(1.5 * (ran.length - 1)).toBeLessThan(sliceMs);
    idle.idle(100);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('runs at least one path when the idle callback comes with no time left', () => {
    const ran: string[] = [];
    const idle = manualScheduler();
    const queue = createPrefetchQueue(async (path) => void ran.push(path), idle.schedule);
    void queue.add('/a');
    void queue.add('/b');
    idle.idle(0);
    expect(ran).toEqual(['/a']);
  });

  it('queues a path once and settles every caller with its prefetches', async () => {
    let runs = 0;
    const idle = manualScheduler();
    const queue = createPrefetchQueue(async () => void runs++, idle.schedule);
    const first = queue.add('/a');
    const second = queue.add('/a');
    expect(second).toBe(first);
    idle.idle(5);
    await expect(first).resolves.toBeUndefined();
    expect(runs).toBe(1);
    expect(idle.waiting).toBe(0);
  });

  it('queues a chunk again after its prefetch failed, and not after it succeeded', async () => {
    const ran: string[] = [];
    let online = false;
    const idle = manualScheduler();
    const queue = createPrefetchQueue(async (name) => {
      ran.push(name);
      if (!online) throw new Error('offline');
    }, idle.schedule);
    const failed = queue.add('chunk-1');
    idle.idle(5);
    await expect(failed).rejects.toThrow('offline');
    online = true;
    const retried = queue.add('chunk-1');
    expect(retried).not.toBe(failed);
    idle.idle(5);
    await expect(retried).resolves.toBeUndefined();
    expect(queue.add('chunk-1')).toBe(retried);
    expect(ran).toEqual(['chunk-1', 'chunk-1']);
    expect(idle.waiting).toBe(0);
  });
});
