import { Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverReferences,
  createCaregiver,
  createDocument,
  daysFromToday,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createRetiredLanguage } from '../../../../test/factories/reference.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { auditLog } from '../../../db/schema/index.ts';

// My profile: the caregiver reads their own profile with its documents and keeps their
// languages and weekly hours; another caregiver's profile is as absent. Who else may call the
// endpoints at all: caregiverAccess.int.test.ts.

const { database, server } = useTestServer();
let refs: Awaited<ReturnType<typeof caregiverReferences>>;
let caregiver: TestUser;
let client: BrowserClient;
let ownId = 0;
let otherId = 0;

type OwnProfile = {
  id: number;
  agency: { id: number; name: string };
  languages: { id: number; name: string }[];
  availability: { weekDay: number; start: string; end: string }[];
  documents: { kind: string; expiresOn: string | null; expiry: string }[];
};

const mine = '/api/my/caregiver-profiles';

beforeAll(async () => {
  refs = await caregiverReferences(database.db);
  const agencyId = await createAgency(database.db);
  caregiver = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  ownId = await createCaregiver(database.db, agencyId, {
    userId: caregiver.id,
    languageIds: [refs.languages.en],
    availability: [{ weekDay: 1, start: '09:00', end: '17:00' }],
  });
  await createDocument(database.db, ownId, { expiresOn: daysFromToday(-3) });
  const colleague = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  otherId = await createCaregiver(database.db, agencyId, { userId: colleague.id });
  client = await signedInClient(server, caregiver.email, caregiver.password);
});

const change = (id: number, body: unknown) => client.json(`${mine}/${id}`, 'PUT', body);

describe('my caregiver profile', () => {
  it('is my own profile with its documents and their expiry, the read audited', async () => {
    const { data } = await expectBody<{ data: OwnProfile[] }>(await client.request(mine), 200);
    expect(data.map((profile) => profile.id)).toEqual([ownId]);
    expect(data[0]?.availability).toEqual([{ weekDay: 1, start: '09:00', end: '17:00' }]);
    expect(data[0]?.documents).toMatchObject([
      { kind: 'firstAidCpr', expiresOn: daysFromToday(-3), expiry: 'expired' },
    ]);
    const reads = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'caregiver.viewed'), eq(auditLog.actorUserId, caregiver.id)));
    expect(reads.map((row) => row.subjectId)).toContain(String(ownId));
  });

  it('takes my languages and weekly hours, audited as my change', async () => {
    const availability = [
      { weekDay: 2, start: '08:00', end: '12:00' },
      { weekDay: 4, start: '13:00', end: '18:30' },
    ];
    const { data } = await expectBody<{ data: OwnProfile }>(
      await change(ownId, { languageIds: [refs.languages.fr, refs.languages.pa], availability }),
      200,
    );
    expect(data.availability).toEqual(availability);
    expect(data.languages.map((language) => language.id).sort()).toEqual(
      [refs.languages.fr, refs.languages.pa].sort(),
    );
    expect(data.documents).toHaveLength(1);
    const changes = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'caregiver.updated'), eq(auditLog.actorUserId, caregiver.id)));
    expect(changes).toEqual([{ details: { own: true, fields: ['languageIds', 'availability'] } }]);
  });

  it('refuses overlapping hours and a retired language with field messages, changing nothing', async () => {
    const before = await expectBody<{ data: OwnProfile[] }>(await client.request(mine), 200);
    const overlapping = await change(ownId, {
      languageIds: [],
      availability: [
        { weekDay: 3, start: '08:00', end: '12:00' },
        { weekDay: 3, start: '11:00', end: '14:00' },
      ],
    });
    expect(overlapping.status).toBe(422);
    const retired = await createRetiredLanguage(database.db);
    const body = await expectBody<{ errors: Record<string, string[]> }>(
      await change(ownId, { languageIds: [retired], availability: [] }),
      422,
    );
    expect(Object.keys(body.errors)).toEqual(['languageIds']);
    const after = await expectBody<{ data: OwnProfile[] }>(await client.request(mine), 200);
    expect(after.data).toEqual(before.data);
  });

  it("answers 404 for a colleague's profile", async () => {
    const response = await change(otherId, { languageIds: [], availability: [] });
    expect(response.status).toBe(404);
  });
});
