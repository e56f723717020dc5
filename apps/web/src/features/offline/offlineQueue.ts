import { useSyncExternalStore } from 'react';
import { putCapture, type QueuedCapture, queuedCaptures, removeCapture } from './captureStore.ts';
import { finalProblem, sendCapture } from './sendCapture.ts';
import { syncCaptures } from './syncCaptures.ts';

// The signed-in caregiver's queue as the screens show it, and the one sync that sends it. Only
// that person's captures are read, so another person signed in on the phone never sees them.

type QueueView = { userId: number | null; captures: readonly QueuedCapture[] };

const EMPTY: QueueView = { userId: null, captures: [] };
let view: QueueView = EMPTY;
const listeners = new Set<() => void>();
let afterSend: () => void = () => undefined;

function show(next: QueueView) {
  view = next;
  for (const listener of listeners) {
    listener();
  }
}

/** Reads the person's queue again into the view (after a capture, a send or a fix). */
export async function refreshQueue(userId: number): Promise<void> {
  const captures = await queuedCaptures(userId);
  if (view.userId === userId) {
    show({ userId, captures });
  }
}

/** Starts the view for the signed-in caregiver; `onSent` runs after the queue sent something. */
export function startQueue(userId: number, onSent: () => void): void {
  afterSend = onSent;
  show({ userId, captures: [] });
  void refreshQueue(userId);
}

/** Signed out: the screens forget the queue (the captures stay, see docs/decisions.md). */
export function stopQueue(): void {
  afterSend = () => undefined;
  show(EMPTY);
}

let running = false;
let again = false;

/**
 * Sends the person's queue, in order; a call while it runs makes it run once more after, so a
 * capture queued meanwhile is not left behind.
 */
export function syncQueue(userId: number): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    let sent = false;
    try {
      do {
        again = false;
        await syncCaptures({
          load: () => queuedCaptures(userId),
          send: (capture) => sendCapture(capture, true),
          remove: async (seq) => {
            await removeCapture(seq);
            sent = true;
            await refreshQueue(userId);
          },
          save: async (capture) => {
            await putCapture(capture);
            await refreshQueue(userId);
          },
          problemOf: finalProblem,
        });
      } while (again);
    } finally {
      running = false;
      if (sent) {
        afterSend();
      }
    }
  })();
}

/** The caregiver fixed a refused capture (e.g. gave the reason asked for): send it again. */
export async function retryCapture(capture: QueuedCapture): Promise<void> {
  await putCapture({ ...capture, problem: null });
  await refreshQueue(capture.userId);
  syncQueue(capture.userId);
}

/** The caregiver dropped a refused capture; the rest of the queue goes on. */
export async function dropCapture(capture: QueuedCapture): Promise<void> {
  await removeCapture(capture.seq);
  await refreshQueue(capture.userId);
  syncQueue(capture.userId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useQueueView = () => useSyncExternalStore(subscribe, () => view);

/** The signed-in caregiver's captures waiting on this phone, oldest first. */
export function useQueuedCaptures(): readonly QueuedCapture[] {
  return useQueueView().captures;
}

/** Whether this phone keeps captures for the signed-in person: a caregiver's only. */
export function useQueueActive(): boolean {
  return useQueueView().userId !== null;
}

/**
 * Whether a scheduled dose is waiting on this phone: the MAR shows it as such rather than offer
 * to record it again. An as-needed dose (no time) is a new one each time, never the same.
 */
export function useQueuedDoses(): (medicationId: number, scheduledFor: string | null) => boolean {
  const captures = useQueuedCaptures();
  return (medicationId, scheduledFor) =>
    scheduledFor !== null &&
    captures.some(
      (capture) =>
        capture.kind === 'dose' &&
        capture.targetId === medicationId &&
        typeof capture.body.scheduledFor === 'string' &&
        Date.parse(capture.body.scheduledFor) === Date.parse(scheduledFor),
    );
}
