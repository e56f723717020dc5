import { Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverInput,
  caregiverReferences,
  createCaregiver,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import {
  auditLog,
  caregiverAvailability,
  caregiverLanguages,
  caregiverStatusChanges,
  caregivers,
  languages,
} from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let admin: BrowserClient;
let owner: BrowserClient;
let agent: BrowserClient;
let refs: Awaited<ReturnType<typeof caregiverReferences>>;
let agencyId: number;
let otherAgencyId: number;
let ownerId: number;

type Body = { data: Record<string, unknown> & { id: number } };
type ErrorBody = { code: string; message: string; errors: Record<string, string[]> };

const post = (client: BrowserClient, body: unknown) => client.json('/api/caregivers', 'POST', body);
const put = (client: BrowserClient, id: number, body: unknown) =>
  client.json(`/api/caregivers/${id}`, 'PUT', body);

async function fieldErrors(response: Response): Promise<Record<string, string[]>> {
  expect(response.status, await response.clone().text()).toBe(422);
  const body = (await response.json()) as ErrorBody;
  expect(body.code).toBe('validation_failed');
  return body.errors;
}

beforeAll(async () => {
  const { db } = database;
  refs = await caregiverReferences(db);
  agencyId = await createAgency(db, 'Maple Test Care');
  otherAgencyId = await createAgency(db);
  const adminUser = await createUser(db, { role: Role.admin });
  const ownerUser = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  const agentUser = await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  ownerId = ownerUser.id;
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  owner = await signedInClient(server, ownerUser.email, ownerUser.password);
  agent = await signedInClient(server, agentUser.email, agentUser.password);
});

describe('POST /api/caregivers', () => {
  it('adds a full profile to the staff member’s own agency, pending, with its first history entry', async () => {
    const response = await owner.json('/api/caregivers', 'POST', {
      ...caregiverInput({ firstName: 'Rosa', lastName: 'Delgado', email: 'rosa@example.test' }),
      phone: '+1 (416) 555-0199',
      dateOfBirth: '1980-05-17',
      bio: 'Ten years with dementia clients.',
      address: { street: '12 King St W', cityId: refs.cities.toronto, postalCode: 'M5H 1A1' },
      professionId: refs.professions.rpn,
      roleIds: [refs.roles.primary, refs.roles.primary, refs.roles.companion],
      languageIds: [refs.languages.en, refs.languages.fr],
      competencies: { dementiaCare: 3, woundCare: 0, personalCare: 2 },
      availability: [
        { weekDay: 5, start: '16:00', end: '24:00' },
        { weekDay: 1, start: '08:00', end: '12:00' },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = (await response.json()) as Body;
    expect(data).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Delgado',
      status: 'pending',
      agency: { id: agencyId, name: 'Maple Test Care' },
      profession: { id: refs.professions.rpn, code: 'rpn' },
      city: { id: refs.cities.toronto, name: 'Toronto' },
      dateOfBirth: '1980-05-17',
      user: null,
      // No Experience is the absence of a rating.
      competencies: { dementiaCare: 3, personalCare: 2 },
      availability: [
        { weekDay: 1, start: '08:00', end: '12:00' },
        { weekDay: 5, start: '16:00', end: '24:00' },
      ],
      documentAlerts: { expired: 0, expiringSoon: 0 },
    });
    expect((data.roles as { code: string }[]).map((role) => role.code).sort()).toEqual([
      'companion',
      'primary',
    ]);
    expect((data.languages as unknown[]).length).toBe(2);
    // Without a pin of its own, the profile sits at its city's centre.
    expect(data.address).toMatchObject({ latitude: 43.70011, longitude: -79.4163 });

    const history = await database.db
      .select()
      .from(caregiverStatusChanges)
      .where(eq(caregiverStatusChanges.caregiverId, data.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', changedBy: ownerId }]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'caregiver.created'));
    expect(audit.map((entry) => entry.subjectId)).toContain(String(data.id));
  });

  it('lets an agent add one too; an admin must say which agency', async () => {
    expect((await post(agent, caregiverInput())).status).toBe(201);
    expect(await fieldErrors(await post(admin, caregiverInput()))).toEqual({
      agencyId: ['Choose the agency this caregiver works for.'],
    });
    const created = await post(admin, caregiverInput({ agencyId: otherAgencyId }));
    expect(created.status).toBe(201);
  });

  it('refuses agency staff adding to another agency', async () => {
    const response = await post(owner, caregiverInput({ agencyId: otherAgencyId }));
    expect(response.status).toBe(403);
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName'],
    ['a name of only spaces', { lastName: '   ' }, 'lastName'],
    ['a too-long name', { lastName: 'x'.repeat(101) }, 'lastName'],
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'rosa@' }, 'email'],
    ['a phone of letters', { phone: 'call me' }, 'phone'],
    ['a too-long bio', { bio: 'x'.repeat(2001) }, 'bio'],
    ['a name that is a number', { firstName: 42 }, 'firstName'],
    ['an impossible birth date', { dateOfBirth: '1980-02-30' }, 'dateOfBirth'],
    ['a child', { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'dateOfBirth'],
    ['a latitude alone', { address: { latitude: 43.7 } }, 'address.longitude'],
    ['a latitude off the globe', { address: { latitude: 91, longitude: 0 } }, 'address.latitude'],
    ['an id as text', { professionId: 'psw' }, 'professionId'],
    ['an unknown skill', { competencies: { juggling: 2 } }, 'competencies'],
    ['an unknown level', { competencies: { woundCare: 5 } }, 'competencies.woundCare'],
    [
      'an unknown weekday',
      { availability: [{ weekDay: 0, start: '08:00', end: '09:00' }] },
      'availability.0.weekDay',
    ],
    [
      'a time that is none',
      { availability: [{ weekDay: 1, start: '25:00', end: '26:00' }] },
      'availability.0.start',
    ],
    [
      'a range ending first',
      { availability: [{ weekDay: 1, start: '10:00', end: '09:00' }] },
      'availability.0.end',
    ],
    [
      'overlapping ranges',
      {
        availability: [
          { weekDay: 2, start: '08:00', end: '12:00' },
          { weekDay: 2, start: '11:00', end: '13:00' },
        ],
      },
      'availability.1.start',
    ],
    [
      'too many languages',
      { languageIds: Array.from({ length: 11 }, (_, i) => i + 1) },
      'languageIds',
    ],
  ])('refuses %s with a field error', async (_case, change, field) => {
    const errors = await fieldErrors(await post(owner, { ...caregiverInput(), ...change }));
    expect(Object.keys(errors)).toContain(field);
  });

  it('refuses a body that is not an object, and bad JSON, without a 500', async () => {
    expect((await post(owner, [1, 2])).status).toBe(422);
    const badJson = await owner.request('/api/caregivers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(badJson.status).toBe(400);
  });

  it('names every reference id that is unknown or retired, field by field', async () => {
    const { db } = database;
    const [retired] = await db
      .update(languages)
      .set({ retiredAt: new Date() })
      .where(eq(languages.id, refs.languages.tl))
      .returning({ id: languages.id });
    const errors = await fieldErrors(
      await post(
        owner,
        caregiverInput({
          professionId: 999_999,
          address: { cityId: 999_998 },
          languageIds: [refs.languages.en, retired?.id ?? 0],
          roleIds: [999_997],
        }),
      ),
    );
    expect(errors).toEqual({
      professionId: ['There is no entry with the id 999999, or it is retired.'],
      'address.cityId': ['There is no entry with the id 999998, or it is retired.'],
      languageIds: [`There is no entry with the id ${refs.languages.tl}, or it is retired.`],
      roleIds: ['There is no entry with the id 999997, or it is retired.'],
    });
    await db.update(languages).set({ retiredAt: null }).where(eq(languages.id, refs.languages.tl));
  });

  it('refuses a second profile with the same email at the agency, in any letter case', async () => {
    expect((await post(owner, caregiverInput({ email: 'twin@example.test' }))).status).toBe(201);
    expect(
      await fieldErrors(await post(owner, caregiverInput({ email: 'Twin@Example.test' }))),
    ).toEqual({ email: ['Another caregiver of this agency already has this email.'] });
    // Another agency keeps its own file on the same person.
    const elsewhere = await post(
      admin,
      caregiverInput({ email: 'twin@example.test', agencyId: otherAgencyId }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('answers identical creates sent at the same instant with one 201, the rest 422 on the email', async () => {
    // Each passes the check before any has written; the database's unique index refuses the rest.
    const input = caregiverInput({ email: 'same-instant@example.test' });
    const responses = await Promise.all([1, 2, 3, 4].map(() => post(owner, input)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((candidate) => candidate.status === 422)) {
      expect(await fieldErrors(response)).toEqual({
        email: ['Another caregiver of this agency already has this email.'],
      });
    }
  });

  it("links only a caregiver account of the profile's agency, once per agency", async () => {
    const { db } = database;
    const account = await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] });
    const outsider = await createUser(db, { role: Role.caregiver, agencyIds: [otherAgencyId] });
    const agentAccount = await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] });

    const linked = await post(owner, caregiverInput({ userId: account.id }));
    expect(linked.status).toBe(201);
    const { data } = (await linked.json()) as Body;
    expect(data.user).toMatchObject({ id: account.id, email: account.email });

    for (const userId of [outsider.id, agentAccount.id, 999_999]) {
      expect(await fieldErrors(await post(owner, caregiverInput({ userId })))).toEqual({
        userId: ["This account is not a caregiver account of the profile's agency."],
      });
    }
    expect(await fieldErrors(await post(owner, caregiverInput({ userId: account.id })))).toEqual({
      userId: ['This account already has a caregiver profile at this agency.'],
    });
  });
});

describe('PUT /api/caregivers/:id', () => {
  it('replaces the profile and its lists whole', async () => {
    const id = await createCaregiver(database.db, agencyId, {
      languageIds: [refs.languages.en, refs.languages.fr],
      availability: [{ weekDay: 1, start: '08:00', end: '12:00' }],
      competencies: { woundCare: 2 },
    });
    const response = await put(agent, id, {
      ...caregiverInput({ firstName: 'Renamed', lastName: 'Person' }),
      languageIds: [refs.languages.pa],
      availability: [],
      competencies: { palliativeCare: 1 },
      address: { latitude: 45.4, longitude: -75.7 },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = (await response.json()) as Body;
    expect(data).toMatchObject({
      firstName: 'Renamed',
      availability: [],
      competencies: { palliativeCare: 1 },
      address: { latitude: 45.4, longitude: -75.7 },
      languages: [{ id: refs.languages.pa }],
    });
  });

  it('keeps a retired entry the profile already has, but refuses adding a retired one', async () => {
    const { db } = database;
    const id = await createCaregiver(db, agencyId, { languageIds: [refs.languages.fr] });
    await db
      .update(languages)
      .set({ retiredAt: new Date() })
      .where(eq(languages.id, refs.languages.fr));
    try {
      const kept = await put(owner, id, caregiverInput({ languageIds: [refs.languages.fr] }));
      expect(kept.status).toBe(200);
      const other = await createCaregiver(db, agencyId);
      const added = await put(owner, other, caregiverInput({ languageIds: [refs.languages.fr] }));
      expect(Object.keys(await fieldErrors(added))).toEqual(['languageIds']);
    } finally {
      await db
        .update(languages)
        .set({ retiredAt: null })
        .where(eq(languages.id, refs.languages.fr));
    }
  });

  it('keeps the profile with its agency', async () => {
    const id = await createCaregiver(database.db, agencyId);
    expect(
      await fieldErrors(await put(admin, id, caregiverInput({ agencyId: otherAgencyId }))),
    ).toEqual({
      agencyId: [
        'A caregiver profile stays with its agency. To work for another agency, add a profile there.',
      ],
    });
    expect((await put(admin, id, caregiverInput({ agencyId }))).status).toBe(200);
  });

  it('writes nothing when any part is refused', async () => {
    const { db } = database;
    const id = await createCaregiver(db, agencyId, {
      firstName: 'Unchanged',
      languageIds: [refs.languages.en],
      availability: [{ weekDay: 3, start: '09:00', end: '10:00' }],
    });
    const response = await put(owner, id, {
      ...caregiverInput({ firstName: 'Changed' }),
      languageIds: [refs.languages.fr],
      roleIds: [999_999],
    });
    expect(response.status).toBe(422);
    const [row] = await db.select().from(caregivers).where(eq(caregivers.id, id));
    expect(row?.firstName).toBe('Unchanged');
    const kept = await db
      .select({ languageId: caregiverLanguages.languageId })
      .from(caregiverLanguages)
      .where(eq(caregiverLanguages.caregiverId, id));
    expect(kept).toEqual([{ languageId: refs.languages.en }]);
    const hours = await db
      .select()
      .from(caregiverAvailability)
      .where(eq(caregiverAvailability.caregiverId, id));
    expect(hours).toHaveLength(1);
  });

  it('answers 404 for an id that does not exist, and 422 for one that is no id', async () => {
    expect((await put(owner, 999_999, caregiverInput())).status).toBe(404);
    expect((await put(owner, 0, caregiverInput())).status).toBe(422);
    expect((await owner.request('/api/caregivers/abc')).status).toBe(422);
  });
});
