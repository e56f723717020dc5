import type { QueuedCapture } from './captureStore.ts';

export type SyncSteps = {
  /** The signed-in person's captures, oldest first. */
  load: () => Promise<QueuedCapture[]>;
  send: (capture: QueuedCapture) => Promise<void>;
  remove: (seq: number) => Promise<void>;
  save: (capture: QueuedCapture) => Promise<void>;
  /** Why a failed send will not succeed by being sent again, or null to wait and retry. */
  problemOf: (error: unknown) => QueuedCapture['problem'];
};

/** `done`: nothing left; `blocked`: a capture waits for the caregiver; `waiting`: no network. */
export type SyncOutcome = 'done' | 'blocked' | 'waiting';

/**
 * Sends the queue in the order it was captured, one at a time: a check-out never reaches the
 * server before its check-in. A capture the server refused for good stops the queue until the
 * caregiver fixes or removes it, for the same reason; one that got no answer stays, with its key,
 * so sending it again can never record it twice.
 */
export async function syncCaptures(steps: SyncSteps): Promise<SyncOutcome> {
  for (const capture of await steps.load()) {
    if (capture.problem !== null) {
      return 'blocked';
    }
    try {
      await steps.send(capture);
    } catch (error) {
      const problem = steps.problemOf(error);
      if (problem === null) {
        return 'waiting';
      }
      await steps.save({ ...capture, problem });
      return 'blocked';
    }
    await steps.remove(capture.seq);
  }
  return 'done';
}
