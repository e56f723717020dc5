import type { Readable } from 'node:stream';
import type { Writer } from '../db/writer.ts';

/** An uploaded file as it is kept: under a random key the server made, never reused. */
export type NewStoredFile = { key: string; data: Buffer; contentType: string };

/**
 * Where uploaded files are kept, so that every app node serves every file. A file belongs to the
 * database row that names it: it is saved in that row's transaction and goes when the row does
 * (a trigger on each owner table), so there is no `remove` here. Two implementations, chosen by
 * FILE_STORE: PostgreSQL (postgresFileStore.ts, the default) and an S3 bucket (s3FileStore.ts).
 */
export type FileStore = {
  /** Saves the file in `writer`'s transaction: it exists exactly when that transaction commits. */
  save: (writer: Writer, file: NewStoredFile) => Promise<void>;
  /** The file's bytes as a stream; rejects when there is no such file. */
  open: (key: string) => Promise<Readable>;
  /**
   * Only a store that keeps bytes outside the database (S3): removes, as of `now`, what it holds
   * that no committed row names; returns how many files it removed. Run by a scheduled job.
   */
  sweep?: (now: Date) => Promise<number>;
};
