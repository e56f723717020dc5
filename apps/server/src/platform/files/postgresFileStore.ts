import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFileChunks, storedFiles } from '../../db/schema/index.ts';
import { type FileStore, ORPHAN_GRACE_MS } from './fileStore.ts';

/**
 * How much of a file one query reads or writes: a few slices for the largest photo, so a served
 * or uploaded file holds a slice in memory rather than the whole, and the first bytes go out
 * (or in) before the last are read.
 */
export const SLICE_BYTES = 512 * 1024;

/** `body` regrouped into slices of at least SLICE_BYTES (the last may be shorter). */
async function* slicesOf(body: AsyncIterable<Buffer>) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= SLICE_BYTES) {
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
    }
  }
  if (pendingBytes > 0) {
    yield Buffer.concat(pending);
  }
}

/** Files in PostgreSQL (`stored_files`): the default, needing nothing besides the database. */
export function createPostgresFileStore(db: Database): FileStore {
  /** Bytes [offset, offset + SLICE_BYTES) of the file, with its size; undefined when absent. */
  async function slice(key: string, offset: number) {
    // `content` is stored uncompressed (STORAGE EXTERNAL): substring reads only the slice's pages.
    const [row] = await db
      .select({
        bytes: sql<Buffer | null>`substring(${storedFiles.content} from ${offset + 1} for ${SLICE_BYTES})`,
        byteSize: storedFiles.byteSize,
      })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row;
  }

  const discardKey = async (key: string) => {
    await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
  };

  return {
    async save(writer, { key, data, contentType }) {
      await writer.insert(storedFiles).values({
        key,
        content: data,
        byteSize: data.length,
        contentType,
      });
    },

    async stage(body) {
      const key = randomUUID();
      let byteSize = 0;
      let seq = 0;
      try {
        // Each slice in a statement of its own, committed as it comes: the request's body is
        // not read on until the slice before is written.
        for await (const bytes of slicesOf(body)) {
          await db.insert(storedFileChunks).values({ key, seq, bytes });
          seq += 1;
          byteSize += bytes.length;
        }
      } catch (error) {
        await discardKey(key);
        throw error;
      }
      return { key, byteSize };
    },

    async commit(writer, { key, byteSize, contentType }) {
      // The slices become the file in the database, never passing through this node again; the
      // size check of `stored_files` refuses a commit whose slices are not all there.
      await writer.insert(storedFiles).select((query) =>
        query
          .select({
            key: sql<string>`${key}`.as('key'),
            content:
              sql<Buffer>`coalesce(string_agg(${storedFileChunks.bytes}, ''::bytea ORDER BY ${storedFileChunks.seq}), ''::bytea)`.as(
                'content',
              ),
            byteSize: sql<number>`${byteSize}::integer`.as('byte_size'),
            contentType: sql<string>`${contentType}`.as('content_type'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(storedFileChunks)
          .where(eq(storedFileChunks.key, key)),
      );
      await writer.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
    },

    discard: ({ key }) => discardKey(key),

    async open(key) {
      // The first slice before the stream: a missing file fails here, before any header is sent.
      const first = await slice(key, 0);
      if (first === undefined) {
        throw new Error(`no stored file under key ${key}`);
      }
      if (first.bytes === null) {
        throw new Error(`stored file ${key} is in the S3 bucket: this node needs FILE_STORE=s3`);
      }
      async function* slices(firstBytes: Buffer, byteSize: number) {
        yield firstBytes;
        for (let offset = SLICE_BYTES; offset < byteSize; offset += SLICE_BYTES) {
          const next = await slice(key, offset);
          if (next?.bytes == null) {
            throw new Error(`stored file ${key} removed while it was read`);
          }
          yield next.bytes;
        }
      }
      return Readable.from(slices(first.bytes, first.byteSize), { objectMode: false });
    },

    async sweep(now) {
      // An upload still coming in writes a slice every moment: its newest slice is what is aged.
      const cutoff = new Date(now.getTime() - ORPHAN_GRACE_MS);
      const stale = db
        .select({ key: storedFileChunks.key })
        .from(storedFileChunks)
        .groupBy(storedFileChunks.key)
        .having(lt(sql`max(${storedFileChunks.createdAt})`, cutoff));
      const removed = await db
        .delete(storedFileChunks)
        .where(inArray(storedFileChunks.key, stale))
        .returning({ key: storedFileChunks.key });
      return new Set(removed.map((row) => row.key)).size;
    },
  };
}
