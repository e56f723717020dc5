import { isNull } from 'drizzle-orm';
import type { FileStoreSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { type DiskMove, moveDiskFiles } from './diskFiles.ts';
import type { FileStore } from './fileStore.ts';
import { createPostgresFileStore } from './postgresFileStore.ts';

export type StartupMove = DiskMove & {
  /** Files whose bytes were in PostgreSQL, moved into the S3 bucket (FILE_STORE=s3 only). */
  intoBucket: number;
  /** Files in the S3 bucket that this node, with FILE_STORE=postgres, cannot serve. */
  inBucket: number;
};

export type OpenedFileStore = { files: FileStore; moved: StartupMove; close: () => void };

/**
 * The store FILE_STORE names, ready to serve: with s3 the bucket has answered (else this rejects,
 * saying why, and the node does not start), and every file has moved into the store, from an
 * older version's disk folders under `dataDir` and, with s3, from PostgreSQL.
 */
export async function openFileStore(
  db: Database,
  settings: FileStoreSettings,
  dataDir: string,
): Promise<OpenedFileStore> {
  if (settings.store === 'postgres') {
    const files = createPostgresFileStore(db);
    const fromDisk = await moveDiskFiles(db, files, dataDir);
    // Left by a node that ran with FILE_STORE=s3: worth a warning, not a refusal to start.
    const inBucket = await db.$count(storedFiles, isNull(storedFiles.content));
    return { files, moved: { ...fromDisk, intoBucket: 0, inBucket }, close: () => undefined };
  }
  // Loaded only here: an installation keeping files in PostgreSQL never loads the AWS SDK.
  const { createS3FileStore } = await import('./s3FileStore.ts');
  const files = createS3FileStore(db, settings);
  try {
    await files.verify();
    const fromDisk = await moveDiskFiles(db, files, dataDir);
    const intoBucket = await files.moveDatabaseFiles();
    return { files, moved: { ...fromDisk, intoBucket, inBucket: 0 }, close: files.close };
  } catch (error) {
    files.close();
    throw error;
  }
}
