import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { marketplaceListingPhotos } from '../src/db/schema/index.ts';
import { createAgency } from './factories/identity.ts';
import { createListing } from './factories/listings.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

// The start-up moves are tested on the server as an operator starts it (main.ts), over a data
// folder and rows as an older version left them.

const LISTING_PHOTOS = 'listing-photos';

/** A photo file an older version kept, under its storage key. */
export type OlderPhoto = { key: string; data: Buffer };

/** A published listing of a new agency, named `name`, to hang older photo rows on. */
export async function olderListing(db: Database, name: string): Promise<number> {
  return createListing(db, {
    agencyId: await createAgency(db),
    name,
    latitude: 43.65,
    longitude: -79.38,
  });
}

/** A PNG photo row of the listing naming `photo.key`, as an older version wrote it; its url. */
export async function olderListingPhoto(
  db: Database,
  listingId: number,
  position: number,
  photo: OlderPhoto,
): Promise<string> {
  const [row] = await db
    .insert(marketplaceListingPhotos)
    .values({
      listingId,
      position,
      contentType: 'image/png',
      byteSize: photo.data.length,
      storageKey: photo.key,
    })
    .returning({ id: marketplaceListingPhotos.id });
  return `/api/marketplace/listings/${listingId}/photos/${row?.id ?? 0}`;
}

/**
 * A server process started on a data folder holding the listing photos an older version kept on
 * its disk; the process stopped and the folder removed after the file's tests.
 */
export function useOlderDataFolder(prefix: string) {
  let dataDir: string | undefined;
  let node: ServerProcess | undefined;

  afterAll(async () => {
    await node?.stop();
    if (dataDir !== undefined) {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  return {
    /** Starts the server with `env` on a new data folder holding `photos` in `listing-photos/`. */
    async start(env: Record<string, string>, photos: readonly OlderPhoto[]) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
      await mkdir(path.join(dataDir, LISTING_PHOTOS));
      for (const photo of photos) {
        await writeFile(path.join(dataDir, LISTING_PHOTOS, photo.key), photo.data);
      }
      node = await startServerProcess({ ...env, DATA_DIR: dataDir });
      return node;
    },
    /** Whether the data folder still holds the older version's photo folder. */
    async keepsPhotoFolder() {
      return dataDir !== undefined && (await readdir(dataDir)).includes(LISTING_PHOTOS);
    },
  };
}
