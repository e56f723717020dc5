import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import {
  caregivers,
  marketplaceListingPhotos,
  noteDocuments,
  storedFiles,
  visitConfirmations,
} from '../../db/schema/index.ts';
import type { FileStore } from './fileStore.ts';

// Before issue 26 each node kept uploads in folders under its data folder, so only that node could
// serve them. At start-up, the files there that rows name are moved into the file store; then the
// folders go, with any file no row names (an interrupted upload's, a deleted owner's).

type MissingFile = { key: string; contentType: string };

/** A folder of the old layout, and the files its owner table names that the store lacks. */
type DiskSource = { folder: string; missing: (tx: Transaction) => Promise<MissingFile[]> };

const missingIn =
  (table: PgTable, key: AnyPgColumn, contentType: AnyPgColumn | SQL) => (tx: Transaction) =>
    tx
      .select({ key: sql<string>`${key}`, contentType: sql<string>`${contentType}` })
      .from(table)
      .where(
        and(
          isNotNull(key),
          notExists(tx.select({ one: sql`1` }).from(storedFiles).where(eq(storedFiles.key, key))),
        ),
      );

const diskSources: readonly DiskSource[] = [
  {
    folder: 'listing-photos',
    missing: missingIn(
      marketplaceListingPhotos,
      marketplaceListingPhotos.storageKey,
      marketplaceListingPhotos.contentType,
    ),
  },
  {
    folder: 'caregiver-photos',
    missing: missingIn(caregivers, caregivers.photoStorageKey, caregivers.photoContentType),
  },
  {
    folder: 'note-documents',
    missing: missingIn(noteDocuments, noteDocuments.storageKey, noteDocuments.contentType),
  },
  {
    folder: 'visit-signatures',
    missing: missingIn(visitConfirmations, visitConfirmations.signatureKey, sql`'image/png'`),
  },
];

// Keys were made by the server; still, a path is never built from anything that could climb out.
const plainKey = /^[\w-]+(\.[a-z]+)?$/;

// Any fixed number: it only has to differ from the other advisory locks' keys.
const moveLockId = 2_026_001;

const exists = (folder: string) =>
  stat(folder).then(
    (found) => found.isDirectory(),
    () => false,
  );

/** The file's bytes; null when this node's disk lacks it (e.g. it was uploaded through another). */
async function bytesOf(folder: string, key: string): Promise<Buffer | null> {
  if (!plainKey.test(key)) {
    return null;
  }
  try {
    return await readFile(path.join(folder, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return null;
    }
    throw error;
  }
}

export type DiskMove = {
  /** Files copied into the store. */
  moved: number;
  /** Files rows name that neither the store nor this node's disk holds. */
  absent: number;
};

/**
 * Moves the files under `dataDir`'s old folders that rows name into `files`, in one transaction
 * under an advisory lock: two nodes starting together move each file once, and an interrupted
 * move is redone whole at the next start. The folders are removed only once that has committed.
 */
export async function moveDiskFiles(
  db: Database,
  files: FileStore,
  dataDir: string,
): Promise<DiskMove> {
  const present: DiskSource[] = [];
  for (const source of diskSources) {
    if (await exists(path.join(dataDir, source.folder))) {
      present.push(source);
    }
  }
  if (present.length === 0) {
    return { moved: 0, absent: 0 };
  }
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${moveLockId})`);
    const counts = { moved: 0, absent: 0 };
    for (const source of present) {
      const folder = path.join(dataDir, source.folder);
      for (const { key, contentType } of await source.missing(tx)) {
        const data = await bytesOf(folder, key);
        if (data === null) {
          counts.absent += 1;
        } else {
          await files.save(tx, { key, data, contentType });
          counts.moved += 1;
        }
      }
    }
    return counts;
  });
  // Committed: every file there a row names is in the store; the rest belongs to no one.
  for (const source of present) {
    await rm(path.join(dataDir, source.folder), { recursive: true, force: true });
  }
  return outcome;
}
