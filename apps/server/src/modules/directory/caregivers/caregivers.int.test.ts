import { Role } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverReferences,
  createCaregiver,
  createDocument,
  daysFromToday,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { auditLog, caregiverDocuments } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let admin: BrowserClient;
let refs: Awaited<ReturnType<typeof caregiverReferences>>;
let agencyA: number;
let agencyB: number;
let adminId: number;
let reyesId: number;

const toronto = { latitude: 43.70011, longitude: -79.4163 };
const mississauga = { latitude: 43.5789, longitude: -79.6583 };
const ottawa = { latitude: 45.41117, longitude: -75.69812 };

type Row = {
  id: number;
  lastName: string;
  distanceKm: number | null;
  profession: { code: string; name: string } | null;
  documentAlerts: { expired: number; expiringSoon: number };
};
type ListBody = { data: Row[]; meta: { page: number; perPage: number; total: number } };
type ErrorBody = { code: string; errors: Record<string, string[]> };

async function list(query: string, client = admin): Promise<ListBody> {
  const response = await client.request(`/api/caregivers?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ListBody;
}

const names = async (query: string) => (await list(query)).data.map((row) => row.lastName);

beforeAll(async () => {
  const { db } = database;
  refs = await caregiverReferences(db);
  agencyA = await createAgency(db);
  agencyB = await createAgency(db);
  const adminUser = await createUser(db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  adminId = adminUser.id;

  const reyes = await createCaregiver(db, agencyA, {
    firstName: 'Ana',
    lastName: 'Reyes',
    email: 'ana.reyes@example.test',
    phone: '416-555-0101',
    professionId: refs.professions.psw,
    languageIds: [refs.languages.en, refs.languages.tl],
    competencies: { dementiaCare: 3, woundCare: 1 },
    availability: [{ weekDay: 1, start: '08:00', end: '12:00' }],
    address: { cityId: refs.cities.toronto, ...toronto },
    status: 'hired',
  });
  await createCaregiver(db, agencyA, {
    firstName: 'Bruno',
    lastName: 'Tremblay',
    professionId: refs.professions.rn,
    languageIds: [refs.languages.fr, refs.languages.en],
    competencies: { woundCare: 3 },
    availability: [{ weekDay: 2, start: '09:00', end: '17:00' }],
    address: { cityId: refs.cities.ottawa, ...ottawa },
  });
  await createCaregiver(db, agencyA, {
    firstName: 'Chen',
    lastName: 'Li',
    professionId: refs.professions.rpn,
    languageIds: [refs.languages.en],
    competencies: { dementiaCare: 1 },
    availability: [
      { weekDay: 1, start: '13:00', end: '18:00' },
      { weekDay: 3, start: '08:00', end: '16:00' },
    ],
    address: { cityId: refs.cities.mississauga, ...mississauga },
    status: 'notHired',
  });
  await createCaregiver(db, agencyA, {
    firstName: 'Dana',
    lastName: 'Singh',
    email: 'dana_r@example.test',
    languageIds: [refs.languages.pa],
    status: 'offBoarded',
  });
  await createCaregiver(db, agencyB, {
    firstName: 'Eve',
    lastName: 'Outsider',
    professionId: refs.professions.psw,
    // About 5.6 km north of Toronto's centre, 27 km from Mississauga's.
    address: { ...toronto, latitude: toronto.latitude + 0.05 },
  });
  reyesId = reyes;
  await createDocument(db, reyes, { issuedOn: '2023-01-01', expiresOn: daysFromToday(-1) });
  await createDocument(db, reyes, { issuedOn: '2023-01-01', expiresOn: daysFromToday(10) });
  await createDocument(db, reyes, { issuedOn: '2023-01-01', expiresOn: daysFromToday(90) });
});

describe('GET /api/caregivers', () => {
  it('lists everyone an admin may see, by last name, with the total', async () => {
    const body = await list('');
    expect(body.data.map((row) => row.lastName)).toEqual([
      'Li',
      'Outsider',
      'Reyes',
      'Singh',
      'Tremblay',
    ]);
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 5 });
    expect(body.data.every((row) => row.distanceKm === null)).toBe(true);
  });

  it('pages through the results', async () => {
    const body = await list('perPage=2&page=2');
    expect(body.data.map((row) => row.lastName)).toEqual(['Reyes', 'Singh']);
    expect(body.meta).toEqual({ page: 2, perPage: 2, total: 5 });
  });

  it('sorts by name descending on request', async () => {
    expect(await names('sort=-name')).toEqual(['Tremblay', 'Singh', 'Reyes', 'Outsider', 'Li']);
  });

  it('searches names, emails and phones; every word must match; wildcards are literal', async () => {
    expect(await names('q=rey')).toEqual(['Reyes']);
    expect(await names('q=reyes%20ana')).toEqual(['Reyes']);
    expect(await names('q=ana%20tremblay')).toEqual([]);
    expect(await names('q=555-0101')).toEqual(['Reyes']);
    // Taken as patterns, `_` would match the dot of ana.reyes and `%` anything at all.
    expect(await names('q=a_r')).toEqual(['Singh']);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('filters by agency', async () => {
    expect(await names(`agencyId=${agencyB}`)).toEqual(['Outsider']);
  });

  it('filters by status', async () => {
    expect(await names('status=hired')).toEqual(['Reyes']);
    expect(await names('status=pending')).toEqual(['Outsider', 'Tremblay']);
    expect(await names('status=notHired')).toEqual(['Li']);
    expect(await names('status=offBoarded')).toEqual(['Singh']);
  });

  it('filters by profession', async () => {
    expect(await names(`professionId=${refs.professions.psw}`)).toEqual(['Outsider', 'Reyes']);
    expect(await names(`professionId=${refs.professions.rn}`)).toEqual(['Tremblay']);
  });

  it('filters by language', async () => {
    expect(await names(`languageId=${refs.languages.fr}`)).toEqual(['Tremblay']);
    expect(await names(`languageId=${refs.languages.en}`)).toEqual(['Li', 'Reyes', 'Tremblay']);
  });

  it('filters by skill, at least Novice unless a level is given', async () => {
    expect(await names('skill=dementiaCare')).toEqual(['Li', 'Reyes']);
    expect(await names('skill=dementiaCare&skillLevel=3')).toEqual(['Reyes']);
    expect(await names('skill=woundCare&skillLevel=2')).toEqual(['Tremblay']);
    expect(await names('skill=palliativeCare')).toEqual([]);
    // "At least No Experience" is everyone.
    expect((await list('skill=palliativeCare&skillLevel=0')).meta.total).toBe(5);
  });

  it('filters by the weekday a caregiver is available', async () => {
    expect(await names('weekDay=1')).toEqual(['Li', 'Reyes']);
    expect(await names('weekDay=3')).toEqual(['Li']);
    expect(await names('weekDay=7')).toEqual([]);
  });

  it('finds caregivers near a place, nearest first, with their distance', async () => {
    const near = await list(`lat=${toronto.latitude}&lng=${toronto.longitude}&radiusKm=30`);
    expect(near.data.map((row) => row.lastName)).toEqual(['Reyes', 'Outsider', 'Li']);
    const [reyes, outsider, li] = near.data;
    expect(reyes?.distanceKm).toBe(0);
    expect(outsider?.distanceKm).toBeCloseTo(5.6, 0);
    expect(li?.distanceKm).toBeGreaterThan(20);
    expect(li?.distanceKm).toBeLessThan(30);

    // Farther out, Ottawa comes in last; Singh has no address and is never "near".
    const wide = await names(`lat=${toronto.latitude}&lng=${toronto.longitude}&radiusKm=500`);
    expect(wide).toEqual(['Reyes', 'Outsider', 'Li', 'Tremblay']);
  });

  it('keeps a 25 km radius by default, and another sort on request', async () => {
    const near = `lat=${mississauga.latitude}&lng=${mississauga.longitude}`;
    expect(await names(near)).toEqual(['Li', 'Reyes']);
    expect(await names(`${near}&sort=name`)).toEqual(['Li', 'Reyes']);
    expect(await names(`${near}&sort=-name`)).toEqual(['Reyes', 'Li']);
  });

  it('combines filters', async () => {
    expect(
      await names(`skill=dementiaCare&weekDay=1&professionId=${refs.professions.psw}`),
    ).toEqual(['Reyes']);
  });

  it('counts documents that expired or expire within 30 days', async () => {
    const [reyes] = (await list('q=reyes')).data;
    expect(reyes?.documentAlerts).toEqual({ expired: 1, expiringSoon: 1 });
    const [li] = (await list('q=li')).data.filter((row) => row.lastName === 'Li');
    expect(li?.documentAlerts).toEqual({ expired: 0, expiringSoon: 0 });
  });

  it('names reference entries in the language asked for', async () => {
    const response = await admin.request('/api/caregivers?q=reyes', {
      headers: { 'accept-language': 'es-ES' },
    });
    const body = (await response.json()) as ListBody;
    const english = (await list('q=reyes')).data[0]?.profession?.name;
    expect(body.data[0]?.profession?.code).toBe('psw');
    expect(body.data[0]?.profession?.name).not.toBe(english);
  });

  it.each([
    ['perPage=101', 'perPage'],
    ['perPage=0', 'perPage'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['status=fired', 'status'],
    ['skill=juggling', 'skill'],
    ['skill=woundCare&skillLevel=4', 'skillLevel'],
    ['skillLevel=2', 'skillLevel'],
    ['weekDay=8', 'weekDay'],
    ['agencyId=abc', 'agencyId'],
    ['professionId=-1', 'professionId'],
    ['lat=91&lng=0', 'lat'],
    ['lat=43', 'lng'],
    ['lat=abc&lng=1', 'lat'],
    ['radiusKm=10', 'radiusKm'],
    ['lat=43&lng=-79&radiusKm=501', 'radiusKm'],
    ['sort=distance', 'sort'],
    ['sort=age', 'sort'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const response = await admin.request(`/api/caregivers?${query}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe("reading a caregiver's file", () => {
  it('is audited: the list with the caregivers it showed, the profile, documents and history', async () => {
    const shown = (await list('q=reyes')).data.map((row) => row.id);
    expect(shown).toEqual([reyesId]);
    for (const path of ['', '/documents', '/status-history']) {
      const response = await admin.request(`/api/caregivers/${reyesId}${path}`);
      expect(response.status, path).toBe(200);
    }
    const entries = await database.db
      .select({ action: auditLog.action, subjectId: auditLog.subjectId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, adminId))
      .orderBy(asc(auditLog.id));
    const documentIds = (
      await database.db
        .select({ id: caregiverDocuments.id })
        .from(caregiverDocuments)
        .where(eq(caregiverDocuments.caregiverId, reyesId))
    ).map((row) => row.id);
    expect(entries.slice(-4)).toEqual([
      {
        action: 'caregiver.listed',
        subjectId: null,
        details: { caregiverIds: [reyesId], page: 1, perPage: 20 },
      },
      { action: 'caregiver.viewed', subjectId: String(reyesId), details: {} },
      {
        action: 'caregiver.documents_listed',
        subjectId: String(reyesId),
        details: { documentIds: expect.arrayContaining(documentIds), page: 1, perPage: 20 },
      },
      {
        action: 'caregiver.status_history_viewed',
        subjectId: String(reyesId),
        details: { page: 1, perPage: 20 },
      },
    ]);
  });
});
