import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';
import {
  olderListing,
  olderListingPhoto,
  useOlderDataFolder,
} from '../../../test/olderDataFolder.ts';
import { storedFileKeys } from '../../../test/storedFiles.ts';

// The server as an operator starts it (main.ts) moves the photos an older version left on its
// disk into the database before it serves anything.

const database = useTestDatabase();
const olderFolder = useOlderDataFolder('hearth-startup-move-');

it('serves a photo that was on its disk, moved into the database at start-up', async () => {
  const { db } = database;
  const listingId = await olderListing(db, 'Home care before the move');
  const photo = {
    key: `${randomUUID()}.png`,
    data: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
  const photoPath = await olderListingPhoto(db, listingId, 0, photo);

  const node = await olderFolder.start({ DATABASE_URL: database.connectionString }, [photo]);

  expect(await storedFileKeys(db)).toEqual([photo.key]);
  expect(await olderFolder.keepsPhotoFolder()).toBe(false);
  const served = await fetch(`${node.url}${photoPath}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(photo.data)).toBe(true);
}, 120_000);
