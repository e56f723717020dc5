import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { asc, sql } from 'drizzle-orm';
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
 * A PNG of `width` × `height` whose pixels are noise, stored without compression, so it is as
 * large as its pixels and spans several read slices.
 */
export function noisyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter type 0, then its RGB noise.
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.alloc(1), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Runs `upload` while the database refuses every new listing photo row, as a failing disk or a
 * broken constraint would, after the photo's file was handed to the store.
 */
export async function withPhotoRowsRefused<T>(db: Database, upload: () => Promise<T>): Promise<T> {
  await db.execute(
    sql`ALTER TABLE marketplace_listing_photos ADD CONSTRAINT refuse_new_photos CHECK (false) NOT VALID`,
  );
  try {
    return await upload();
  } finally {
    await db.execute(sql`ALTER TABLE marketplace_listing_photos DROP CONSTRAINT refuse_new_photos`);
  }
}
