import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../test/factories/identity.ts';
import { listingInput } from '../../../test/factories/listings.ts';
import { useTestServer } from '../../../test/harness.ts';
import { multipartInParts } from '../../../test/rawRequest.ts';
import { expectBody } from '../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { noisyPng, storedFileKeys, withPhotoRowsRefused } from '../../../test/storedFiles.ts';
import { marketplaceListingPhotos, marketplaceListings } from '../../db/schema/index.ts';
import { moveDiskFiles } from './diskFiles.ts';
import { createPostgresFileStore, SLICE_BYTES } from './postgresFileStore.ts';

// Files on every node: two app instances on one database, each with a data folder of its own,
// serve each other's uploads; an upload that does not complete, or whose row is not written,
// leaves no file; a file goes with its owner's row; files of the old on-disk layout move in once.

/** Node A tells when a client went away in the middle of a request. */
const abortedRequests: (() => void)[] = [];
const { database, server: nodeA } = useTestServer({
  configure: (app) => {
    app.addHook('onRequestAbort', (_request, done) => {
      for (const heard of abortedRequests.splice(0)) {
        heard();
      }
      done();
    });
  },
});
let nodeB: TestServer;
let owner: BrowserClient;
let agencyId: number;

type OwnListing = { id: number; photos: { id: number; url: string }[] };

const photosPath = (listingId: number) => `/api/marketplace/listings/${listingId}/photos`;

function uploadForm(data: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([data], { type: 'image/png' }), 'photo.png');
  return form;
}

async function newListing(): Promise<number> {
  const response = await owner.json(`/api/agencies/${agencyId}/listings`, 'POST', listingInput());
  return (await expectBody<{ data: { id: number } }>(response, 201)).data.id;
}

async function uploaded(listingId: number, data: Buffer): Promise<OwnListing> {
  const response = await owner.request(photosPath(listingId), {
    method: 'POST',
    body: uploadForm(data),
  });
  return (await expectBody<{ data: OwnListing }>(response, 201)).data;
}

const photoRows = (listingId: number) =>
  database.db
    .select({ key: marketplaceListingPhotos.storageKey })
    .from(marketplaceListingPhotos)
    .where(eq(marketplaceListingPhotos.listingId, listingId));

beforeAll(async () => {
  // Node B: the same database, a data folder of its own (startTestServer makes one per server).
  nodeB = await startTestServer({ db: database.db });
  agencyId = await createAgency(database.db);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(nodeA, user.email, user.password);
});

afterAll(async () => {
  await nodeB.close();
});

describe('two nodes on one database', () => {
  it('serve a photo uploaded through the other, byte for byte', async () => {
    expect(nodeB.dataDir).not.toBe(nodeA.dataDir);
    const photo = noisyPng(1000, 600);
    expect(photo.length).toBeGreaterThan(2 * SLICE_BYTES);
    const listingId = await newListing();
    const [added] = (await uploaded(listingId, photo)).photos;
    await owner.json(`/api/marketplace/listings/${listingId}/manage/published`, 'PUT', {
      published: true,
    });

    const served = await new BrowserClient(nodeB).request(added?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const again = await new BrowserClient(nodeB).request(added?.url ?? '', {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('an upload that does not complete', () => {
  it('leaves nothing when the client goes away in the middle of the body', async () => {
    const listingId = await newListing();
    const before = await storedFileKeys(database.db);
    const photo = noisyPng(400, 300);
    const heard = new Promise<void>((resolve) => abortedRequests.push(resolve));
    // Half the photo, and then the client is gone: the form never ends.
    const sending = await multipartInParts(
      `${nodeA.url}${photosPath(listingId)}`,
      owner,
      { field: 'photo', fileName: 'photo.png', contentType: 'image/png', data: photo },
      photo.length / 2,
    );
    sending.abandon();
    await heard;

    expect(await storedFileKeys(database.db)).toEqual(before);
    expect(await photoRows(listingId)).toEqual([]);
    // The listing takes the next upload whole: one photo, its file and its 320 px copy's.
    const [added] = (await uploaded(listingId, photo)).photos;
    expect(added).toBeDefined();
    expect((await storedFileKeys(database.db)).length).toBe(before.length + 2);
  });

  it('leaves nothing when the row that would name the file is not written', async () => {
    const listingId = await newListing();
    const before = await storedFileKeys(database.db);
    // The database refuses every new photo row, as a failing disk or a broken constraint would.
    const response = await withPhotoRowsRefused(database.db, () =>
      owner.request(photosPath(listingId), {
        method: 'POST',
        body: uploadForm(noisyPng(20, 20)),
      }),
    );
    expect(response.status).toBe(500);
    expect(await storedFileKeys(database.db)).toEqual(before);
    expect(await photoRows(listingId)).toEqual([]);
  });
});

describe("a file and its owner's row", () => {
  it('go together, also when the row goes with its listing (as with a deleted agency)', async () => {
    const listingId = await newListing();
    const listing = await uploaded(listingId, noisyPng(20, 20));
    await uploaded(listingId, noisyPng(30, 20));
    const keys = (await photoRows(listingId)).map((row) => row.key);
    expect(await storedFileKeys(database.db)).toEqual(expect.arrayContaining(keys));

    const removed = await owner.request(`${photosPath(listingId)}/${listing.photos[0]?.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const [kept] = (await photoRows(listingId)).map((row) => row.key);
    expect(await storedFileKeys(database.db)).not.toContain(keys.find((key) => key !== kept));

    // Deleting an agency cascades to its listings and their photos; the files follow the rows.
    await database.db.delete(marketplaceListings).where(eq(marketplaceListings.id, listingId));
    expect(await storedFileKeys(database.db)).not.toContain(kept);
  });
});

describe('files of the old on-disk layout', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-disk-files-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('move into the store once, even with two nodes starting together', async () => {
    const listingId = await newListing();
    const photo = noisyPng(40, 30);
    const storageKey = `${randomUUID()}.png`;
    const folder = path.join(dataDir, 'listing-photos');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, storageKey), photo);
    await writeFile(path.join(folder, `${randomUUID()}.png`), noisyPng(10, 10));
    // A row of before the move: it names a file that only this node's disk holds.
    const [row] = await database.db
      .insert(marketplaceListingPhotos)
      .values({
        listingId,
        position: 0,
        contentType: 'image/png',
        byteSize: photo.length,
        storageKey,
      })
      .returning({ id: marketplaceListingPhotos.id });
    await owner.json(`/api/marketplace/listings/${listingId}/manage/published`, 'PUT', {
      published: true,
    });

    const files = createPostgresFileStore(database.db);
    const starts = await Promise.all([
      moveDiskFiles(database.db, files, dataDir),
      moveDiskFiles(database.db, files, dataDir),
    ]);
    expect(starts.map((start) => start.moved).sort()).toEqual([0, 1]);
    expect(starts.map((start) => start.absent)).toEqual([0, 0]);
    // The folder is gone, the file no row named with it.
    expect(await readdir(dataDir)).toEqual([]);

    const served = await new BrowserClient(nodeB).request(
      `${photosPath(listingId)}/${row?.id ?? 0}`,
    );
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

    expect(await moveDiskFiles(database.db, files, dataDir)).toEqual({ moved: 0, absent: 0 });
  });
});
