import {
  LISTING_PHOTO_WIDTHS,
  ListingEditorValidation,
  type ListingPhoto,
  Role,
} from '@hearth/domain';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { listingInput } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { storedFileKeys } from '../../../../test/storedFiles.ts';
import {
  marketplaceListingPhotoSizes,
  marketplaceListingPhotos,
  storedFiles,
} from '../../../db/schema/index.ts';
import { createPostgresFileStore } from '../../../platform/files/postgresFileStore.ts';
import { createPhotoRepo } from './photoRepo.ts';
import { sizeOlderListingPhotos } from './photoSizing.ts';

const { database, server } = useTestServer();
let agencyId: number;
let owner: BrowserClient;

type OwnListing = { id: number; photos: ListingPhoto[] };

const photosPath = (listingId: number) => `/api/marketplace/listings/${listingId}/photos`;

/** A photo of this size as a camera would upload it: a JPEG whose EXIF names the home. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7fa36b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Jane Host, 12 Elm Street' } })
    .toBuffer();

const screenshotPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#204060' } })
    .png()
    .toBuffer();

async function newListing(): Promise<number> {
  const response = await owner.json(`/api/agencies/${agencyId}/listings`, 'POST', listingInput());
  return (await expectBody<{ data: { id: number } }>(response, 201)).data.id;
}

function upload(listingId: number, data: Buffer, type: string) {
  const form = new FormData();
  form.append('photo', new Blob([data], { type }), 'photo');
  return owner.request(photosPath(listingId), { method: 'POST', body: form });
}

async function uploadedPhoto(listingId: number, data: Buffer, type: string) {
  const body = await expectBody<{ data: OwnListing }>(await upload(listingId, data, type), 201);
  const photo = body.data.photos.at(-1);
  if (photo === undefined) {
    throw new Error('the upload answered no photo');
  }
  return photo;
}

async function publish(listingId: number) {
  const response = await owner.json(
    `/api/marketplace/listings/${listingId}/manage/published`,
    'PUT',
    { published: true },
  );
  expect(response.status).toBe(200);
}

/** The served image's bytes, with what sharp reads of them. */
async function served(client: BrowserClient, url: string) {
  const response = await client.request(url);
  expect(response.status, url).toBe(200);
  const data = Buffer.from(await response.arrayBuffer());
  return { response, data, metadata: await sharp(data).metadata() };
}

const sizesOf = (photoId: number) =>
  database.db
    .select({
      width: marketplaceListingPhotoSizes.width,
      key: marketplaceListingPhotoSizes.storageKey,
    })
    .from(marketplaceListingPhotoSizes)
    .where(eq(marketplaceListingPhotoSizes.photoId, photoId));

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(server, user.email, user.password);
});

describe('a large photo', () => {
  it('is resized to every standard width, WebP without its metadata, and the upload is not offered', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await cameraJpeg(2000, 1000), 'image/jpeg');

    expect(photo.sources).toEqual(
      LISTING_PHOTO_WIDTHS.map((width) => ({ width, url: `${photo.url}?w=${width}` })),
    );
    for (const source of photo.sources) {
      const { response, data, metadata } = await served(owner, source.url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(metadata).toMatchObject({
        format: 'webp',
        width: source.width,
        height: source.width / 2,
      });
      expect(metadata.exif).toBeUndefined();
      expect(data.includes('Elm Street')).toBe(false);
    }
    const original = await served(owner, photo.url);
    expect(original.metadata).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(original.data.includes('Elm Street')).toBe(false);
  });

  // A JPEG keeps its orientation alone, as every browser turns it; a PNG or WebP is turned.
  const phoneFormats: ['jpeg' | 'png' | 'webp', string, { width: number; height: number }][] = [
    ['jpeg', 'image/jpeg', { width: 1600, height: 800 }],
    ['png', 'image/png', { width: 800, height: 1600 }],
    ['webp', 'image/webp', { width: 800, height: 1600 }],
  ];
  it.each(phoneFormats)(
    'is turned upright when the phone stored its %s on its side, keeping nothing else',
    async (format, type, kept) => {
      const listingId = await newListing();
      // Landscape pixels whose EXIF says to turn them a quarter clockwise: a portrait photo.
      const sideways = await sharp({
        create: { width: 1600, height: 800, channels: 3, background: '#7fa36b' },
      })
        .toFormat(format)
        .withExif({ IFD0: { Copyright: 'Jane Host, 12 Elm Street' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const photo = await uploadedPhoto(listingId, sideways, type);

      // Shown 800 px wide: the upload itself is offered at that width, upright.
      expect(photo.sources.map((source) => source.width)).toEqual([320, 640, 800]);
      const copy = await served(owner, `${photo.url}?w=320`);
      expect(copy.metadata).toMatchObject({ width: 320, height: 640 });
      expect(copy.metadata.orientation).toBeUndefined();
      const original = await served(owner, photo.url);
      expect(original.metadata).toMatchObject({ format, ...kept });
      expect(original.metadata.orientation).toBe(format === 'jpeg' ? 6 : undefined);
      expect(original.metadata.autoOrient).toEqual({ width: 800, height: 1600 });
      expect(original.data.includes('Elm Street')).toBe(false);
    },
  );

  it('serves a size with the caching of its photo, under an ETag of its own', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await cameraJpeg(1400, 1050), 'image/jpeg');
    const sizeUrl = `${photo.url}?w=640`;
    const visitor = new BrowserClient(server);
    expect((await visitor.request(sizeUrl)).status).toBe(404);
    const draft = await owner.request(sizeUrl);
    expect(draft.headers.get('cache-control')).toBe('private, max-age=300');

    await publish(listingId);
    const { response } = await served(visitor, sizeUrl);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toBe(`"listing-photo-${photo.id}-w640"`);
    expect((await visitor.request(photo.url)).headers.get('etag')).not.toBe(etag);
    const again = await visitor.request(sizeUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    // The public listing gives the same sizes as the editor.
    const page = await expectBody<{ data: { photos: ListingPhoto[] } }>(
      await visitor.request(`/api/marketplace/listings/${listingId}`),
      200,
    );
    expect(page.data.photos).toEqual([photo]);
  });
});

describe('a small photo', () => {
  it('is never enlarged: only the narrower widths are made, and the upload is the widest size', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await screenshotPng(500, 250), 'image/png');

    expect(photo.sources).toEqual([
      { width: 320, url: `${photo.url}?w=320` },
      { width: 500, url: photo.url },
    ]);
    expect((await sizesOf(photo.id)).map((size) => size.width)).toEqual([320]);
    // A standard width it has no copy at is the upload itself, under the upload's ETag.
    const wider = await served(owner, `${photo.url}?w=1280`);
    expect(wider.response.headers.get('content-type')).toBe('image/png');
    expect(wider.response.headers.get('etag')).toBe(`"listing-photo-${photo.id}"`);
    expect(wider.metadata).toMatchObject({ format: 'png', width: 500 });
  });

  it('has no copy at all when it is narrower than the narrowest width', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await screenshotPng(300, 200), 'image/png');
    expect(photo.sources).toEqual([{ width: 300, url: photo.url }]);
    expect(await sizesOf(photo.id)).toEqual([]);
  });
});

describe('refusals', () => {
  it('answers a width that is not a standard one with a 422 on `w`', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await screenshotPng(400, 300), 'image/png');
    for (const width of ['500', '0', 'large', '-320', '320.5']) {
      const errors = await expectFieldErrors(await owner.request(`${photo.url}?w=${width}`));
      expect(Object.keys(errors), width).toEqual(['w']);
    }
  });

  it('refuses, keeping nothing, a photo whose pixels cannot be decoded, resized or not', async () => {
    const listingId = await newListing();
    const before = await storedFileKeys(database.db);
    for (const width of [400, 200]) {
      // The pixel data (the IDAT chunk after the 33 bytes of signature and header) overwritten.
      const broken = Buffer.from(await screenshotPng(width, 300));
      broken.fill(0x55, 41, broken.length - 12);
      const errors = await expectFieldErrors(await upload(listingId, broken, 'image/png'));
      expect(errors.photo, `${width} px wide`).toEqual([ListingEditorValidation.photoDamaged]);
    }
    expect(await storedFileKeys(database.db)).toEqual(before);
  });
});

describe('deleting a photo', () => {
  it('removes its copies and their files with it', async () => {
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await cameraJpeg(1600, 1200), 'image/jpeg');
    const keys = (await sizesOf(photo.id)).map((size) => size.key);
    expect(keys).toHaveLength(3);
    expect(await storedFileKeys(database.db)).toEqual(expect.arrayContaining(keys));

    const response = await owner.request(`${photosPath(listingId)}/${photo.id}`, {
      method: 'DELETE',
    });
    expect((await expectBody<{ data: OwnListing }>(response, 200)).data.photos).toEqual([]);
    expect(await sizesOf(photo.id)).toEqual([]);
    const left = await database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, keys));
    expect(left).toEqual([]);
    expect((await owner.request(`${photo.url}?w=640`)).status).toBe(404);
  });
});

describe('photos uploaded before resizing', () => {
  /** An upload as an older version kept it: no width, no copies (their files go with them). */
  async function asOlderUpload(listingId: number, photoId: number) {
    await database.db.transaction(async (tx) => {
      await tx
        .delete(marketplaceListingPhotoSizes)
        .where(eq(marketplaceListingPhotoSizes.photoId, photoId));
      await tx
        .update(marketplaceListingPhotos)
        .set({ width: null })
        .where(eq(marketplaceListingPhotos.id, photoId));
      await createPhotoRepo(tx).refreshGallery(tx, listingId);
    });
  }

  const ownPhotos = async (listingId: number) =>
    (
      await expectBody<{ data: OwnListing }>(
        await owner.request(`/api/marketplace/listings/${listingId}/manage`),
        200,
      )
    ).data.photos;

  it('show the upload alone until the job has resized them, then every size', async () => {
    const files = createPostgresFileStore(database.db);
    const log = pino({ level: 'silent' });
    const listingId = await newListing();
    const photo = await uploadedPhoto(listingId, await cameraJpeg(1000, 750), 'image/jpeg');
    await asOlderUpload(listingId, photo.id);
    expect(await ownPhotos(listingId)).toEqual([{ ...photo, sources: [] }]);
    // Until then a width asked for is the upload.
    const waiting = await served(owner, `${photo.url}?w=640`);
    expect(waiting.metadata).toMatchObject({ format: 'jpeg', width: 1000 });

    expect(await sizeOlderListingPhotos(database.db, files, log)).toBe(1);
    expect(await ownPhotos(listingId)).toEqual([photo]);
    const resized = await served(owner, `${photo.url}?w=640`);
    expect(resized.metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
    // Nothing is left to do.
    expect(await sizeOlderListingPhotos(database.db, files, log)).toBe(0);
  });

  it('leave a photo that cannot be decoded with its upload, logging its id, and go on', async () => {
    const files = createPostgresFileStore(database.db);
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const listingId = await newListing();
    const damaged = await uploadedPhoto(listingId, await cameraJpeg(800, 600), 'image/jpeg');
    const sound = await uploadedPhoto(listingId, await cameraJpeg(800, 600), 'image/jpeg');
    for (const photo of [damaged, sound]) {
      await asOlderUpload(listingId, photo.id);
    }
    const [row] = await database.db
      .select({ key: marketplaceListingPhotos.storageKey })
      .from(marketplaceListingPhotos)
      .where(eq(marketplaceListingPhotos.id, damaged.id));
    const junk = Buffer.from('not an image any more');
    await database.db
      .update(storedFiles)
      .set({ content: junk, byteSize: junk.length })
      .where(eq(storedFiles.key, row?.key ?? ''));

    expect(await sizeOlderListingPhotos(database.db, files, log)).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        photoId: damaged.id,
        msg: 'listing photo could not be read to resize',
      }),
    ]);
    const [damagedNow, soundNow] = await ownPhotos(listingId);
    expect(damagedNow?.sources).toEqual([]);
    expect(soundNow?.sources.map((source) => source.width)).toEqual([320, 640, 800]);
  });
});
