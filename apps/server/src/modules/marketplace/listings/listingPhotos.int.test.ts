import {
  LISTING_PHOTO_BYTES_MAX,
  LISTING_PHOTOS_MAX,
  ListingEditorValidation,
  Role,
  UPLOAD_FILE_NAME_MAX,
  UploadValidation,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { listingInput } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { storedFileKeys } from '../../../../test/storedFiles.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyId: number;
let owner: BrowserClient;
let otherOwner: BrowserClient;
let caregiver: BrowserClient;

type OwnListing = { id: number; photos: { id: number; url: string }[] };

// A real 1×1 PNG, and a text file that only claims to be one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fakePng = Buffer.from('<script>alert("not a photo")</script>');

const photosPath = (listingId: number) => `/api/marketplace/listings/${listingId}/photos`;

function upload(client: BrowserClient, listingId: number, data: Buffer, type = 'image/png') {
  return uploadForm(client, listingId, [{ data, type, name: 'photo.png' }]);
}

function uploadForm(
  client: BrowserClient,
  listingId: number,
  files: readonly { data: Buffer; type?: string; name: string }[],
) {
  const form = new FormData();
  for (const { data, type = 'image/png', name } of files) {
    form.append('photo', new Blob([data], { type }), name);
  }
  return client.request(photosPath(listingId), { method: 'POST', body: form });
}

/** The 1×1 PNG declaring other dimensions in its header (its pixels are never decoded). */
function declaring(width: number, height: number): Buffer {
  const declared = Buffer.from(png);
  declared.writeUInt32BE(width, 16);
  declared.writeUInt32BE(height, 20);
  return declared;
}

async function uploaded(client: BrowserClient, listingId: number, data = png) {
  return (await expectBody<{ data: OwnListing }>(await upload(client, listingId, data), 201)).data;
}

async function newListing(client = owner): Promise<number> {
  const response = await client.json(`/api/agencies/${agencyId}/listings`, 'POST', listingInput());
  return (await expectBody<{ data: { id: number } }>(response, 201)).data.id;
}

const storedFiles = () => storedFileKeys(database.db);

beforeAll(async () => {
  const { db } = database;
  agencyId = await createAgency(db);
  const signIn = async (role: Role, agencyIds: number[]) => {
    const user = await createUser(db, { role, agencyIds });
    return signedInClient(server, user.email, user.password);
  };
  owner = await signIn(Role.agency, [agencyId]);
  otherOwner = await signIn(Role.agency, [await createAgency(db)]);
  caregiver = await signIn(Role.caregiver, [agencyId]);
});

describe('listing photos', () => {
  it("uploads a PNG, served to the listing's staff while a draft and to all once published", async () => {
    const listingId = await newListing();
    const listing = await uploaded(owner, listingId);
    expect(listing.photos).toHaveLength(1);
    const [photo] = listing.photos;
    expect(photo?.url).toBe(`${photosPath(listingId)}/${photo?.id}`);

    const url = photo?.url ?? '';
    const visitor = new BrowserClient(server);
    expect((await visitor.request(url)).status).toBe(404);
    const draft = await owner.request(url);
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toContain('private');

    await owner.json(`/api/marketplace/listings/${listingId}/manage/published`, 'PUT', {
      published: true,
    });
    const served = await visitor.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await visitor.request(url, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const page = await expectBody<{ data: { photos: { url: string }[] } }>(
      await server.request(`/api/marketplace/listings/${listingId}`),
      200,
    );
    expect(page.data.photos.map((shown) => shown.url)).toEqual([url]);
    const audit = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(listingId)), eq(auditLog.subjectType, 'listing')));
    expect(audit).toContainEqual({
      action: 'listing.photo_added',
      details: { photoId: photo?.id },
    });
  });

  it('refuses a file that only claims to be a PNG, and keeps nothing of it', async () => {
    const listingId = await newListing();
    const before = await storedFiles();
    const errors = await expectFieldErrors(await upload(owner, listingId, fakePng));
    expect(errors.photo).toEqual([ListingEditorValidation.photoType]);
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps the picture but not where it was taken or by whom', async () => {
    const listingId = await newListing();
    // The 1×1 PNG with a text chunk after its header (signature 8 bytes, header chunk 25).
    const text = Buffer.from('Author\0Jane Host, 12 Elm Street', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    const textChunk = Buffer.concat([length, Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    const tagged = Buffer.concat([png.subarray(0, 33), textChunk, png.subarray(33)]);

    const [photo] = (await uploaded(owner, listingId, tagged)).photos;
    const served = Buffer.from(await (await owner.request(photo?.url ?? '')).arrayBuffer());
    expect(served.includes('Elm Street')).toBe(false);
    expect(served.equals(png)).toBe(true);
  });

  it('refuses a damaged image, and keeps nothing of it', async () => {
    const listingId = await newListing();
    const before = await storedFiles();
    const errors = await expectFieldErrors(await upload(owner, listingId, png.subarray(0, 40)));
    expect(errors.photo).toEqual([ListingEditorValidation.photoDamaged]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a photo over 5 MB with a 413 that says the limit', async () => {
    const listingId = await newListing();
    const large = Buffer.concat([png, Buffer.alloc(LISTING_PHOTO_BYTES_MAX)]);
    const body = await expectBody<{ message: string; errors: Record<string, string[]> }>(
      await upload(owner, listingId, large),
      413,
    );
    expect(body.message).toMatch(/5 MB/);
    expect(body.errors.photo).toEqual([ListingEditorValidation.photoTooLarge]);
  });

  it('refuses an upload without a file', async () => {
    const listingId = await newListing();
    const form = new FormData();
    form.append('note', 'no file');
    const noFile = await owner.request(photosPath(listingId), { method: 'POST', body: form });
    expect((await expectFieldErrors(noFile)).photo).toEqual([ListingEditorValidation.photoMissing]);
    expect(
      (await expectFieldErrors(await owner.json(photosPath(listingId), 'POST', {}))).photo,
    ).toBeDefined();
  });

  it(`holds at most ${LISTING_PHOTOS_MAX} photos`, async () => {
    const listingId = await newListing();
    for (let count = 0; count < LISTING_PHOTOS_MAX; count += 1) {
      await uploaded(owner, listingId);
    }
    const errors = await expectFieldErrors(await upload(owner, listingId, png));
    expect(errors.photo).toEqual([ListingEditorValidation.photosFull]);
  });

  it('reorders and deletes, the file going with the photo', async () => {
    const listingId = await newListing();
    await uploaded(owner, listingId);
    await uploaded(owner, listingId);
    const { photos } = await uploaded(owner, listingId);
    const ids = photos.map((photo) => photo.id);
    const reversed = [...ids].reverse();

    const reordered = await expectBody<{ data: OwnListing }>(
      await owner.json(`${photosPath(listingId)}/order`, 'PUT', { photoIds: reversed }),
      200,
    );
    expect(reordered.data.photos.map((photo) => photo.id)).toEqual(reversed);
    for (const wrong of [ids.slice(1), [...ids.slice(1), ids[1]], [...ids.slice(1), 999_999]]) {
      const errors = await expectFieldErrors(
        await owner.json(`${photosPath(listingId)}/order`, 'PUT', { photoIds: wrong }),
      );
      expect(errors).toHaveProperty('photoIds');
    }

    const filesBefore = (await storedFiles()).length;
    const removed = await expectBody<{ data: OwnListing }>(
      await owner.request(`${photosPath(listingId)}/${reversed[0]}`, { method: 'DELETE' }),
      200,
    );
    expect(removed.data.photos.map((photo) => photo.id)).toEqual(reversed.slice(1));
    expect((await storedFiles()).length).toBe(filesBefore - 1);
    expect((await owner.request(`${photosPath(listingId)}/${reversed[0]}`)).status).toBe(404);
  });

  it("answers 404 to another agency's staff and 403 to a caregiver", async () => {
    const listingId = await newListing();
    const { photos } = await uploaded(owner, listingId);
    const photoPath = `${photosPath(listingId)}/${photos[0]?.id}`;
    expect((await upload(otherOwner, listingId, png)).status).toBe(404);
    expect((await otherOwner.request(photoPath, { method: 'DELETE' })).status).toBe(404);
    expect((await otherOwner.request(photoPath)).status).toBe(404);
    expect(
      (
        await otherOwner.json(`${photosPath(listingId)}/order`, 'PUT', {
          photoIds: [photos[0]?.id],
        })
      ).status,
    ).toBe(404);
    expect((await upload(caregiver, listingId, png)).status).toBe(403);
    expect((await caregiver.request(photoPath, { method: 'DELETE' })).status).toBe(403);
  });
});

describe('upload rules', () => {
  const photoCount = async (listingId: number) =>
    (
      await expectBody<{ data: OwnListing }>(
        await owner.request(`/api/marketplace/listings/${listingId}/manage`),
        200,
      )
    ).data.photos.length;

  it('refuses two files in one upload, keeping neither', async () => {
    const listingId = await newListing();
    const before = await storedFiles();
    const response = await uploadForm(owner, listingId, [
      { data: png, name: 'first.png' },
      { data: png, name: 'second.png' },
    ]);
    expect((await expectFieldErrors(response)).photo).toEqual([UploadValidation.oneFile]);
    expect(await storedFiles()).toEqual(before);
    expect(await photoCount(listingId)).toBe(0);
  });

  it('refuses a file name over the limit or with control characters, and takes one at it', async () => {
    const listingId = await newListing();
    const tooLong = `${'a'.repeat(UPLOAD_FILE_NAME_MAX - 3)}.png`;
    const cases = [
      [tooLong, UploadValidation.nameTooLong],
      ['photo\u0007.png', UploadValidation.nameControl],
      ['holiday\u202egnp.exe', UploadValidation.nameControl],
    ] as const;
    for (const [name, message] of cases) {
      const response = await uploadForm(owner, listingId, [{ data: png, name }]);
      expect((await expectFieldErrors(response)).photo, name).toEqual([message]);
    }
    const atLimit = `${'a'.repeat(UPLOAD_FILE_NAME_MAX - 4)}.png`;
    expect((await uploadForm(owner, listingId, [{ data: png, name: atLimit }])).status).toBe(201);
    expect(await photoCount(listingId)).toBe(1);
  });

  it('refuses a PNG declaring 100,000 × 100,000 pixels without decoding it', async () => {
    const listingId = await newListing();
    const before = await storedFiles();
    const errors = await expectFieldErrors(
      await upload(owner, listingId, declaring(100_000, 100_000)),
    );
    expect(errors.photo).toEqual([UploadValidation.imageTooLarge]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses as damaged a PNG whose header says 4000 × 3000 over one pixel', async () => {
    const listingId = await newListing();
    const before = await storedFiles();
    const errors = await expectFieldErrors(await upload(owner, listingId, declaring(4000, 3000)));
    expect(errors.photo).toEqual([ListingEditorValidation.photoDamaged]);
    expect(await storedFiles()).toEqual(before);
  });
});
