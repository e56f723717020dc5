import type { Readable } from 'node:stream';
import type { Writer } from '../db/writer.ts';

/** An uploaded file as it is kept: under a random key the server made, never reused. */
export type NewStoredFile = { key: string; data: Buffer; contentType: string };

/**
 * An upload the store has taken in as it arrived (`stage`), under a key the store made: no file
 * yet, until a row's transaction commits it; until then the store may remove it (`discard`, or
 * the sweep once it is older than ORPHAN_GRACE_MS).
 */
export type StagedFile = { key: string; byteSize: number };

/**
 * Staged bytes or an object no row names are removed only once this old. An upload's
 * transaction commits seconds after its last bytes came in; an hour leaves any slow one, and the
 * clocks of a bucket, the database and the app, far on the safe side.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Where uploaded files are kept, so that every app node serves every file. A file belongs to the
 * database row that names it: it is saved or committed in that row's transaction and goes when
 * the row does (a trigger on each owner table), so there is no `remove` here. Two
 * implementations, chosen by FILE_STORE: PostgreSQL (postgresFileStore.ts, the default) and an
 * S3 bucket (s3FileStore.ts).
 */
export type FileStore = {
  /**
   * Saves bytes already in memory (a resized photo, a signature, demo data) in `writer`'s
   * transaction: the file exists exactly when that transaction commits.
   */
  save: (writer: Writer, file: NewStoredFile) => Promise<void>;
  /**
   * Takes an upload in as its bytes arrive, holding a slice or a part of it at a time, before
   * the owner's transaction. Rejects, having removed what it took, when `body` fails (a client
   * gone mid-body) or the store does.
   */
  stage: (body: Readable) => Promise<StagedFile>;
  /** Makes a staged upload the file under its key, in `writer`'s transaction (as `save`). */
  commit: (writer: Writer, file: StagedFile & { contentType: string }) => Promise<void>;
  /** Removes a staged upload that was refused or whose owner's transaction rolled back. */
  discard: (file: StagedFile) => Promise<void>;
  /** The file's bytes as a stream; rejects when there is no such file. */
  open: (key: string) => Promise<Readable>;
  /**
   * Removes, as of `now`, what the store holds that is older than ORPHAN_GRACE_MS and that no
   * committed row names: staged uploads a stopped node left (slices, or an S3 multipart upload),
   * and (S3) objects of a rolled-back upload or a deleted owner. Returns how many it removed.
   * Run by a scheduled job.
   */
  sweep: (now: Date) => Promise<number>;
};
