import { Role } from '@hearth/domain';
import { useAuthDetails } from '../identity/index.ts';
import { addCapture, type CaptureInput, canQueue, queuedCaptures } from './captureStore.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { refreshQueue, syncQueue } from './offlineQueue.ts';
import { isUnanswered, sendCapture } from './sendCapture.ts';

/** `sent`: the server has it; `queued`: kept on the phone, sent when the network is back. */
export type CaptureOutcome = 'sent' | 'queued';

/**
 * Records a check-in, check-out or dose: at once when the phone has a network, in the queue when
 * it has none or the request got no answer. The time and key are taken when the caregiver acts.
 * A refusal with an answer (a reason asked for, say) rejects as usual, for the screen to show.
 */
export function useOfflineCapture() {
  const { data: details } = useAuthDetails();
  const userId = details?.user.id;
  // Only a caregiver's phone keeps and sends a queue (features/offline/OfflineSupport.tsx); the
  // office records online, and is told when that fails.
  const keeps = details?.user.role === Role.caregiver && canQueue();
  return async (input: CaptureInput): Promise<CaptureOutcome> => {
    if (userId === undefined) {
      throw new Error('A capture needs the signed-in person.');
    }
    const capture = {
      ...input,
      userId,
      capturedAt: new Date().toISOString(),
      idempotencyKey: newIdempotencyKey(),
    };
    // Behind captures still waiting, a new one waits too: they reach the server in order.
    const behindOthers = (await queuedCaptures(userId)).length > 0;
    if ((navigator.onLine && !behindOthers) || !keeps) {
      try {
        await sendCapture(capture, false);
        return 'sent';
      } catch (error) {
        if (!isUnanswered(error) || !keeps) {
          throw error;
        }
      }
    }
    await addCapture(capture);
    await refreshQueue(userId);
    if (navigator.onLine) {
      syncQueue(userId);
    }
    return 'queued';
  };
}
