import {
  type Agency,
  AgencyStanding,
  type AgencySummary,
  type InternalAgency,
  type ListResponse,
  OrganisationKind,
  Role,
} from '@hearth/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import {
  agencyInput,
  city,
  createProfiledAgency,
  province,
} from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { agencies, auditLog } from '../../../db/schema/index.ts';

// Care type ids of the reference list: personal care 1, nursing 3, dementia 5, day program 7,
// shared living 14.
const { database, server } = useTestServer();
let maple: number;
let vancouver: number;
let madrid: number;
let terminated: number;
let bare: number;
let admin: BrowserClient;
let ownerMaple: BrowserClient;
let agentMaple: BrowserClient;
let ownerVancouver: BrowserClient;
let family: BrowserClient;
let caregiverOfTerminated: BrowserClient;
let adminId: number;

beforeAll(async () => {
  const db = database.db;
  // Maple's service area (80 km around Toronto) reaches Hamilton; Hamilton's (10 km) does not
  // reach Toronto.
  maple = await createProfiledAgency(db, {
    name: 'Maple Test Care',
    email: 'office@maple.example',
    at: 'toronto',
    serviceRadiusKm: 80,
    careTypeIds: [1, 5],
  });
  await createProfiledAgency(db, {
    name: 'Steeltown Nursing',
    at: 'hamilton',
    serviceRadiusKm: 10,
    careTypeIds: [3],
  });
  vancouver = await createProfiledAgency(db, {
    name: 'Coastal Living',
    at: 'vancouver',
    careTypeIds: [14],
    standing: AgencyStanding.requiresReview,
  });
  madrid = await createProfiledAgency(db, {
    name: 'Centro de Día Sol',
    at: 'madrid',
    careTypeIds: [7],
  });
  terminated = await createProfiledAgency(db, {
    name: 'Closed Doors Care',
    at: 'toronto',
    standing: AgencyStanding.terminated,
  });
  bare = await createAgency(db, 'Bare Agency');

  const adminUser = await createUser(db, { role: Role.admin });
  adminId = adminUser.id;
  const user = async (role: Role, agencyIds: number[] = []) => {
    const created = await createUser(db, { role, agencyIds });
    return signedInClient(server, created.email, created.password);
  };
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  ownerMaple = await user(Role.agency, [maple]);
  agentMaple = await user(Role.agencyAgent, [maple]);
  ownerVancouver = await user(Role.agency, [vancouver]);
  family = await user(Role.user);
  caregiverOfTerminated = await user(Role.caregiver, [terminated]);
});

type List = ListResponse<AgencySummary>;
const list = async (client: BrowserClient, query = '') =>
  expectBody<List>(await client.request(`/api/agencies?perPage=100${query}`), 200);
const names = (response: List) => response.data.map((agency) => agency.name);

describe('GET /api/agencies', () => {
  it('lists every agency to admins, by name, with their care types', async () => {
    const response = await list(admin);
    expect(names(response)).toEqual([
      'Bare Agency',
      'Centro de Día Sol',
      'Closed Doors Care',
      'Coastal Living',
      'Maple Test Care',
      'Steeltown Nursing',
    ]);
    expect(response.meta).toEqual({ page: 1, perPage: 100, total: 6 });
    const mapleRow = response.data.find((agency) => agency.id === maple);
    expect(mapleRow?.careTypes.map((careType) => careType.name)).toEqual([
      'Personal care',
      'Dementia care',
    ]);
    expect(mapleRow?.city?.name).toBe('Toronto');
    expect(mapleRow?.province).toMatchObject({ code: 'ON', country: 'CA' });
    expect(mapleRow?.standing).toBe(AgencyStanding.good);
    // An agency identity made, without a profile yet, reads as a new one in good standing.
    expect(response.data.find((agency) => agency.id === bare)?.standing).toBe(AgencyStanding.good);
  });

  it('hides terminated agencies from everyone but admins and their own people', async () => {
    expect(names(await list(family))).not.toContain('Closed Doors Care');
    expect(names(await list(ownerMaple))).not.toContain('Closed Doors Care');
    expect(names(await list(caregiverOfTerminated))).toContain('Closed Doors Care');
  });

  it('shows a standing only to admins and to the agency’s own owner and agents', async () => {
    const standings = (response: List) =>
      Object.fromEntries(response.data.map((agency) => [agency.name, agency.standing]));
    expect(new Set(Object.values(standings(await list(family))))).toEqual(new Set([null]));
    const asOwner = standings(await list(ownerVancouver));
    expect(asOwner['Coastal Living']).toBe(AgencyStanding.requiresReview);
    expect(asOwner['Maple Test Care']).toBeNull();
    expect(standings(await list(agentMaple))['Maple Test Care']).toBe(AgencyStanding.good);
  });

  it('searches by every word in name, email or city', async () => {
    expect(names(await list(admin, '&q=maple'))).toEqual(['Maple Test Care']);
    expect(names(await list(admin, '&q=MAPLE.EXAMPLE'))).toEqual(['Maple Test Care']);
    expect(names(await list(admin, '&q=toronto'))).toEqual([
      'Closed Doors Care',
      'Maple Test Care',
    ]);
    expect(names(await list(admin, '&q=toronto%20maple'))).toEqual(['Maple Test Care']);
    // Pattern characters are taken literally.
    expect(names(await list(admin, '&q=%25'))).toEqual([]);
  });

  it('filters by care type', async () => {
    expect(names(await list(family, '&careType=5'))).toEqual(['Maple Test Care']);
    expect(names(await list(family, '&careType=14'))).toEqual(['Coastal Living']);
    expect(names(await list(family, '&careType=7'))).toEqual(['Centro de Día Sol']);
  });

  it('filters and sorts by standing for admins only', async () => {
    expect(names(await list(admin, `&standing=${AgencyStanding.requiresReview}`))).toEqual([
      'Coastal Living',
    ]);
    const bySeverity = names(await list(admin, '&sort=-standing'));
    expect(bySeverity.slice(0, 2)).toEqual(['Closed Doors Care', 'Coastal Living']);
    expect((await ownerVancouver.request('/api/agencies?standing=2')).status).toBe(403);
    expect((await family.request('/api/agencies?sort=standing')).status).toBe(403);
  });

  it('filters by province: agencies whose address is in it', async () => {
    const ontario = await province(database.db, { country: 'CA', province: 'ON' });
    expect(names(await list(family, `&province=${ontario}`))).toEqual([
      'Maple Test Care',
      'Steeltown Nursing',
    ]);
  });

  it('filters by city: agencies whose service area reaches it, nearest first on request', async () => {
    const hamiltonCity = await city(database.db, 'hamilton');
    const torontoCity = await city(database.db, 'toronto');
    const around = await list(family, `&city=${hamiltonCity.id}&sort=distance`);
    expect(names(around)).toEqual(['Steeltown Nursing', 'Maple Test Care']);
    expect(around.data[0]?.distanceKm).toBe(0);
    // Toronto to Hamilton is about 58 km as the crow flies.
    expect(around.data[1]?.distanceKm).toBeGreaterThan(50);
    expect(around.data[1]?.distanceKm).toBeLessThan(65);
    expect(names(await list(family, `&city=${torontoCity.id}`))).toEqual(['Maple Test Care']);
    expect(names(await list(family, '&city=999999'))).toEqual([]);
  });

  it('filters by a point: service areas within radiusKm of it', async () => {
    // Burnaby, about 10 km from Vancouver's centre: inside Coastal Living's default 25 km.
    expect(names(await list(family, '&lat=49.25&lng=-122.98'))).toEqual(['Coastal Living']);
    // Victoria is about 95 km away: only a search radius on top of the area reaches it.
    expect(names(await list(family, '&lat=48.43&lng=-123.37'))).toEqual([]);
    expect(names(await list(family, '&lat=48.43&lng=-123.37&radiusKm=80'))).toEqual([
      'Coastal Living',
    ]);
    const fromToronto = await list(family, '&lat=43.7&lng=-79.42&radiusKm=500&sort=distance');
    expect(names(fromToronto)).toEqual(['Maple Test Care', 'Steeltown Nursing']);
    expect(fromToronto.data.every((agency) => agency.distanceKm !== null)).toBe(true);
  });

  it('pages through the results', async () => {
    const second = await expectBody<List>(
      await admin.request('/api/agencies?perPage=2&page=2'),
      200,
    );
    expect(second.meta).toEqual({ page: 2, perPage: 2, total: 6 });
    expect(names(second)).toEqual(['Closed Doors Care', 'Coastal Living']);
  });

  it('answers 422 with the field for a bad query', async () => {
    const errors = async (query: string) =>
      expectFieldErrors(await admin.request(`/api/agencies?${query}`));
    expect(Object.keys(await errors('perPage=101'))).toEqual(['perPage']);
    expect(Object.keys(await errors('page=0'))).toEqual(['page']);
    expect(Object.keys(await errors('careType=abc'))).toEqual(['careType']);
    expect(Object.keys(await errors('standing=9'))).toEqual(['standing']);
    expect(Object.keys(await errors('sort=revenue'))).toEqual(['sort']);
    expect(Object.keys(await errors('lat=43.7'))).toEqual(['lng']);
    expect(Object.keys(await errors('lat=91&lng=0'))).toEqual(['lat']);
    expect(Object.keys(await errors('radiusKm=10'))).toEqual(['radiusKm']);
    expect(Object.keys(await errors('sort=distance'))).toEqual(['sort']);
    // An id past what the database holds names nothing: a 422, never a 500.
    expect(Object.keys(await errors('city=99999999999'))).toEqual(['city']);
  });
});

describe('GET /api/agencies/:id', () => {
  it('shows the profile, in the caller’s language, with what they may do', async () => {
    const { data } = await expectBody<{ data: Agency }>(
      await family.request(`/api/agencies/${maple}`, { headers: { 'accept-language': 'es-ES' } }),
      200,
    );
    expect(data).toMatchObject({
      id: maple,
      name: 'Maple Test Care',
      email: 'office@maple.example',
      serviceRadiusKm: 80,
      standing: null,
      can: { edit: false, changeStanding: false, viewStaff: false, viewStandingHistory: false },
    });
    expect(data.careTypes.map((careType) => careType.name)).toEqual([
      'Cuidado personal',
      'Cuidado de personas con demencia',
    ]);
    const asOwner = await expectBody<{ data: Agency }>(
      await ownerMaple.request(`/api/agencies/${maple}`),
      200,
    );
    expect(asOwner.data.can).toEqual({
      edit: true,
      changeStanding: false,
      viewStaff: true,
      viewStandingHistory: true,
    });
  });

  it('answers 404 for a terminated agency to outsiders, and for an unknown id', async () => {
    expect((await family.request(`/api/agencies/${terminated}`)).status).toBe(404);
    expect((await admin.request(`/api/agencies/${terminated}`)).status).toBe(200);
    expect((await caregiverOfTerminated.request(`/api/agencies/${terminated}`)).status).toBe(200);
    expect((await admin.request('/api/agencies/999999')).status).toBe(404);
    expect((await admin.request('/api/agencies/abc')).status).toBe(422);
    expect((await admin.request('/api/agencies/99999999999')).status).toBe(422);
  });
});

async function lastAudit(action: string, subjectId: number) {
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(subjectId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('POST /api/agencies', () => {
  it('adds an agency in good standing, placed at its city when no point is given', async () => {
    const vancouverCity = await city(database.db, 'vancouver');
    const created = await expectBody<{ data: Agency }>(
      await admin.json(
        '/api/agencies',
        'POST',
        agencyInput({
          name: '  Harbour Home Support ',
          legalName: 'Harbour Home Support Ltd.',
          email: 'hello@harbour.example',
          website: 'harbour.example',
          address: { street: '1 Main St', cityId: vancouverCity.id, postalCode: 'V6A 1A1' },
          description: 'Home support in Vancouver.',
          careTypeIds: [1, 3, 1],
          languageIds: [],
        }),
      ),
      201,
    );
    expect(created.data).toMatchObject({
      name: 'Harbour Home Support',
      website: 'https://harbour.example',
      standing: AgencyStanding.good,
      serviceRadiusKm: 25,
      address: {
        street: '1 Main St',
        postalCode: 'V6A 1A1',
        latitude: vancouverCity.latitude,
        longitude: vancouverCity.longitude,
      },
    });
    expect(created.data.careTypes.map((careType) => careType.id)).toEqual([1, 3]);
    expect(await lastAudit('agency.created', created.data.id)).toMatchObject({
      actorUserId: adminId,
      agencyId: created.data.id,
    });
  });

  it('answers 422 with every field at fault, and writes nothing', async () => {
    const before = await database.db.select({ n: count() }).from(agencies);
    const errors = await expectFieldErrors(
      await admin.json('/api/agencies', 'POST', {
        name: 'x'.repeat(151),
        email: 'not-an-email',
        website: 'http://',
        phone: 'call us',
        serviceRadiusKm: 'far',
        address: { latitude: 43.7 },
        careTypeIds: ['one'],
        languageIds: [99_999_999_999],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'address.longitude',
      'careTypeIds.0',
      'email',
      'languageIds.0',
      'name',
      'phone',
      'serviceRadiusKm',
      'website',
    ]);
    const unknown = await expectFieldErrors(
      await admin.json(
        '/api/agencies',
        'POST',
        agencyInput({ careTypeIds: [999_999], languageIds: [999_998] }),
      ),
    );
    expect(Object.keys(unknown).sort()).toEqual(['careTypeIds', 'languageIds']);
    expect(await database.db.select({ n: count() }).from(agencies)).toEqual(before);
  });
});

describe('PUT /api/agencies/:id', () => {
  it('lets an agency owner change their own profile; lists are replaced whole', async () => {
    const { data } = await expectBody<{ data: Agency }>(
      await ownerMaple.json(
        `/api/agencies/${maple}`,
        'PUT',
        agencyInput({
          name: 'Maple Test Care',
          email: 'office@maple.example',
          description: 'Now with nursing.',
          serviceRadiusKm: 80,
          careTypeIds: [3],
          address: {
            cityId: (await city(database.db, 'toronto')).id,
            latitude: 43.65,
            longitude: -79.38,
          },
        }),
      ),
      200,
    );
    expect(data.description).toBe('Now with nursing.');
    expect(data.careTypes.map((careType) => careType.id)).toEqual([3]);
    expect(data.address).toMatchObject({ latitude: 43.65, longitude: -79.38 });
    expect(await lastAudit('agency.updated', maple)).toBeDefined();
  });

  it('refuses other agencies’ owners, and agents, and keeps terminated agencies hidden', async () => {
    expect((await ownerVancouver.json(`/api/agencies/${maple}`, 'PUT', agencyInput())).status).toBe(
      403,
    );
    expect((await agentMaple.json(`/api/agencies/${maple}`, 'PUT', agencyInput())).status).toBe(
      403,
    );
    expect(
      (await ownerMaple.json(`/api/agencies/${terminated}`, 'PUT', agencyInput())).status,
    ).toBe(404);
    const { data } = await expectBody<{ data: Agency }>(
      await admin.json(
        `/api/agencies/${madrid}`,
        'PUT',
        agencyInput({ name: 'Centro de Día Sol' }),
      ),
      200,
    );
    expect(data.careTypes).toEqual([]);
  });
});

describe('GET /api/internal-agency', () => {
  it('answers the owner’s or agent’s own agency, with its care only on request', async () => {
    const plain = await expectBody<{ data: InternalAgency }>(
      await ownerMaple.request('/api/internal-agency'),
      200,
    );
    expect(plain.data.id).toBe(maple);
    expect(plain.data.careTypes).toBeUndefined();
    const withCare = await expectBody<{ data: InternalAgency }>(
      await agentMaple.request('/api/internal-agency?withCareProvided=true'),
      200,
    );
    expect(withCare.data.id).toBe(maple);
    expect(withCare.data.careTypes?.length).toBeGreaterThan(0);
    const other = await expectBody<{ data: InternalAgency }>(
      await ownerVancouver.request('/api/internal-agency?withCareProvided=1'),
      200,
    );
    expect(other.data.id).toBe(vancouver);
  });

  it('answers 404 to people without an agency of their own', async () => {
    for (const client of [admin, family, caregiverOfTerminated]) {
      expect((await client.request('/api/internal-agency')).status).toBe(404);
    }
    expect((await ownerMaple.request('/api/internal-agency?withCareProvided=maybe')).status).toBe(
      422,
    );
  });
});

describe("an organisation's kind", () => {
  it('is chosen by the admin who creates it, shown in the list and page, and kept on edits', async () => {
    const name = `Day program ${Date.now()}`;
    const created = await expectBody<{ data: Agency }>(
      await admin.json(
        '/api/agencies',
        'POST',
        agencyInput({ name, kind: OrganisationKind.adultDayProgram }),
      ),
      201,
    );
    expect(created.data.kind).toBe(OrganisationKind.adultDayProgram);
    const listed = await expectBody<ListResponse<AgencySummary>>(
      await admin.request(`/api/agencies?q=${encodeURIComponent(name)}`),
      200,
    );
    expect(listed.data.map((row) => [row.name, row.kind])).toEqual([
      [name, OrganisationKind.adultDayProgram],
    ]);
    const edited = await expectBody<{ data: Agency }>(
      await admin.json(
        `/api/agencies/${created.data.id}`,
        'PUT',
        agencyInput({ name, kind: OrganisationKind.hostHome }),
      ),
      200,
    );
    expect(edited.data.kind).toBe(OrganisationKind.adultDayProgram);
    const unknownKind = await expectFieldErrors(
      await admin.json('/api/agencies', 'POST', { ...agencyInput(), kind: 9 }),
    );
    expect(Object.keys(unknownKind)).toEqual(['kind']);
  });
});
