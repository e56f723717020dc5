import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import {
  addCapture,
  type NewCapture,
  putCapture,
  type QueuedCapture,
  queuedCaptures,
  removeCapture,
} from './captureStore.ts';
import { finalProblem } from './sendCapture.ts';
import { type SyncSteps, syncCaptures } from './syncCaptures.ts';

// The queue's rules against the IndexedDB store itself (fake-indexeddb in the test set-up); the
// network is the one part played here: each test decides what the server answers. The browser
// test (e2e/specs/offline-visit.spec.ts) runs the same queue against the real server.

let lastUser = 1000;
const newUser = () => {
  lastUser += 1;
  return lastUser;
};

function mark(
  userId: number,
  shiftId: number,
  minute: number,
  kind: 'check-in' | 'check-out' = 'check-in',
): NewCapture {
  return {
    userId,
    kind,
    targetId: shiftId,
    label: `Visit ${shiftId}`,
    capturedAt: new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString(),
    idempotencyKey: crypto.randomUUID(),
    body: { latitude: 43.65, longitude: -79.38, accuracy: 12 },
  };
}

const noAnswer = () => new ApiError({ kind: 'network', message: 'No connection.' });
const refused = (status: number, fieldErrors = {}) =>
  new ApiError({ kind: 'status', status, message: 'Refused.', fieldErrors });

/** The store's steps, with a server that answers from `answer` and remembers what it was sent. */
function stepsFor(userId: number, answer: (capture: QueuedCapture) => Error | null) {
  const sent: QueuedCapture[] = [];
  let inFlight = 0;
  const steps: SyncSteps = {
    load: () => queuedCaptures(userId),
    send: async (capture) => {
      inFlight += 1;
      expect(inFlight, 'one capture at a time').toBe(1);
      sent.push(capture);
      await Promise.resolve();
      inFlight -= 1;
      const error = answer(capture);
      if (error !== null) {
        throw error;
      }
    },
    remove: removeCapture,
    save: putCapture,
    problemOf: finalProblem,
  };
  return { steps, sent };
}

describe('the capture queue', () => {
  it("keeps each person's captures apart, in the order they were taken", async () => {
    const [one, other] = [newUser(), newUser()];
    await addCapture(mark(one, 1, 0));
    await addCapture(mark(other, 2, 1));
    await addCapture(mark(one, 1, 30, 'check-out'));
    const mine = await queuedCaptures(one);
    expect(mine.map((capture) => capture.kind)).toEqual(['check-in', 'check-out']);
    expect(mine.every((capture) => capture.userId === one && capture.problem === null)).toBe(true);
    expect(await queuedCaptures(other)).toHaveLength(1);
  });

  it('sends in order, one at a time, and empties as the server takes each', async () => {
    const userId = newUser();
    await addCapture(mark(userId, 7, 0));
    await addCapture(mark(userId, 7, 45, 'check-out'));
    await addCapture({
      ...mark(userId, 8, 50),
      kind: 'dose',
      body: { scheduledFor: null, status: 1 },
    } satisfies NewCapture);
    const { steps, sent } = stepsFor(userId, () => null);
    expect(await syncCaptures(steps)).toBe('done');
    expect(sent.map((capture) => `${capture.kind} ${capture.targetId}`)).toEqual([
      'check-in 7',
      'check-out 7',
      'dose 8',
    ]);
    expect(await queuedCaptures(userId)).toEqual([]);
  });

  it('keeps what got no answer, and sends it again later under the same key', async () => {
    const userId = newUser();
    await addCapture(mark(userId, 3, 0));
    await addCapture(mark(userId, 3, 40, 'check-out'));
    const offline = stepsFor(userId, () => noAnswer());
    expect(await syncCaptures(offline.steps)).toBe('waiting');
    expect(offline.sent).toHaveLength(1);
    expect(await queuedCaptures(userId)).toHaveLength(2);

    // The first send reached the server, but its answer was lost: the retry carries its key.
    const online = stepsFor(userId, () => null);
    expect(await syncCaptures(online.steps)).toBe('done');
    expect(online.sent[0]?.idempotencyKey).toBe(offline.sent[0]?.idempotencyKey);
    expect(online.sent.map((capture) => capture.kind)).toEqual(['check-in', 'check-out']);
  });

  it('stops at a refusal for the caregiver to fix, then goes on from it', async () => {
    const userId = newUser();
    await addCapture(mark(userId, 4, 0));
    await addCapture(mark(userId, 4, 40, 'check-out'));
    const { steps, sent } = stepsFor(userId, (capture) =>
      capture.kind === 'check-in' && !('reasonCode' in capture.body && capture.body.reasonCode)
        ? refused(422, { reasonCode: ['A reason is needed.'] })
        : null,
    );
    expect(await syncCaptures(steps)).toBe('blocked');
    const [blocked, behind] = await queuedCaptures(userId);
    expect(blocked?.problem?.fieldErrors.reasonCode).toEqual(['A reason is needed.']);
    expect(behind?.problem).toBeNull();
    // Nothing goes past it until the caregiver answers.
    expect(await syncCaptures(steps)).toBe('blocked');
    expect(sent).toHaveLength(1);

    if (blocked === undefined || blocked.kind === 'dose') {
      throw new Error('the check-in should wait');
    }
    await putCapture({
      ...blocked,
      problem: null,
      body: { ...blocked.body, reasonCode: 'gps_poor' },
    });
    expect(await syncCaptures(steps)).toBe('done');
    expect(sent.map((capture) => capture.kind)).toEqual(['check-in', 'check-in', 'check-out']);
  });

  it('waits, without blaming the caregiver, on answers that change by themselves', () => {
    for (const status of [401, 408, 419, 429, 500, 503]) {
      expect(finalProblem(refused(status)), String(status)).toBeNull();
    }
    expect(finalProblem(noAnswer())).toBeNull();
    for (const status of [403, 404, 409, 422]) {
      expect(finalProblem(refused(status))?.message, String(status)).toBe('Refused.');
    }
  });
});
