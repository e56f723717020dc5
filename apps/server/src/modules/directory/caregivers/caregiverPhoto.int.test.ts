import {
  CAREGIVER_PHOTO_BYTES_MAX,
  type CaregiverPhoto,
  CaregiverPhotoValidation,
  type FamilyVisit,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createContact } from '../../../../test/factories/patients.ts';
import {
  caregiverOnPhone,
  createCaregiverAccount,
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { storedFileKeys } from '../../../../test/storedFiles.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();

// A real 1×1 PNG, and a text file that only claims to be one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fakePng = Buffer.from('<script>alert("not a photo")</script>');

let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;
let otherOwner: BrowserClient;
let caregiverId: number;
let self: BrowserClient;
let colleague: BrowserClient;
let familyUser: TestUser;
let family: BrowserClient;
let strangerFamily: BrowserClient;

const photoPath = (id: number) => `/api/caregivers/${id}/photo`;

function upload(client: BrowserClient, id: number, data: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([data], { type: 'image/png' }), 'me.png');
  return client.request(photoPath(id), { method: 'PUT', body: form });
}

async function uploaded(client: BrowserClient, id: number): Promise<string> {
  const { data } = await expectBody<{ data: CaregiverPhoto }>(await upload(client, id, png), 200);
  if (data.photoUrl === null) {
    throw new Error('no photo url');
  }
  return data.photoUrl;
}

const storedFiles = () => storedFileKeys(database.db);

const auditActions = async (id: number) =>
  (
    await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'caregiver'), eq(auditLog.subjectId, String(id))))
  ).map((row) => row.action);

/** A caregiver of the agency with a photo, and a visit of the agency's patient on terms given. */
async function photographedCaregiver(assignment: 'accepted' | 'offered') {
  const id = await createQualifiedCaregiver(database.db, agency.agencyId);
  await uploaded(owner, id);
  await createShift(database.db, agency.assessmentId, {
    startsAt: minutesFromNow(60),
    endsAt: minutesFromNow(120),
    caregiverId: id,
    assignment,
  });
  return id;
}

beforeAll(async () => {
  const { db } = database;
  agency = await createShiftAgency(db);
  const other = await createShiftAgency(db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
  ({ caregiverId, phone: self } = await caregiverOnPhone(db, server, agency.agencyId));
  const colleagueId = await createQualifiedCaregiver(db, agency.agencyId);
  const colleagueAccount = await createCaregiverAccount(db, agency.agencyId, colleagueId);
  colleague = await signedInClient(server, colleagueAccount.email, colleagueAccount.password);
  familyUser = await createUser(db, { role: Role.user });
  family = await signedInClient(server, familyUser.email, familyUser.password);
  await createContact(db, agency.patientId, { userId: familyUser.id, consent: true });
  const stranger = await createUser(db, { role: Role.user });
  strangerFamily = await signedInClient(server, stranger.email, stranger.password);
});

describe("a caregiver's photo: who changes it", () => {
  it('the agency uploads, replaces and removes it; one file at a time, each change audited', async () => {
    const first = await uploaded(owner, caregiverId);
    expect(first).toMatch(new RegExp(`^${photoPath(caregiverId)}\\?v=`));
    const profile = await expectBody<{ data: { photoUrl: string | null } }>(
      await owner.request(`/api/caregivers/${caregiverId}`),
      200,
    );
    expect(profile.data.photoUrl).toBe(first);

    const second = await uploaded(owner, caregiverId);
    expect(second).not.toBe(first);
    expect(await storedFiles()).toContain(second.split('v=')[1]);
    expect(await storedFiles()).not.toContain(first.split('v=')[1]);

    const removed = await expectBody<{ data: CaregiverPhoto }>(
      await owner.request(photoPath(caregiverId), { method: 'DELETE' }),
      200,
    );
    expect(removed.data.photoUrl).toBeNull();
    expect(await storedFiles()).not.toContain(second.split('v=')[1]);
    expect((await owner.request(photoPath(caregiverId))).status).toBe(404);
    const photoActions = (await auditActions(caregiverId)).filter((action) =>
      action.startsWith('caregiver.photo_'),
    );
    expect(photoActions.sort()).toEqual([
      'caregiver.photo_changed',
      'caregiver.photo_changed',
      'caregiver.photo_removed',
    ]);
  });

  it('the caregiver changes their own, and no one else’s', async () => {
    await uploaded(self, caregiverId);
    const image = await self.request(photoPath(caregiverId));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    // A colleague cannot see another caregiver's profile at all.
    expect((await upload(colleague, caregiverId, png)).status).toBe(404);
    expect((await colleague.request(photoPath(caregiverId))).status).toBe(404);
  });

  it("keeps a phone's WebP portrait upright, turned, and nothing of its EXIF", async () => {
    // Landscape pixels whose EXIF says to turn them a quarter clockwise, and names the home.
    const sideways = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#7fa36b' },
    })
      .webp()
      .withExif({ IFD0: { Copyright: 'Jane Host, 12 Elm Street' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await expectBody(await upload(self, caregiverId, sideways), 200);
    const image = await self.request(photoPath(caregiverId));
    expect(image.headers.get('content-type')).toBe('image/webp');
    const kept = Buffer.from(await image.arrayBuffer());
    expect(kept.includes('Elm Street')).toBe(false);
    const metadata = await sharp(kept).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 30, height: 60 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('another agency gets 404, a family 403 for changes', async () => {
    expect((await upload(otherOwner, caregiverId, png)).status).toBe(404);
    expect((await otherOwner.request(photoPath(caregiverId), { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await otherOwner.request(photoPath(caregiverId))).status).toBe(404);
    expect((await upload(family, caregiverId, png)).status).toBe(403);
    expect((await family.request(photoPath(caregiverId), { method: 'DELETE' })).status).toBe(403);
  });
});

describe("a caregiver's photo: what is refused", () => {
  it('refuses a file that is not an image, whatever it is called, and keeps nothing', async () => {
    const before = await storedFiles();
    const errors = await expectFieldErrors(await upload(owner, caregiverId, fakePng));
    expect(errors.photo).toEqual([CaregiverPhotoValidation.type]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a damaged image', async () => {
    const errors = await expectFieldErrors(await upload(owner, caregiverId, png.subarray(0, 40)));
    expect(errors.photo).toEqual([CaregiverPhotoValidation.damaged]);
  });

  it('refuses a photo over 2 MB with a 413 that names the field', async () => {
    const large = Buffer.concat([png, Buffer.alloc(CAREGIVER_PHOTO_BYTES_MAX)]);
    const body = await expectBody<{ message: string; errors: Record<string, string[]> }>(
      await upload(owner, caregiverId, large),
      413,
    );
    expect(body.message).toMatch(/2 MB/);
    expect(body.errors.photo).toEqual([CaregiverPhotoValidation.tooLarge]);
  });

  it('refuses a form without a file', async () => {
    const form = new FormData();
    form.append('note', 'no file');
    const errors = await expectFieldErrors(
      await owner.request(photoPath(caregiverId), { method: 'PUT', body: form }),
    );
    expect(errors.photo).toEqual([CaregiverPhotoValidation.missing]);
  });
});

describe("a caregiver's photo: what the family sees", () => {
  it("shows on the family's visits and serves to them, but not to another family", async () => {
    const id = await photographedCaregiver('accepted');
    const { data } = await expectBody<{ data: FamilyVisit[] }>(
      await family.request(`/api/my-care/patients/${agency.patientId}/visits?when=upcoming`),
      200,
    );
    const photoUrl = data.find((visit) => visit.caregiver?.photoUrl?.startsWith(photoPath(id)))
      ?.caregiver?.photoUrl;
    expect(photoUrl).toBeDefined();
    const image = await family.request(photoUrl ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect((await strangerFamily.request(photoPath(id))).status).toBe(404);
  });

  it('is not served for a visit only offered, nor once consent is withdrawn', async () => {
    const offered = await photographedCaregiver('offered');
    expect((await family.request(photoPath(offered))).status).toBe(404);

    const accepted = await photographedCaregiver('accepted');
    const withdrawn = await createUser(database.db, { role: Role.user });
    await createContact(database.db, agency.patientId, { userId: withdrawn.id });
    const client = await signedInClient(server, withdrawn.email, withdrawn.password);
    expect((await client.request(photoPath(accepted))).status).toBe(404);
  });
});
