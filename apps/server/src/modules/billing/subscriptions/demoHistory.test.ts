import { describe, expect, it } from 'vitest';
import { demoTimeline } from './demoHistory.ts';

describe('demoTimeline', () => {
  it('goes back a year of monthly periods from the current one, after the trial', () => {
    const timeline = demoTimeline('2026-11-27', 10, 30);
    expect(timeline).toMatchObject({
      trialStart: '2025-10-18',
      trialEnd: '2025-11-17',
      anchorDay: 17,
    });
    expect(timeline.periods).toHaveLength(13);
    expect(timeline.periods[0]).toEqual({ start: '2025-11-17', end: '2025-12-17' });
    expect(timeline.periods.at(-1)).toEqual({ start: '2026-11-17', end: '2026-12-17' });
  });

  it("keeps a month's last day as the renewal day through shorter months", () => {
    const timeline = demoTimeline('2026-08-03', 3, 14);
    expect(timeline.anchorDay).toBe(31);
    expect(timeline.periods.map((period) => period.start)).toEqual([
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
    expect(timeline.periods.at(-1)?.end).toBe('2026-08-31');
  });

  it('chains the periods end to start, the last one holding today', () => {
    for (const daysIntoPeriod of [1, 14, 27]) {
      const { periods } = demoTimeline('2027-03-01', daysIntoPeriod, 0);
      for (const [index, period] of periods.slice(1).entries()) {
        expect(period.start).toBe(periods[index]?.end);
      }
      const last = periods.at(-1);
      expect(last !== undefined && last.start <= '2027-03-01' && '2027-03-01' < last.end).toBe(
        true,
      );
    }
  });
});
