import { describe, expect, it } from 'vitest';
import { fenceVerdict, haversineMetres, needsReason, timingVerdict } from './visitVerification.ts';

const home = { latitude: 43.6532, longitude: -79.3832 };

describe('the fence', () => {
  it('measures a degree of latitude as about 111 km', () => {
    const north = { latitude: home.latitude + 1, longitude: home.longitude };
    expect(haversineMetres(home, north)).toBeCloseTo(111_195, -1);
    expect(haversineMetres(home, home)).toBe(0);
  });

  it('gives the caregiver the accuracy circle, but never one wider than the fence', () => {
    const point = { latitude: home.latitude + 0.002, longitude: home.longitude };
    const distance = haversineMetres(point, home);
    expect(fenceVerdict({ ...point, accuracy: distance - 150 }, home, 150).outcome).toBe('inside');
    expect(fenceVerdict({ ...point, accuracy: distance - 151 }, home, 150).outcome).toBe('outside');
    expect(fenceVerdict({ ...home, accuracy: 151 }, home, 150).outcome).toBe('imprecise');
    expect(fenceVerdict({ ...home, accuracy: 5 }, null, 150)).toStrictEqual({
      outcome: 'unverified',
      distanceMetres: null,
    });
  });
});

describe('the window', () => {
  const start = new Date('2026-03-08T06:30:00Z');
  const windows = { earlyWindowMinutes: 15, lateWindowMinutes: 10 };
  const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

  it('counts both edges as on time, and a millisecond past either as early or late', () => {
    expect(timingVerdict(minutes(-15), start, windows)).toBe('on_time');
    expect(timingVerdict(new Date(minutes(-15).getTime() - 1), start, windows)).toBe('early');
    expect(timingVerdict(minutes(10), start, windows)).toBe('on_time');
    expect(timingVerdict(new Date(minutes(10).getTime() + 1), start, windows)).toBe('late');
  });

  it('asks for a reason outside the fence or the window, not for an unverifiable home', () => {
    expect(needsReason('inside', 'on_time')).toBe(false);
    expect(needsReason('unverified', 'on_time')).toBe(false);
    expect(needsReason('imprecise', 'on_time')).toBe(true);
    expect(needsReason('inside', 'late')).toBe(true);
  });
});
