import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmInIdleTime } from './warmup';

// Node has no requestIdleCallback: the fallback timer stands in for an idle period.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const loader =
  (log: string[], name: string, fail = false) =>
  () => {
    log.push(name);
    return fail ? Promise.reject(new Error(name)) : Promise.resolve(name);
  };

describe('warming screens in idle time (issue 13)', () => {
  it('loads nothing at once, then a batch per idle period, in order, past a failing loader', async () => {
    const log: string[] = [];
    warmInIdleTime(
      ['a', 'b', 'c', 'd', 'e'].map((n) => loader(log, n, n === 'b')),
      2,
    );
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('stops when told to', async () => {
    const log: string[] = [];
    const stop = warmInIdleTime(
      ['a', 'b', 'c'].map((n) => loader(log, n)),
      1,
    );
    await vi.advanceTimersByTimeAsync(200);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['a']);
  });
});
