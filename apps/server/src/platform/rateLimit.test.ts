import { describe, expect, it } from 'vitest';
import { FixedWindows } from './rateLimit.ts';

describe('fixed windows of request counts', () => {
  it('counts a key within its window and opens a new one once it has closed', () => {
    const windows = new FixedWindows(60_000, 100);
    expect(windows.hit('a', 1_000)).toEqual({ count: 1, closesInMs: 60_000 });
    expect(windows.hit('a', 31_000)).toEqual({ count: 2, closesInMs: 30_000 });
    expect(windows.hit('b', 31_000)).toEqual({ count: 1, closesInMs: 60_000 });
    expect(windows.hit('a', 61_000)).toEqual({ count: 1, closesInMs: 60_000 });
    expect(windows.hit('b', 61_000)).toEqual({ count: 2, closesInMs: 30_000 });
  });

  it('never says a window lasts longer than it does, whatever the clock’s fractions', () => {
    const windows = new FixedWindows(60_000, 10);
    // A start whose sum with the window rounds up in floating point.
    expect(windows.hit('a', 510_874.829_407_347_54).closesInMs).toBe(60_000);
  });

  it('forgets closed windows as it goes, so it holds only the open ones', () => {
    const windows = new FixedWindows(1_000, 100);
    for (let key = 0; key < 50; key++) {
      windows.hit(`client ${key}`, key);
    }
    expect(windows.size).toBe(50);
    windows.hit('late', 1_025);
    // Windows opened at 0 … 25 closed by 1,025; 26 … 49 and the new one remain.
    expect(windows.size).toBe(25);
  });

  it('at capacity, lets the oldest window go to make room', () => {
    const windows = new FixedWindows(60_000, 2);
    windows.hit('first', 0);
    windows.hit('second', 1);
    windows.hit('third', 2);
    expect(windows.size).toBe(2);
    expect(windows.hit('second', 3).count).toBe(2);
    expect(windows.hit('first', 4).count).toBe(1);
  });
});
