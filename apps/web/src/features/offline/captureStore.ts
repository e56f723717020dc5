import type { AdministrationCreateInput, CheckOutInput, FieldErrors } from '@hearth/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** What the phone recorded without a network; sent, in order, when it is back. */
export type CaptureKind = 'check-in' | 'check-out' | 'dose';

/** Why the server refused a capture for good: the caregiver fixes or removes it. */
export type CaptureProblem = { message: string; fieldErrors: FieldErrors };

/** The request body as it would have gone online, without the offline fields. */
type CaptureRequest =
  | {
      kind: 'check-in' | 'check-out';
      /** The shift. */
      targetId: number;
      body: Omit<CheckOutInput, 'idempotencyKey' | 'capturedOffline' | 'capturedAt'>;
    }
  | {
      kind: 'dose';
      /** The medication. */
      targetId: number;
      body: Omit<AdministrationCreateInput, 'idempotencyKey' | 'capturedOffline' | 'capturedAt'>;
    };

export type QueuedCapture = CaptureRequest & {
  /** Order of capture: the store's own increasing number. */
  seq: number;
  /** Whose capture: only that person's session sends it, only they see it. */
  userId: number;
  /** What the caregiver recognises it by: the client's or the medication's name. */
  label: string;
  /** The phone's clock when the caregiver acted. */
  capturedAt: string;
  /** The key under which the server records it once, however often it is sent. */
  idempotencyKey: string;
  problem: CaptureProblem | null;
};

/** What a screen hands over: the request, with what the caregiver recognises it by. */
export type CaptureInput = CaptureRequest & { label: string };
export type NewCapture = CaptureInput & {
  userId: number;
  capturedAt: string;
  idempotencyKey: string;
};

interface OfflineDb extends DBSchema {
  captures: { key: number; value: QueuedCapture; indexes: { byUser: number } };
}

const DB_NAME = 'hearth-offline';
let opening: Promise<IDBPDatabase<OfflineDb>> | undefined;

function database() {
  opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore('captures', { keyPath: 'seq', autoIncrement: true });
      store.createIndex('byUser', 'userId');
    },
  });
  return opening;
}

/** Whether this browser can keep captures (an old private window may have no IndexedDB). */
export const canQueue = () => typeof indexedDB !== 'undefined';

/** The captures of one person waiting on this phone, oldest first. */
export async function queuedCaptures(userId: number): Promise<QueuedCapture[]> {
  if (!canQueue()) {
    return [];
  }
  const db = await database();
  const captures = await db.getAllFromIndex('captures', 'byUser', userId);
  return captures.sort((a, b) => a.seq - b.seq);
}

export async function addCapture(capture: NewCapture): Promise<void> {
  const db = await database();
  // The store numbers it (`seq`), which is the order it will be sent in.
  await db.add('captures', { ...capture, problem: null } as QueuedCapture);
}

export async function putCapture(capture: QueuedCapture): Promise<void> {
  await (await database()).put('captures', capture);
}

export async function removeCapture(seq: number): Promise<void> {
  await (await database()).delete('captures', seq);
}
