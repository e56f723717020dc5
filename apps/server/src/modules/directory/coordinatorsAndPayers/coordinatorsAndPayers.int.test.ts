import {
  type CareCoordinator,
  type ListResponse,
  type Locale,
  OrganisationValidation,
  type Patient,
  type Payer,
  type PayerWriteInput,
  Role,
} from '@hearth/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createUser, type TestUser } from '../../../../test/factories/identity.ts';
import {
  coordinatorInput,
  createCoordinator,
  createPayer,
  createProfiledAgency,
  payerInput,
  province,
} from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, careCoordinators, payers } from '../../../db/schema/index.ts';
import { payerTranslationsSeeder } from './seed.ts';

const { database, server } = useTestServer();
let adminUser: TestUser;
let admin: BrowserClient;
let agent: BrowserClient;
let ontario: number;
let britishColumbia: number;
let agencyId: number;
let privatePay: number;

beforeAll(async () => {
  const db = database.db;
  ontario = await province(db, { country: 'CA', province: 'ON' });
  britishColumbia = await province(db, { country: 'CA', province: 'BC' });
  agencyId = await createProfiledAgency(db);
  adminUser = await createUser(db, { role: Role.admin });
  const agentUser = await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  agent = await signedInClient(server, agentUser.email, agentUser.password);

  await createCoordinator(db, {
    name: 'Priya Raman',
    organisation: 'Ontario Health atHome',
    region: 'Toronto Central',
    email: 'priya@ohah.example',
    provinceId: ontario,
  });
  await createCoordinator(db, {
    name: 'Jennifer Wong',
    organisation: 'Vancouver Coastal Health',
    region: 'Vancouver',
    provinceId: britishColumbia,
  });
  const retired = await createCoordinator(db, {
    name: 'Thomas Reid',
    organisation: 'Toronto Central CCAC',
    provinceId: ontario,
  });
  await db
    .update(careCoordinators)
    .set({ retiredAt: new Date() })
    .where(eq(careCoordinators.id, retired));

  await createPayer(db, { kind: 'government', name: 'Ontario Health atHome', provinceId: ontario });
  await createPayer(db, { kind: 'government', name: 'Medicare' });
  await createPayer(db, { kind: 'insurer', name: 'Manulife', contactName: 'Claims desk' });
  privatePay = await createPayer(db, { kind: 'privatePay', name: 'Private pay' });
});

const listOf = async <T extends { name: string }>(client: BrowserClient, path: string) =>
  (await expectBody<ListResponse<T>>(await client.request(path), 200)).data.map((row) => row.name);

describe('GET /api/care-coordinators', () => {
  const names = (query = '') => listOf<CareCoordinator>(agent, `/api/care-coordinators${query}`);

  it('lists current coordinators by name; retired ones on request', async () => {
    expect(await names()).toEqual(['Jennifer Wong', 'Priya Raman']);
    expect(await names('?status=retired')).toEqual(['Thomas Reid']);
    expect(await names('?status=all')).toEqual(['Jennifer Wong', 'Priya Raman', 'Thomas Reid']);
  });

  it('searches, filters by province and sorts', async () => {
    expect(await names('?q=toronto')).toEqual(['Priya Raman']);
    expect(await names('?q=coastal%20vancouver')).toEqual(['Jennifer Wong']);
    expect(await names('?q=OHAH.EXAMPLE')).toEqual(['Priya Raman']);
    expect(await names(`?province=${ontario}&status=all`)).toEqual(['Priya Raman', 'Thomas Reid']);
    expect(await names('?sort=-name')).toEqual(['Priya Raman', 'Jennifer Wong']);
    expect(await names('?sort=-organisation')).toEqual(['Jennifer Wong', 'Priya Raman']);
  });

  it('shows the province and pages', async () => {
    const page = await expectBody<ListResponse<CareCoordinator>>(
      await agent.request('/api/care-coordinators?perPage=1&page=2'),
      200,
    );
    expect(page.meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect(page.data[0]).toMatchObject({
      name: 'Priya Raman',
      region: 'Toronto Central',
      province: { id: ontario, code: 'ON', country: 'CA' },
      retiredAt: null,
    });
  });

  it('answers 422 for a bad query', async () => {
    const errors = async (query: string) =>
      Object.keys(await expectFieldErrors(await agent.request(`/api/care-coordinators?${query}`)));
    expect(await errors('perPage=101')).toEqual(['perPage']);
    expect(await errors('status=asleep')).toEqual(['status']);
    expect(await errors('sort=salary')).toEqual(['sort']);
    expect(await errors('province=ontario')).toEqual(['province']);
  });
});

describe('care coordinator changes', () => {
  it('adds, changes, retires and reinstates one, each audited', async () => {
    const created = await expectBody<{ data: CareCoordinator }>(
      await admin.json(
        '/api/care-coordinators',
        'POST',
        coordinatorInput({
          name: ' Marc Tremblay ',
          phone: '+1 514-555-0107',
          email: 'marc@ciusss.example',
          region: 'Montréal',
          provinceId: ontario,
        }),
      ),
      201,
    );
    const id = created.data.id;
    expect(created.data).toMatchObject({ name: 'Marc Tremblay', phone: '+1 514-555-0107' });

    const changed = await expectBody<{ data: CareCoordinator }>(
      await admin.json(
        `/api/care-coordinators/${id}`,
        'PUT',
        coordinatorInput({ name: 'Marc Tremblay', email: '' }),
      ),
      200,
    );
    expect(changed.data).toMatchObject({ email: null, province: null, region: null });

    const retired = await expectBody<{ data: CareCoordinator }>(
      await admin.json(`/api/care-coordinators/${id}/retire`, 'POST'),
      200,
    );
    expect(retired.data.retiredAt).not.toBeNull();
    expect(await listOf(agent, '/api/care-coordinators?q=tremblay')).toEqual([]);
    // A patient's page still reads a retired coordinator.
    expect((await agent.request(`/api/care-coordinators/${id}`)).status).toBe(200);

    const back = await expectBody<{ data: CareCoordinator }>(
      await admin.json(`/api/care-coordinators/${id}/reinstate`, 'POST'),
      200,
    );
    expect(back.data.retiredAt).toBeNull();

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'care_coordinator'), eq(auditLog.subjectId, String(id))));
    expect(actions.map((entry) => entry.action)).toEqual([
      'care_coordinator.created',
      'care_coordinator.updated',
      'care_coordinator.retired',
      'care_coordinator.reinstated',
    ]);
  });

  it('answers 422 with the fields at fault and writes nothing', async () => {
    const before = await database.db.select({ n: count() }).from(careCoordinators);
    const errors = await expectFieldErrors(
      await admin.json('/api/care-coordinators', 'POST', {
        name: '',
        organisation: 'x'.repeat(151),
        email: 'nobody',
        phone: '12',
        region: 42,
        provinceId: -1,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'name',
      'organisation',
      'phone',
      'provinceId',
      'region',
    ]);
    expect(errors.phone).toEqual([OrganisationValidation.phoneFormat]);
    expect(
      await expectFieldErrors(
        await admin.json(
          '/api/care-coordinators',
          'POST',
          coordinatorInput({ provinceId: 999_999 }),
        ),
      ),
    ).toEqual({ provinceId: ['There is no entry with the id 999999.'] });
    expect(await database.db.select({ n: count() }).from(careCoordinators)).toEqual(before);
  });

  it('answers 404 for an unknown coordinator', async () => {
    expect((await agent.request('/api/care-coordinators/999999')).status).toBe(404);
    expect((await agent.request('/api/care-coordinators/99999999999')).status).toBe(422);
    expect(
      (await admin.json('/api/care-coordinators/999999', 'PUT', coordinatorInput())).status,
    ).toBe(404);
    expect((await admin.json('/api/care-coordinators/999999/retire', 'POST')).status).toBe(404);
  });
});

describe('GET /api/payers', () => {
  const names = (query = '') => listOf<Payer>(agent, `/api/payers${query}`);

  it('lists, searches and filters by kind and province', async () => {
    expect(await names()).toEqual(['Manulife', 'Medicare', 'Ontario Health atHome', 'Private pay']);
    expect(await names('?kind=government')).toEqual(['Medicare', 'Ontario Health atHome']);
    expect(await names(`?province=${ontario}`)).toEqual(['Ontario Health atHome']);
    expect(await names('?q=claims')).toEqual(['Manulife']);
    expect(await names('?sort=kind')).toEqual([
      'Medicare',
      'Ontario Health atHome',
      'Manulife',
      'Private pay',
    ]);
    expect(
      Object.keys(await expectFieldErrors(await agent.request('/api/payers?kind=lottery'))),
    ).toEqual(['kind']);
    expect((await agent.request('/api/payers?perPage=101')).status).toBe(422);
  });
});

describe('payer changes', () => {
  it('adds a payer, keeping its website as an https address', async () => {
    const { data } = await expectBody<{ data: Payer }>(
      await admin.json(
        '/api/payers',
        'POST',
        payerInput({ kind: 'insurer', name: 'Sun Life', website: 'sunlife.example' }),
      ),
      201,
    );
    expect(data).toMatchObject({
      kind: 'insurer',
      name: 'Sun Life',
      website: 'https://sunlife.example',
    });
  });

  it('refuses a second payer of the same name, whatever its case', async () => {
    const before = await database.db.select({ n: count() }).from(payers);
    const errors = await expectFieldErrors(
      await admin.json('/api/payers', 'POST', payerInput({ name: 'MEDICARE' })),
    );
    expect(errors).toEqual({ name: ['A payer with this name already exists.'] });
    expect(await database.db.select({ n: count() }).from(payers)).toEqual(before);
    const manulife = await createPayer(database.db, { name: 'Manulife Group' });
    expect(
      await expectFieldErrors(
        await admin.json(`/api/payers/${manulife}`, 'PUT', payerInput({ name: 'manulife' })),
      ),
    ).toEqual({ name: ['A payer with this name already exists.'] });
    // Its own name is not a clash.
    expect(
      (await admin.json(`/api/payers/${manulife}`, 'PUT', payerInput({ name: 'Manulife Group' })))
        .status,
    ).toBe(200);
  });

  it('answers identical creates sent at the same instant with one 201, the rest 422 on the name', async () => {
    const input = payerInput({ name: 'Same Instant Health' });
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => admin.json('/api/payers', 'POST', input)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((candidate) => candidate.status === 422)) {
      expect(await expectFieldErrors(response)).toEqual({
        name: ['A payer with this name already exists.'],
      });
    }
  });

  it('answers 422 for an unknown kind, a bad website and too long a name', async () => {
    const errors = await expectFieldErrors(
      await admin.json('/api/payers', 'POST', {
        kind: 'lottery',
        name: 'n'.repeat(151),
        website: 'not a site',
        contactName: ['a'],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['contactName', 'kind', 'name', 'website']);
    expect(errors.website).toEqual([OrganisationValidation.website]);
  });
});

describe('a built-in payer in every locale', () => {
  const inLocale = (locale: Locale, init: RequestInit = {}) => ({
    ...init,
    headers: { ...init.headers, 'accept-language': locale },
  });
  const namesIn = async (locale: Locale, query: string) =>
    (
      await expectBody<ListResponse<Payer>>(
        await agent.request(`/api/payers${query}`, inLocale(locale)),
        200,
      )
    ).data.map((row) => row.name);
  const nameIn = async (locale: Locale, id: number) =>
    (
      await expectBody<{ data: Payer }>(
        await agent.request(`/api/payers/${id}`, inLocale(locale)),
        200,
      )
    ).data.name;
  const change = (id: number, locale: Locale, input: PayerWriteInput) =>
    admin.request(
      `/api/payers/${id}`,
      inLocale(locale, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }),
    );

  beforeAll(async () => {
    await database.db.transaction((tx) => payerTranslationsSeeder.run(tx));
  });

  it('is named, searched and sorted in the asked language', async () => {
    expect(await namesIn('es-ES', '?kind=privatePay')).toEqual(['Pago privado']);
    expect(await namesIn('en-CA', '?kind=privatePay')).toEqual(['Private pay']);
    expect(await namesIn('es-ES', '?q=pago')).toEqual(['Pago privado']);
    const spanish = await namesIn('es-ES', '?perPage=100');
    expect(spanish).not.toContain('Private pay');
    expect(spanish).toEqual([...spanish].sort((a, b) => a.localeCompare(b, 'en')));
    // An organisation keeps its own name in every language.
    expect(spanish).toContain('Medicare');
  });

  it("is named in the reader's language on a patient's record", async () => {
    const patientId = await createPatient(database.db, agencyId, { payerId: privatePay });
    const payerOf = async (locale: Locale) =>
      (
        await expectBody<{ data: Patient }>(
          await agent.request(`/api/patients/${patientId}`, inLocale(locale)),
          200,
        )
      ).data.payer;
    expect(await payerOf('es-ES')).toEqual({ id: privatePay, name: 'Pago privado' });
    expect(await payerOf('en-US')).toEqual({ id: privatePay, name: 'Private pay' });
    const list = await expectBody<ListResponse<Patient>>(
      await agent.request('/api/patients?perPage=100', inLocale('es-ES')),
      200,
    );
    expect(list.data.find((row) => row.id === patientId)?.payer?.name).toBe('Pago privado');
  });

  it('changes only the locale it is edited in, and the other fields everywhere', async () => {
    const spanishEdit = await change(privatePay, 'es-ES', {
      kind: 'privatePay',
      name: 'Pago particular',
      phone: '+34 900 55 01 99',
    });
    expect(await expectBody<{ data: Payer }>(spanishEdit, 200)).toMatchObject({
      data: { name: 'Pago particular', phone: '+34 900 55 01 99' },
    });
    expect(await nameIn('en-US', privatePay)).toBe('Private pay');
    expect(await nameIn('en-CA', privatePay)).toBe('Private pay');
    expect(
      (await expectBody<{ data: Payer }>(await agent.request(`/api/payers/${privatePay}`), 200))
        .data.phone,
    ).toBe('+34 900 55 01 99');

    expect(
      (await change(privatePay, 'en-US', { kind: 'privatePay', name: 'Self-pay' })).status,
    ).toBe(200);
    expect(await nameIn('en-US', privatePay)).toBe('Self-pay');
    expect(await nameIn('en-CA', privatePay)).toBe('Private pay');
    expect(await nameIn('es-ES', privatePay)).toBe('Pago particular');
  });

  it('refuses a new payer named as a built-in one is in any language', async () => {
    expect(
      await expectFieldErrors(
        await admin.json('/api/payers', 'POST', payerInput({ name: 'PAGO PARTICULAR' })),
      ),
    ).toEqual({ name: ['A payer with this name already exists.'] });
  });

  it('keeps an organisation typed once: an edit in Spanish is its name in every language', async () => {
    const sanitas = await createPayer(database.db, { name: 'Sanitas Seguros' });
    expect((await change(sanitas, 'es-ES', payerInput({ name: 'Sanitas' }))).status).toBe(200);
    expect(await nameIn('en-US', sanitas)).toBe('Sanitas');
    expect(await nameIn('es-ES', sanitas)).toBe('Sanitas');
  });
});
