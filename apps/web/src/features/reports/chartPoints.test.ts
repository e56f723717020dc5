import { describe, expect, it } from 'vitest';
import { chartPointsOf } from './chartPoints.ts';

describe('chart points', () => {
  it('holds every series of a bucket in one point, buckets in order', () => {
    expect(
      chartPointsOf([
        {
          key: 'completed',
          points: [
            { bucket: '2026-03-02', value: 4 },
            { bucket: '2026-03-01', value: 2 },
          ],
        },
        { key: 'missed', points: [{ bucket: '2026-03-01', value: 1 }] },
      ]),
    ).toEqual([
      { bucket: '2026-03-01', completed: 2, missed: 1 },
      { bucket: '2026-03-02', completed: 4 },
    ]);
  });

  it('reads money series in cents as amounts', () => {
    expect(
      chartPointsOf([{ key: 'paidCents', points: [{ bucket: '2026-03-01', value: 12_345 }] }]),
    ).toEqual([{ bucket: '2026-03-01', paidCents: 123.45 }]);
  });
});
