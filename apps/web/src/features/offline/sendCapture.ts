import { routes } from '@hearth/domain';
import { ApiError } from '../../api/ApiError.ts';
import { callApi } from '../../api/callApi.ts';
import type { CaptureProblem, NewCapture } from './captureStore.ts';

/**
 * Sends one capture. Online or replayed, it carries its idempotency key, so a send whose answer
 * was lost and is sent again from the queue is recorded once. A replay says it was taken offline
 * and when, so the server keeps the phone's time.
 */
export async function sendCapture(capture: NewCapture, offline: boolean): Promise<void> {
  const keyed = {
    idempotencyKey: capture.idempotencyKey,
    capturedOffline: offline,
    ...(offline ? { capturedAt: capture.capturedAt } : {}),
  };
  if (capture.kind === 'dose') {
    await callApi(routes.medications.recordDose({ medicationId: capture.targetId }), {
      body: { ...capture.body, ...keyed },
    });
    return;
  }
  await callApi(routes.shifts.visit[capture.kind]({ shiftId: capture.targetId }), {
    body: { ...capture.body, ...keyed },
  });
}

/** No answer came (or none in time): the capture may be sent again later, under its key. */
export const isUnanswered = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

// Answers that may change by themselves: signed out or expired (sent after signing in again),
// too many requests, the request timing out at the server.
const RETRYABLE_STATUSES = new Set([401, 408, 419, 429]);

/**
 * Why the server refused a capture for good (a 4xx that sending again will not change), for the
 * caregiver to fix or remove; null when the capture should simply wait and go again.
 */
export function finalProblem(error: unknown): CaptureProblem | null {
  if (!(error instanceof ApiError) || !error.isClientError) {
    return null;
  }
  if (error.status !== undefined && RETRYABLE_STATUSES.has(error.status)) {
    return null;
  }
  return { message: error.message, fieldErrors: error.fieldErrors };
}
