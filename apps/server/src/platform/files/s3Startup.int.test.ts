import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createAgency } from '../../../test/factories/identity.ts';
import { createListing } from '../../../test/factories/listings.ts';
import { useS3StandIn, useTestDatabase } from '../../../test/harness.ts';
import { standInEnvironment } from '../../../test/s3StandIn.ts';
import { type ServerProcess, startServerProcess } from '../../../test/serverProcess.ts';
import { noisyPng } from '../../../test/storedFiles.ts';
import { marketplaceListingPhotos, storedFiles } from '../../db/schema/index.ts';
import { createPostgresFileStore } from './postgresFileStore.ts';
import { OBJECT_PREFIX } from './s3FileStore.ts';

// The server as an operator starts it (main.ts) with FILE_STORE=s3: it refuses to start on a
// bucket it cannot use, saying why; otherwise, before it serves anything, it moves into the bucket
// the files an older version left on its disk and those kept in PostgreSQL until now.

const bucket = 'hearth-files';
const standIn = useS3StandIn([bucket]);
const database = useTestDatabase();
let dataDir: string | undefined;
let node: ServerProcess | undefined;

afterAll(async () => {
  await node?.stop();
  if (dataDir !== undefined) {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

/** A photo row of a published listing naming `storageKey`, as an older version wrote it. */
async function photoRow(listingId: number, position: number, storageKey: string, data: Buffer) {
  const [row] = await database.db
    .insert(marketplaceListingPhotos)
    .values({ listingId, position, contentType: 'image/png', byteSize: data.length, storageKey })
    .returning({ id: marketplaceListingPhotos.id });
  return `/api/marketplace/listings/${listingId}/photos/${row?.id ?? 0}`;
}

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
  const listingId = await createListing(db, {
    agencyId: await createAgency(db),
    name: 'Home care before the bucket',
    latitude: 43.65,
    longitude: -79.38,
  });
  // One photo on an older version's disk, one in the database (FILE_STORE=postgres until now).
  const onDisk = { key: `${randomUUID()}.png`, data: noisyPng(30, 20) };
  const inDatabase = { key: `${randomUUID()}.png`, data: noisyPng(20, 30) };
  const onDiskPath = await photoRow(listingId, 0, onDisk.key, onDisk.data);
  await db.transaction(async (tx) => {
    await createPostgresFileStore(db).save(tx, { ...inDatabase, contentType: 'image/png' });
  });
  const inDatabasePath = await photoRow(listingId, 1, inDatabase.key, inDatabase.data);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-s3-startup-'));
  await mkdir(path.join(dataDir, 'listing-photos'));
  await writeFile(path.join(dataDir, 'listing-photos', onDisk.key), onDisk.data);

  node = await startServerProcess({
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    ...standInEnvironment(standIn, bucket),
  });

  expect(standIn.keys(bucket)).toEqual(
    [onDisk.key, inDatabase.key].map((key) => `${OBJECT_PREFIX}${key}`).sort(),
  );
  // Both rows stay, without their bytes: the bucket holds those now.
  expect(await db.$count(storedFiles)).toBe(2);
  expect(await db.$count(storedFiles, isNotNull(storedFiles.content))).toBe(0);
  expect(await readdir(dataDir)).not.toContain('listing-photos');
  for (const [photoPath, { data }] of [
    [onDiskPath, onDisk],
    [inDatabasePath, inDatabase],
  ] as const) {
    const served = await fetch(`${node.url}${photoPath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  }
}, 120_000);
