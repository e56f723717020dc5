import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { storedFiles } from '../src/db/schema/index.ts';

/** The keys of every file in the test database's file store, in order. */
export async function storedFileKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .orderBy(asc(storedFiles.key));
  return rows.map((row) => row.key);
}

/**
 * A PNG of `width` × `height` whose pixel data is noise (never decoded: the upload checks the
 * structure, not the pixels), so it is as large as its pixels and spans several read slices.
 */
export function noisyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', randomBytes(width * height * 3)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
