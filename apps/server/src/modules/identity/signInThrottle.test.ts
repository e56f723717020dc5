import { describe, expect, it } from 'vitest';
import { waitAfter } from './signInThrottle.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const justNow = new Date(now - 1000);
const minutesAfter = (wait: Date | null) =>
  wait === null ? null : Math.round((wait.getTime() - justNow.getTime()) / 60_000);

describe('waitAfter', () => {
  it('asks no wait below the threshold', () => {
    expect(waitAfter({ count: 4, latest: justNow }, 5, now)).toBeNull();
    expect(waitAfter({ count: 0, latest: null }, 5, now)).toBeNull();
  });

  it('doubles the wait with each failure past the threshold, up to the window', () => {
    const waits = [5, 6, 7, 8, 9, 12].map((count) =>
      minutesAfter(waitAfter({ count, latest: justNow }, 5, now)),
    );
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('asks no wait once the wait after the latest failure is over', () => {
    const longAgo = new Date(now - 2 * 60_000);
    expect(waitAfter({ count: 5, latest: longAgo }, 5, now)).toBeNull();
    expect(waitAfter({ count: 7, latest: longAgo }, 5, now)).toEqual(new Date(now + 2 * 60_000));
  });
});
