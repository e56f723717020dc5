import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useS3StandIn, useTestDatabase } from '../../../test/harness.ts';
import {
  olderListing,
  olderListingPhoto,
  useOlderDataFolder,
} from '../../../test/olderDataFolder.ts';
import { standInEnvironment } from '../../../test/s3StandIn.ts';
import { startServerProcess } from '../../../test/serverProcess.ts';
import { noisyPng } from '../../../test/storedFiles.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { createPostgresFileStore } from './postgresFileStore.ts';
import { OBJECT_PREFIX } from './s3FileStore.ts';

// The server as an operator starts it (main.ts) with FILE_STORE=s3: it refuses to start on a
// bucket it cannot use, saying why; otherwise, before it serves anything, it moves into the bucket
// the files an older version left on its disk and those kept in PostgreSQL until now.

const bucket = 'hearth-files';
const standIn = useS3StandIn([bucket]);
const database = useTestDatabase();
const olderFolder = useOlderDataFolder('hearth-s3-startup-');

it('does not start on a bucket it cannot use, and says why', async () => {
  // (Missing settings are refused before this, by loadConfig; other reasons: s3FileStore's tests.)
  await expect(
    startServerProcess({
      DATABASE_URL: database.connectionString,
      ...standInEnvironment(standIn, 'no-such-bucket'),
    }),
  ).rejects.toThrow(
    `Hearth failed to start: FILE_STORE=s3: the bucket no-such-bucket (S3_REGION us-east-1, S3_ENDPOINT ${standIn.endpoint}) cannot be used: it does not exist`,
  );
  expect(standIn.keys(bucket)).toEqual([]);
}, 120_000);

it('moves the files on its disk and in PostgreSQL into the bucket at start-up, and serves them', async () => {
  const { db } = database;
  const listingId = await olderListing(db, 'Home care before the bucket');
  // One photo on an older version's disk, one in the database (FILE_STORE=postgres until now).
  const onDisk = { key: `${randomUUID()}.png`, data: noisyPng(30, 20) };
  const inDatabase = { key: `${randomUUID()}.png`, data: noisyPng(20, 30) };
  const onDiskPath = await olderListingPhoto(db, listingId, 0, onDisk);
  await db.transaction(async (tx) => {
    await createPostgresFileStore(db).save(tx, { ...inDatabase, contentType: 'image/png' });
  });
  const inDatabasePath = await olderListingPhoto(db, listingId, 1, inDatabase);

  const node = await olderFolder.start(
    { DATABASE_URL: database.connectionString, ...standInEnvironment(standIn, bucket) },
    [onDisk],
  );

  expect(standIn.keys(bucket)).toEqual(
    [onDisk.key, inDatabase.key].map((key) => `${OBJECT_PREFIX}${key}`).sort(),
  );
  // Both rows stay, without their bytes: the bucket holds those now.
  expect(await db.$count(storedFiles)).toBe(2);
  expect(await db.$count(storedFiles, isNotNull(storedFiles.content))).toBe(0);
  expect(await olderFolder.keepsPhotoFolder()).toBe(false);
  for (const [photoPath, { data }] of [
    [onDiskPath, onDisk],
    [inDatabasePath, inDatabase],
  ] as const) {
    const served = await fetch(`${node.url}${photoPath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  }
}, 120_000);
