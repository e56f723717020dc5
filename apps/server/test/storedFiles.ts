import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { storedFiles } from '../src/db/schema/index.ts';
import { rgbPng } from '../src/platform/photos/rgbPng.ts';

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
  return rgbPng(
    width,
    Array.from({ length: height }, () => randomBytes(width * 3)),
    0,
  );
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
