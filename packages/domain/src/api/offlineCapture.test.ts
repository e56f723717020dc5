import { describe, expect, it } from 'vitest';
import { CAPTURE_CLOCK_SKEW_MS } from '../rules/visitVerification.ts';
import { captureInstant, offlineHasTime } from './offlineCapture.ts';

const now = new Date('2026-11-27T15:00:00.000Z');
const offset = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('the instant a capture records', () => {
  it("is the server's for a capture sent online, whatever time the phone names", () => {
    expect(captureInstant({ capturedOffline: false, capturedAt: offset(-3_600_000) }, now)).toBe(
      now,
    );
  });

  it("is the phone's for one taken offline, up to the clocks' drift ahead, not beyond", () => {
    const earlier = offset(-3 * 3_600_000);
    expect(captureInstant({ capturedOffline: true, capturedAt: earlier }, now)?.toISOString()).toBe(
      earlier,
    );
    const atDrift = offset(CAPTURE_CLOCK_SKEW_MS);
    expect(captureInstant({ capturedOffline: true, capturedAt: atDrift }, now)?.toISOString()).toBe(
      atDrift,
    );
    expect(
      captureInstant({ capturedOffline: true, capturedAt: offset(CAPTURE_CLOCK_SKEW_MS + 1) }, now),
    ).toBeUndefined();
  });

  it('needs the time of an offline capture', () => {
    expect(offlineHasTime({ capturedOffline: true })).toBe(false);
    expect(offlineHasTime({ capturedOffline: true, capturedAt: offset(0) })).toBe(true);
    expect(offlineHasTime({ capturedOffline: false })).toBe(true);
  });
});
