import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Role } from '@hearth/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../test/factories/identity.ts';
import { listingInput } from '../../../test/factories/listings.ts';
import { createNoteWorld } from '../../../test/factories/noteWorld.ts';
import { useS3StandIn, useTestDatabase } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { standInCredentials, standInSettings } from '../../../test/s3StandIn.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { noisyPng, withPhotoRowsRefused } from '../../../test/storedFiles.ts';
import {
  marketplaceListingPhotos,
  marketplaceListings,
  storedFiles,
} from '../../db/schema/index.ts';
import { scheduledJobs, withoutPaymentKeys } from '../../scheduledJobs.ts';
import { type JobRunner, startJobRunner } from '../jobs/runner.ts';
import { ORPHAN_GRACE_MS } from './fileStore.ts';
import { createPostgresFileStore } from './postgresFileStore.ts';
import { createS3FileStore, OBJECT_PREFIX, type S3FileStore } from './s3FileStore.ts';

// FILE_STORE=s3 against the tests' stand-in for S3, spoken to by the real AWS SDK: a file exists
// exactly when the transaction that saved it commits; what a rolled-back save or a deleted owner
// leaves in the bucket goes at the sweep job's run once past the grace period; two app nodes on
// one database and one bucket serve each other's uploads; rows whose bytes are in PostgreSQL move.

const bucket = 'hearth-files';
const standIn = useS3StandIn([bucket, 'hearth-other']);
const database = useTestDatabase();
let storeA: S3FileStore;
let storeB: S3FileStore;
let nodeA: TestServer;
let nodeB: TestServer;
let ownerOnA: BrowserClient;
let ownerOnB: BrowserClient;
let agencyId: number;
let runner: JobRunner;

const newStore = (name = bucket) =>
  createS3FileStore(database.db, standInSettings(standIn, name), standInCredentials(standIn));

/** The keys of the files in the bucket (without the store's prefix), in order. */
const objects = () =>
  standIn.keys(bucket).map((objectKey) => objectKey.slice(OBJECT_PREFIX.length));

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** A transaction that saves `data` under a new key and waits, open, until it is let go. */
async function openSave(store: S3FileStore, data: Buffer) {
  const key = `${randomUUID()}.png`;
  const saved = deferred();
  const letGo = deferred();
  const committed = database.db.transaction(async (tx) => {
    await store.save(tx, { key, data, contentType: 'image/png' });
    saved.resolve();
    await letGo.promise;
  });
  await Promise.race([saved.promise, committed]);
  return {
    key,
    commit: () => {
      letGo.resolve();
      return committed;
    },
  };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

/** Runs the sweep job once through pg-boss, as its schedule would, and waits until it is done. */
async function runSweepJob(): Promise<void> {
  const id = await runner.send('files-orphan-sweep');
  await expect
    .poll(async () => {
      const { rows } = await database.pool.query<{ state: string }>(
        'SELECT state FROM pgboss.job WHERE id = $1',
        [id],
      );
      return rows[0]?.state;
    })
    .toBe('completed');
}

const photosPath = (listingId: number) => `/api/marketplace/listings/${listingId}/photos`;

function uploadForm(data: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([data], { type: 'image/png' }), 'photo.png');
  return form;
}

async function publishedListing(): Promise<number> {
  const response = await ownerOnA.json(
    `/api/agencies/${agencyId}/listings`,
    'POST',
    listingInput(),
  );
  const listingId = (await expectBody<{ data: { id: number } }>(response, 201)).data.id;
  await ownerOnA.json(`/api/marketplace/listings/${listingId}/manage/published`, 'PUT', {
    published: true,
  });
  return listingId;
}

async function uploaded(owner: BrowserClient, listingId: number, data: Buffer) {
  const response = await owner.request(photosPath(listingId), {
    method: 'POST',
    body: uploadForm(data),
  });
  const { photos } = (
    await expectBody<{ data: { photos: { id: number; url: string }[] } }>(response, 201)
  ).data;
  const [row] = await database.db
    .select({ key: marketplaceListingPhotos.storageKey })
    .from(marketplaceListingPhotos)
    .where(eq(marketplaceListingPhotos.id, photos.at(-1)?.id ?? 0));
  return { url: photos.at(-1)?.url ?? '', key: row?.key ?? '' };
}

beforeAll(async () => {
  // Two nodes: one database, one bucket, each with a client of its own.
  storeA = newStore();
  storeB = newStore();
  nodeA = await startTestServer({ db: database.db, files: storeA });
  nodeB = await startTestServer({ db: database.db, files: storeB });
  agencyId = await createAgency(database.db);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  ownerOnA = await signedInClient(nodeA, user.email, user.password);
  ownerOnB = await signedInClient(nodeB, user.email, user.password);
  runner = await startJobRunner({
    db: database.db,
    pool: database.pool,
    jobs: scheduledJobs(withoutPaymentKeys(storeA)).filter(
      (job) => job.name === 'files-orphan-sweep',
    ),
    log: nodeA.app.log,
    broadcaster: nodeA.app.broadcaster,
    mail: nodeA.app.mail,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 0,
  });
});

afterAll(async () => {
  await runner?.stop();
  await nodeB?.close();
  await nodeA?.close();
  storeA?.close();
  storeB?.close();
});

describe('a file in the bucket', () => {
  it('exists once the transaction that saved it commits, byte for byte', async () => {
    const data = noisyPng(300, 200);
    const { key, commit } = await openSave(storeA, data);
    // Put already, but no committed row names it: it is no file yet, on either node.
    expect(objects()).toContain(key);
    await expect(storeA.open(key)).rejects.toThrow(`no stored file under key ${key}`);
    await expect(storeB.open(key)).rejects.toThrow(`no stored file under key ${key}`);

    await commit();
    expect((await bytesOf(await storeB.open(key))).equals(data)).toBe(true);
    const [row] = await database.db
      .select({ content: storedFiles.content, byteSize: storedFiles.byteSize })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    expect(row).toEqual({ content: null, byteSize: data.length });
    expect(standIn.bytes(bucket, `${OBJECT_PREFIX}${key}`)?.equals(data)).toBe(true);
  });

  it('is refused when absent, before any byte is read', async () => {
    await expect(storeA.open('never-saved.png')).rejects.toThrow(/no stored file/);
    // A row whose object has gone (never by the store itself): the bucket's NoSuchKey.
    const key = `${randomUUID()}.png`;
    await database.db
      .insert(storedFiles)
      .values({ key, content: null, byteSize: 1, contentType: 'image/png' });
    await expect(storeA.open(key)).rejects.toThrow(`stored file ${key} is missing from bucket`);
    await database.db.delete(storedFiles).where(eq(storedFiles.key, key));
  });

  it('is served by the other node when uploaded through either', async () => {
    const listingId = await publishedListing();
    const photo = noisyPng(1000, 600);
    const first = await uploaded(ownerOnA, listingId, photo);
    const served = await new BrowserClient(nodeB).request(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const again = await new BrowserClient(nodeB).request(first.url, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const other = noisyPng(40, 30);
    const second = await uploaded(ownerOnB, listingId, other);
    const servedByA = await new BrowserClient(nodeA).request(second.url);
    expect(servedByA.status).toBe(200);
    expect(Buffer.from(await servedByA.arrayBuffer()).equals(other)).toBe(true);
    expect(objects()).toEqual(expect.arrayContaining([first.key, second.key]));
  });
});

describe('the sweep job', () => {
  it('is scheduled with the S3 store', () => {
    const names = scheduledJobs(withoutPaymentKeys(storeA)).map((job) => job.name);
    expect(names).toContain('files-orphan-sweep');
  });

  it('removes a rolled-back upload past the grace period, and spares one still being written', async () => {
    const listingId = await publishedListing();
    const kept = await uploaded(ownerOnA, listingId, noisyPng(20, 20));
    const before = objects();
    // The database refuses the photo's row after the object was put: the transaction rolls back.
    const response = await withPhotoRowsRefused(database.db, () =>
      ownerOnA.request(photosPath(listingId), {
        method: 'POST',
        body: uploadForm(noisyPng(30, 30)),
      }),
    );
    expect(response.status).toBe(500);
    const [orphan] = objects().filter((key) => !before.includes(key));
    expect(orphan).toBeDefined();
    await expect(storeB.open(orphan ?? '')).rejects.toThrow(/no stored file/);

    // Young, it might belong to a transaction that has not committed yet: it stays.
    await runSweepJob();
    expect(objects()).toContain(orphan);

    standIn.age(bucket, ORPHAN_GRACE_MS + 60_000);
    const pending = await openSave(storeB, noisyPng(25, 25));
    await runSweepJob();
    expect(objects()).not.toContain(orphan);
    // Every file a row names stays, and so does the upload whose transaction is still open.
    expect(objects()).toEqual(expect.arrayContaining([...before, pending.key]));
    expect(objects()).toContain(kept.key);
    await pending.commit();
    expect((await bytesOf(await storeA.open(pending.key))).length).toBeGreaterThan(0);
  });

  it('removes the file of a deleted photo, and of a deleted listing’s photos', async () => {
    const listingId = await publishedListing();
    const removed = await uploaded(ownerOnA, listingId, noisyPng(20, 30));
    const kept = await uploaded(ownerOnA, listingId, noisyPng(30, 20));
    const photoId = Number(removed.url.split('/').at(-1)?.split('?')[0]);

    const deleted = await ownerOnA.request(`${photosPath(listingId)}/${photoId}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    // The row went with the photo's: no node serves the file, though the object is still there.
    await expect(storeB.open(removed.key)).rejects.toThrow(/no stored file/);
    expect(objects()).toContain(removed.key);

    standIn.age(bucket, ORPHAN_GRACE_MS + 60_000);
    await runSweepJob();
    expect(objects()).not.toContain(removed.key);
    expect(objects()).toContain(kept.key);

    // Deleting a listing (as with its agency) takes its photos' rows, and the sweep their files.
    await database.db.delete(marketplaceListings).where(eq(marketplaceListings.id, listingId));
    await runSweepJob();
    expect(objects()).not.toContain(kept.key);
  });

  it('pages through a bucket of more than one listing page', async () => {
    const many = Array.from({ length: 1005 }, () => randomUUID());
    for (const key of many) {
      standIn.put('hearth-other', `${OBJECT_PREFIX}${key}`, Buffer.from(key));
    }
    // Outside the store's prefix: not the store's to remove, whatever its age.
    standIn.put('hearth-other', 'someone-elses/report.pdf', Buffer.from('%PDF'));
    const named = many.slice(0, 3);
    await database.db
      .insert(storedFiles)
      .values(named.map((key) => ({ key, byteSize: 36, contentType: 'text/plain' })));
    standIn.age('hearth-other', ORPHAN_GRACE_MS + 60_000);
    const store = newStore('hearth-other');
    try {
      expect(await store.sweep(new Date())).toBe(many.length - named.length);
    } finally {
      store.close();
    }
    expect(standIn.keys('hearth-other')).toEqual(
      [...named.map((key) => `${OBJECT_PREFIX}${key}`), 'someone-elses/report.pdf'].sort(),
    );
    await database.db.delete(storedFiles).where(inArray(storedFiles.key, named));
  });
});

describe('an upload streamed into the bucket', () => {
  /** `data` as a request body arrives: 64 KB at a time, failing after `failAfter` bytes if given. */
  async function* arriving(data: Buffer, failAfter = data.length + 1) {
    for (let at = 0; at < data.length; at += 64 * 1024) {
      if (at >= failAfter) {
        throw new Error('the client went away');
      }
      yield data.subarray(at, at + 64 * 1024);
    }
  }

  it('goes in as a multipart upload and is a file once its row commits', async () => {
    const data = randomBytes(12 * 1024 * 1024);
    const staged = await storeA.stage(Readable.from(arriving(data)));
    expect(staged.byteSize).toBe(data.length);
    expect(standIn.requests).toContain(`POST /${bucket}/${OBJECT_PREFIX}${staged.key}?uploads=`);
    expect(standIn.uploadsInProgress(bucket)).toEqual([]);
    await expect(storeB.open(staged.key)).rejects.toThrow(/no stored file/);

    await database.db.transaction((tx) =>
      storeA.commit(tx, { ...staged, contentType: 'application/pdf' }),
    );
    expect((await bytesOf(await storeB.open(staged.key))).equals(data)).toBe(true);
    // A discard after all (a commit whose answer was lost on the way back) keeps a named file.
    await storeA.discard(staged);
    expect((await bytesOf(await storeB.open(staged.key))).equals(data)).toBe(true);
  });

  it('leaves no object and no part when its body fails, or once it is discarded', async () => {
    const before = objects();
    const data = randomBytes(12 * 1024 * 1024);
    await expect(storeA.stage(Readable.from(arriving(data, 7 * 1024 * 1024)))).rejects.toThrow(
      'the client went away',
    );
    expect(standIn.uploadsInProgress(bucket)).toEqual([]);
    expect(objects()).toEqual(before);

    const refused = await storeA.stage(Readable.from(arriving(data.subarray(0, 1000))));
    expect(objects()).toContain(refused.key);
    await storeA.discard(refused);
    expect(objects()).toEqual(before);
  });

  it('is aborted by the sweep job when a stopped node left it, once past the grace period', async () => {
    const left = `${OBJECT_PREFIX}${randomUUID()}`;
    standIn.beginUpload(bucket, left);
    // Outside the store's prefix: not the store's, whatever its age.
    const others = 'someone-elses/archive.tar';
    standIn.beginUpload(bucket, others);
    await runSweepJob();
    expect(standIn.uploadsInProgress(bucket)).toEqual([others, left].sort());

    standIn.age(bucket, ORPHAN_GRACE_MS + 60_000);
    // Begun just now: it may still be arriving.
    const young = `${OBJECT_PREFIX}${randomUUID()}`;
    standIn.beginUpload(bucket, young);
    await runSweepJob();
    expect(standIn.uploadsInProgress(bucket)).toEqual([others, young].sort());
  });

  it('is a note document that round-trips through the app, uploaded on one node, read on the other', async () => {
    const uploadsBefore = standIn.uploadsInProgress(bucket);
    const world = await createNoteWorld(database.db, nodeA);
    const onB = await signedInClient(
      nodeB,
      world.users.secondNurse.email,
      world.users.secondNurse.password,
    );
    const id = await world.signedNote();
    const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(7 * 1024 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([document]), 'scan.pdf');
    const response = await world.as.nurse.request(`/api/notes/${id}/documents`, {
      method: 'POST',
      body: form,
    });
    const attached = (
      await expectBody<{ data: { documents: { id: number }[] } }>(response, 201)
    ).data.documents.at(-1);
    expect(standIn.uploadsInProgress(bucket)).toEqual(uploadsBefore);

    const served = await onB.request(`/api/notes/${id}/documents/${attached?.id ?? 0}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(document)).toBe(true);
  });
});

describe('the bucket check at start-up', () => {
  it('says why a bucket cannot be used', async () => {
    const missing = newStore('no-such-bucket');
    const stranger = createS3FileStore(database.db, standInSettings(standIn, bucket), {
      credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'wrong' },
    });
    try {
      await expect(missing.verify()).rejects.toThrow(
        `FILE_STORE=s3: the bucket no-such-bucket (S3_REGION us-east-1, S3_ENDPOINT ${standIn.endpoint}) cannot be used: it does not exist`,
      );
      await expect(stranger.verify()).rejects.toThrow(/access is denied to these credentials/);
      await expect(storeA.verify()).resolves.toBeUndefined();
    } finally {
      missing.close();
      stranger.close();
    }
  });
});

describe('files saved in PostgreSQL before the switch', () => {
  it('are served where they are, then move into the bucket once, with nodes moving together', async () => {
    const inDatabase = createPostgresFileStore(database.db);
    const files = Array.from({ length: 45 }, (_, index) => ({
      key: `${randomUUID()}.png`,
      data: noisyPng(10 + index, 10),
      contentType: 'image/png',
    }));
    await database.db.transaction(async (tx) => {
      for (const file of files) {
        await inDatabase.save(tx, file);
      }
    });
    const first = files[0] as (typeof files)[number];
    // Before the move, the S3 store reads such a file from the database.
    expect((await bytesOf(await storeA.open(first.key))).equals(first.data)).toBe(true);

    const moves = await Promise.all([storeA.moveDatabaseFiles(), storeB.moveDatabaseFiles()]);
    expect(moves[0] + moves[1]).toBe(files.length);
    expect(await database.db.$count(storedFiles, sql`${storedFiles.content} IS NOT NULL`)).toBe(0);
    for (const file of files) {
      expect(standIn.bytes(bucket, `${OBJECT_PREFIX}${file.key}`)?.equals(file.data)).toBe(true);
      expect((await bytesOf(await storeB.open(file.key))).equals(file.data)).toBe(true);
    }
    // The database no longer serves them: a node left on FILE_STORE=postgres says why.
    await expect(inDatabase.open(first.key)).rejects.toThrow(/needs FILE_STORE=s3/);
    expect(await storeA.moveDatabaseFiles()).toBe(0);
  });
});
