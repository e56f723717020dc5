import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { S3Settings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { type FileStore, ORPHAN_GRACE_MS } from './fileStore.ts';
import { createPostgresFileStore } from './postgresFileStore.ts';

// Files in an S3 (or S3-compatible) bucket. The bucket cannot join the database's transaction,
// so a save puts the object first and then writes its `stored_files` row (without content) in the
// writer's transaction: the row is what makes the file exist. Readers look the row up before
// the object, so a file is there exactly when that transaction has committed, and goes with the
// row (the release triggers of migration 0061). What is left in the bucket without a row (a
// rolled-back upload's object, a deleted owner's) is removed by `sweep`, once older than
// ORPHAN_GRACE_MS so that an upload whose transaction is still open is never taken. An upload
// streamed in (`stage`) is put as it arrives, a part at a time, and its row written by `commit`.

/** Every object of the store is under this prefix; the sweep lists nothing else of the bucket. */
export const OBJECT_PREFIX = 'stored-files/';

/**
 * An upload goes into the bucket in parts of this size (S3's least but for the last), one at a
 * time: a node holds one part of an upload, and a file no larger than a part is a single put.
 */
const PART_BYTES = 5 * 1024 * 1024;

/** Objects per listing page, and so per look-up of their rows and per delete call. */
const PAGE_KEYS = 1000;

/** Rows moved from PostgreSQL into the bucket per transaction at start-up. */
const MOVE_BATCH = 20;

export type S3FileStore = FileStore & {
  /** Rejects, saying why, unless the bucket answers to these settings and credentials. */
  verify: () => Promise<void>;
  /**
   * Moves the files whose bytes are still in PostgreSQL (saved before FILE_STORE=s3) into the
   * bucket, a batch per transaction; nodes starting together share the rows. Returns how many.
   */
  moveDatabaseFiles: () => Promise<number>;
  /** Closes the client's connections. */
  close: () => void;
};

/**
 * `client` adds to the SDK's settings; credentials come from its default chain (the environment's
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role) unless given here.
 */
export function createS3FileStore(
  db: Database,
  settings: S3Settings,
  client: Pick<S3ClientConfig, 'credentials'> = {},
): S3FileStore {
  const s3 = new S3Client({
    region: settings.region,
    ...(settings.endpoint === null ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    // An endpoint that does not answer fails the request (and the start-up check) in seconds.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
    ...client,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${OBJECT_PREFIX}${key}`;
  // Rows saved before the switch keep their bytes until the start-up move; read them from there.
  const inDatabase = createPostgresFileStore(db);

  async function put(key: string, data: Buffer, contentType: string) {
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  /**
   * Aborts the multipart uploads begun before `cutoff` under the prefix: a node stopped in the
   * middle of one leaves its parts, which S3 keeps (and bills) without an object. Returns how many.
   */
  async function abortStaleUploads(cutoff: number) {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await s3.send(
        new ListMultipartUploadsCommand({
          Bucket,
          Prefix: OBJECT_PREFIX,
          KeyMarker,
          UploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if ((upload.Initiated?.getTime() ?? cutoff) < cutoff) {
          await s3.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted += 1;
        }
      }
      [KeyMarker, UploadIdMarker] = page.IsTruncated
        ? [page.NextKeyMarker, page.NextUploadIdMarker]
        : [undefined, undefined];
    } while (KeyMarker !== undefined);
    return aborted;
  }

  /** Of `keys`, those no row names. */
  async function unnamed(keys: string[]) {
    const rows = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, keys));
    const named = new Set(rows.map((row) => row.key));
    return keys.filter((key) => !named.has(key));
  }

  /** Writes the file's row, naming the object put under its key. */
  async function insertRow(
    writer: Parameters<FileStore['save']>[0],
    key: string,
    byteSize: number,
    contentType: string,
  ) {
    await writer.insert(storedFiles).values({ key, content: null, byteSize, contentType });
  }

  return {
    async save(writer, { key, data, contentType }) {
      // The object first: should the transaction then roll back, the sweep removes it.
      await put(key, data, contentType);
      await insertRow(writer, key, data.length, contentType);
    },

    async stage(body) {
      const key = randomUUID();
      let byteSize = 0;
      async function* counted() {
        for await (const chunk of body) {
          byteSize += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      }
      // The type is judged as the bytes pass, so it is not known yet: the row carries it, and
      // the object (which no one reads but through the row) is plain bytes.
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: objectKey(key), Body: Readable.from(counted()) },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      // On a failed body or part, the upload aborts its multipart upload: no part stays.
      await upload.done();
      return { key, byteSize };
    },

    async commit(writer, { key, byteSize, contentType }) {
      await insertRow(writer, key, byteSize, contentType);
    },

    async discard({ key }) {
      // A commit that failed on the way back may have committed all the same: its object stays.
      if ((await unnamed([key])).length > 0) {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      }
    },

    async open(key) {
      const [row] = await db
        .select({ inBucket: sql<boolean>`${storedFiles.content} IS NULL` })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (row === undefined) {
        throw new Error(`no stored file under key ${key}`);
      }
      if (!row.inBucket) {
        return inDatabase.open(key);
      }
      // GetObject resolves once the object's headers are in: a missing one fails here, before
      // the route sends any header of its own.
      const object = await s3
        .send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        .catch((error: unknown) => {
          throw error instanceof NoSuchKey
            ? new Error(`stored file ${key} is missing from bucket ${Bucket}`, { cause: error })
            : error;
        });
      if (!(object.Body instanceof Readable)) {
        throw new Error(`stored file ${key}: the bucket's answer has no body`);
      }
      return object.Body;
    },

    async sweep(now) {
      const cutoff = now.getTime() - ORPHAN_GRACE_MS;
      // Slices staged in PostgreSQL by a node on FILE_STORE=postgres before the switch.
      let removed = (await inDatabase.sweep(now)) + (await abortStaleUploads(cutoff));
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: OBJECT_PREFIX,
            MaxKeys: PAGE_KEYS,
            ContinuationToken,
          }),
        );
        const old = (page.Contents ?? [])
          .filter((object) => (object.LastModified?.getTime() ?? now.getTime()) < cutoff)
          .map((object) => (object.Key ?? '').slice(OBJECT_PREFIX.length))
          .filter((key) => key !== '');
        const orphans = old.length === 0 ? [] : await unnamed(old);
        if (orphans.length > 0) {
          const result = await s3.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: orphans.map((key) => ({ Key: objectKey(key) })), Quiet: true },
            }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(
              `${failed.length} orphaned objects were not removed from bucket ${Bucket} (${first?.Key}: ${first?.Code} ${first?.Message})`,
            );
          }
          removed += orphans.length;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
      return removed;
    },

    async verify() {
      try {
        await s3.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        const reason =
          status === 404
            ? 'it does not exist'
            : status === 403
              ? 'access is denied to these credentials'
              : `${(error as Error).name}: ${(error as Error).message}`;
        throw new Error(
          `FILE_STORE=s3: the bucket ${Bucket} (S3_REGION ${settings.region}${settings.endpoint === null ? '' : `, S3_ENDPOINT ${settings.endpoint}`}) cannot be used: ${reason}`,
          { cause: error },
        );
      }
    },

    async moveDatabaseFiles() {
      let moved = 0;
      let after = '';
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          // By key, skipping rows another starting node has taken: each row moves once.
          const keys = await tx
            .select({ key: storedFiles.key })
            .from(storedFiles)
            .where(and(isNotNull(storedFiles.content), gt(storedFiles.key, after)))
            .orderBy(asc(storedFiles.key))
            .limit(MOVE_BATCH)
            .for('update', { skipLocked: true });
          for (const { key } of keys) {
            const [row] = await tx
              .select({ content: storedFiles.content, contentType: storedFiles.contentType })
              .from(storedFiles)
              .where(eq(storedFiles.key, key));
            if (row?.content != null) {
              await put(key, row.content, row.contentType);
              await tx.update(storedFiles).set({ content: null }).where(eq(storedFiles.key, key));
            }
          }
          return keys.map((row) => row.key);
        });
        moved += batch.length;
        const last = batch.at(-1);
        if (last === undefined) {
          return moved;
        }
        after = last;
      }
    },

    close: () => s3.destroy(),
  };
}
