import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { FileStore } from './fileStore.ts';

/**
 * How much of a file one query reads: a few slices for the largest photo, so a served file holds
 * a slice in memory rather than the whole, and the first bytes go out before the last are read.
 */
export const SLICE_BYTES = 512 * 1024;

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

  return {
    async save(writer, { key, data, contentType }) {
      await writer.insert(storedFiles).values({
        key,
        content: data,
        byteSize: data.length,
        contentType,
      });
    },

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
  };
}
