import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createAgency } from '../../../test/factories/identity.ts';
import { createListing } from '../../../test/factories/listings.ts';
import { useTestDatabase } from '../../../test/harness.ts';
import { type ServerProcess, startServerProcess } from '../../../test/serverProcess.ts';
import { storedFileKeys } from '../../../test/storedFiles.ts';
import { marketplaceListingPhotos } from '../../db/schema/index.ts';

// The server as an operator starts it (main.ts) moves the photos an older version left on its
// disk into the database before it serves anything.

const database = useTestDatabase();
let dataDir: string | undefined;
let node: ServerProcess | undefined;

afterAll(async () => {
  await node?.stop();
  if (dataDir !== undefined) {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('serves a photo that was on its disk, moved into the database at start-up', async () => {
  const { db } = database;
  const listingId = await createListing(db, {
    agencyId: await createAgency(db),
    name: 'Home care before the move',
    latitude: 43.65,
    longitude: -79.38,
  });
  const photo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const storageKey = `${randomUUID()}.png`;
  const [row] = await db
    .insert(marketplaceListingPhotos)
    .values({
      listingId,
      position: 0,
      contentType: 'image/png',
      byteSize: photo.length,
      storageKey,
    })
    .returning({ id: marketplaceListingPhotos.id });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-startup-move-'));
  await mkdir(path.join(dataDir, 'listing-photos'));
  await writeFile(path.join(dataDir, 'listing-photos', storageKey), photo);

  node = await startServerProcess({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir });

  expect(await storedFileKeys(db)).toEqual([storageKey]);
  expect(await readdir(dataDir)).not.toContain('listing-photos');
  const served = await fetch(
    `${node.url}/api/marketplace/listings/${listingId}/photos/${row?.id ?? 0}`,
  );
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
}, 120_000);
