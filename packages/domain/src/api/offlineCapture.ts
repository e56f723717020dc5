import { z } from 'zod';
import { CAPTURE_CLOCK_SKEW_MS } from '../rules/visitVerification.ts';

/** Message keys of an offline capture's errors, translated by the web (namespace `shifts`). */
export const OfflineCaptureValidation = {
  capturedAtRequired: 'shifts:validation.capturedAtRequired',
  capturedInFuture: 'shifts:validation.capturedInFuture',
} as const;

/**
 * What a phone adds to a record it may have taken without a network (a check-in or out, a dose):
 * the time it took it, and a key under which a replay answers the first result and changes
 * nothing.
 */
export const offlineCaptureFields = {
  idempotencyKey: z.uuid().optional(),
  capturedOffline: z.boolean().default(false),
  /** Read only for an offline capture; online, the server's clock is the record. */
  capturedAt: z.iso.datetime({ offset: true }).optional(),
};

type OfflineCapture = { capturedOffline: boolean; capturedAt?: string | undefined };

/** For `.refine`: a capture taken offline says when. */
export const offlineHasTime = (capture: OfflineCapture) =>
  !capture.capturedOffline || capture.capturedAt !== undefined;
export const offlineTimeIssue = {
  message: OfflineCaptureValidation.capturedAtRequired,
  path: ['capturedAt'],
};

/**
 * The instant a capture records: the phone's for one taken offline, the server's otherwise;
 * `undefined` when the phone's time is further ahead of the server's than clocks drift.
 */
export function captureInstant(capture: OfflineCapture, now: Date): Date | undefined {
  if (!capture.capturedOffline || capture.capturedAt === undefined) {
    return now;
  }
  const at = new Date(capture.capturedAt);
  return at.getTime() > now.getTime() + CAPTURE_CLOCK_SKEW_MS ? undefined : at;
}
