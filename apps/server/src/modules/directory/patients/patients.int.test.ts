import { type Patient, Role } from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  createAgency,
  createPartner,
  createUser,
  type TestUser,
} from '../../../../test/factories/identity.ts';
import {
  createPatient,
  createPatientReferences,
  patientInput,
} from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyA: number;
let agencyB: number;
let partnerId: number;
let refs: Awaited<ReturnType<typeof createPatientReferences>>;
let caregiverA: TestUser;
let caregiverB: TestUser;
let admin: BrowserClient;
let agentA: BrowserClient;
let agentAUser: TestUser;

beforeAll(async () => {
  agencyA = await createAgency(database.db, 'Agency A');
  agencyB = await createAgency(database.db, 'Agency B');
  partnerId = await createPartner(database.db);
  refs = await createPatientReferences(database.db);
  caregiverA = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyA] });
  caregiverB = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyB] });
  const adminUser = await createUser(database.db, { role: Role.admin });
  agentAUser = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyA] });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  agentA = await signedInClient(server, agentAUser.email, agentAUser.password);
});

async function body<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const fieldErrors = async (response: Response) =>
  (await body<{ errors: Record<string, string[]> }>(response, 422)).errors;

async function lastAudit(action: string, actorUserId: number) {
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, actorUserId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

function fullPatient() {
  return patientInput(agencyA, {
    firstName: 'Rosa',
    lastName: 'Delgado',
    preferredName: 'Rosie',
    dateOfBirth: '1938-11-02',
    gender: 'female',
    languageIds: [refs.languageId],
    phone: '+1 604 555 0199',
    email: 'rosa.delgado@example.org',
    address: {
      street: '1200 Main Street',
      unit: '4B',
      cityId: refs.cityId,
      postalCode: 'V6A 2S5',
      latitude: 49.27,
      longitude: -123.1,
    },
    partnerId,
    payerId: refs.payerId,
    careCoordinatorId: refs.careCoordinatorId,
    ambulatoryLevel: 2,
    diagnoses: [
      { diagnosisId: refs.diagnosisId, primary: false },
      { diagnosisId: refs.secondDiagnosisId, primary: true },
    ],
    allergies: [
      { allergen: 'Latex', reaction: 1, notes: 'Rash' },
      { allergen: 'Penicillin', reaction: 3, notes: 'Anaphylaxis' },
    ],
    assistance: { bathing: 4, eating: 1 },
    careTeamUserIds: [caregiverA.id, agentAUser.id],
  });
}

describe('creating and reading a patient', () => {
  let created: Patient;

  beforeAll(async () => {
    const response = await agentA.json('/api/patients', 'POST', fullPatient());
    created = (await body<{ data: Patient }>(response, 201)).data;
  });

  it('stores every part and answers the whole record', () => {
    expect(created).toMatchObject({
      firstName: 'Rosa',
      preferredName: 'Rosie',
      status: 'active',
      agency: { id: agencyA, name: 'Agency A' },
      partner: { id: partnerId },
      city: { id: refs.cityId },
      payer: { id: refs.payerId, name: expect.stringMatching(/^Home Care Program/) },
      careCoordinator: { id: refs.careCoordinatorId, name: expect.stringMatching(/^Coordinator/) },
      address: { street: '1200 Main Street', unit: '4B', postalCode: 'V6A 2S5', latitude: 49.27 },
      ambulatoryLevel: 2,
      assistance: { bathing: 4, eating: 1 },
      languages: [{ id: refs.languageId }],
    });
    // The primary diagnosis first, the worst allergy first.
    expect(created.diagnoses.map((d) => [d.id, d.primary])).toEqual([
      [refs.secondDiagnosisId, true],
      [refs.diagnosisId, false],
    ]);
    expect(created.diagnoses[0]?.code).toMatch(/^T\d+\.2$/);
    expect(created.allergies.map((a) => [a.allergen, a.reaction])).toEqual([
      ['Penicillin', 3],
      ['Latex', 1],
    ]);
    expect(created.careTeam.map((member) => member.userId).sort()).toEqual(
      [caregiverA.id, agentAUser.id].sort(),
    );
  });

  it('writes every read of the record to the audit log: who, what, when', async () => {
    const before = new Date();
    await body(await agentA.request(`/api/patients/${created.id}`), 200);
    const entry = await lastAudit('patient.viewed', agentAUser.id);
    expect(entry).toMatchObject({
      subjectType: 'patient',
      subjectId: String(created.id),
      agencyId: agencyA,
    });
    expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await lastAudit('patient.created', agentAUser.id)).toMatchObject({
      subjectId: String(created.id),
    });
  });

  it('tells the browser to keep no copy of the record or the list', async () => {
    for (const pathname of [`/api/patients/${created.id}`, '/api/patients']) {
      const response = await agentA.request(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('names reference entries in the language the page asks in', async () => {
    const response = await agentA.request(`/api/patients/${created.id}`, {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    const { data } = await body<{ data: Patient }>(response, 200);
    expect(data.diagnoses[0]?.description).toMatch(/\(es\)$/);
  });

  it('replaces the lists on update, and refuses moving the patient to another agency', async () => {
    const changed = {
      ...fullPatient(),
      status: 'onHold',
      diagnoses: [{ diagnosisId: refs.diagnosisId, primary: true }],
      allergies: [],
      assistance: { mobility: 7 },
      careTeamUserIds: [],
    };
    const response = await agentA.json(`/api/patients/${created.id}`, 'PUT', changed);
    const { data } = await body<{ data: Patient }>(response, 200);
    expect(data).toMatchObject({ status: 'onHold', allergies: [], careTeam: [] });
    expect(data.assistance).toStrictEqual({ mobility: 7 });
    expect(data.diagnoses).toHaveLength(1);

    const moved = await agentA.json(`/api/patients/${created.id}`, 'PUT', {
      ...changed,
      agencyId: agencyB,
    });
    expect(moved.status).toBe(403);
  });

  it('lets an administrator transfer a patient, with the old agency in the audit log', async () => {
    const id = await createPatient(database.db, agencyA);
    const response = await admin.json(`/api/patients/${id}`, 'PUT', patientInput(agencyB));
    expect((await body<{ data: Patient }>(response, 200)).data.agency.id).toBe(agencyB);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.transferred'), eq(auditLog.subjectId, String(id))));
    expect(entry?.details).toStrictEqual({ fromAgencyId: agencyA });
  });
});

describe('refusing what cannot be saved', () => {
  it('names each field with a wrong type, a too-long text or an unknown code', async () => {
    const errors = await fieldErrors(
      await agentA.json('/api/patients', 'POST', {
        ...patientInput(agencyA),
        firstName: 42,
        lastName: 'x'.repeat(101),
        gender: 'robot',
        status: 'asleep',
        ambulatoryLevel: 4,
        email: 'not-an-address',
        allergies: [{ allergen: 'Nuts', reaction: 9 }],
        assistance: { bathing: 8 },
        address: { latitude: 120 },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address.latitude',
        'allergies.0.reaction',
        'ambulatoryLevel',
        'assistance.bathing',
        'email',
        'firstName',
        'gender',
        'lastName',
        'status',
      ].sort(),
    );
  });

  it('says which ids name nothing, all at once', async () => {
    const errors = await fieldErrors(
      await agentA.json('/api/patients', 'POST', {
        ...patientInput(agencyA),
        partnerId: 999_999,
        payerId: 999_995,
        careCoordinatorId: 999_994,
        languageIds: [999_998],
        diagnoses: [{ diagnosisId: 999_997 }],
        address: { cityId: 999_996 },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address.cityId',
        'careCoordinatorId',
        'diagnoses',
        'languageIds',
        'partnerId',
        'payerId',
      ].sort(),
    );
    expect(errors.languageIds?.[0]).toContain('999998');
  });

  it("keeps the care team to the patient's own agency", async () => {
    const errors = await fieldErrors(
      await agentA.json('/api/patients', 'POST', {
        ...patientInput(agencyA),
        careTeamUserIds: [caregiverA.id, caregiverB.id],
      }),
    );
    expect(errors.careTeamUserIds?.[0]).toContain(String(caregiverB.id));
    expect(errors.careTeamUserIds?.[0]).not.toContain(String(caregiverA.id));
  });

  it('refuses adding a patient to another agency, and leaves nothing behind', async () => {
    const input = patientInput(agencyB, { lastName: 'Nowhere' });
    expect((await agentA.json('/api/patients', 'POST', input)).status).toBe(403);
    const { meta } = await body<{ meta: { total: number } }>(
      await admin.request('/api/patients?q=Nowhere'),
      200,
    );
    expect(meta.total).toBe(0);
  });

  it('answers 422, not 500, for a malformed id in the path', async () => {
    expect((await agentA.request('/api/patients/abc')).status).toBe(422);
    expect((await agentA.request('/api/patients/0')).status).toBe(422);
  });
});

describe('listing patients', () => {
  let agencyC: number;
  let adminCaller: TestUser;

  beforeAll(async () => {
    agencyC = await createAgency(database.db, 'Agency C');
    adminCaller = await createUser(database.db, { role: Role.admin });
    const people = [
      ['Ana', 'Zamora', '1950-01-01', 'active'],
      ['Bruno', 'Young', '1930-06-15', 'discharged'],
      ['Carla', 'Xu', '1945-03-03', 'active'],
      ['Dario', 'Whitfield', '1960-12-24', 'onHold'],
      ['Ana', 'Vega', '1935-08-08', 'active'],
    ] as const;
    for (const [firstName, lastName, dateOfBirth, status] of people) {
      // Only the Ana's are paid for and coordinated: the filters below must find just them.
      const program =
        firstName === 'Ana'
          ? { payerId: refs.payerId, careCoordinatorId: refs.careCoordinatorId }
          : {};
      await createPatient(database.db, agencyC, {
        firstName,
        lastName,
        dateOfBirth,
        status,
        ...program,
      });
    }
  });

  const list = async (query: string) => {
    const client = await signedInClient(server, adminCaller.email, adminCaller.password);
    const response = await client.request(`/api/patients?agencyId=${agencyC}&${query}`);
    return body<{ data: Patient[]; meta: { page: number; perPage: number; total: number } }>(
      response,
      200,
    );
  };
  const names = (data: Patient[]) => data.map((patient) => patient.lastName);

  it('sorts by last name by default, and by any offered key both ways', async () => {
    expect(names((await list('')).data)).toEqual(['Vega', 'Whitfield', 'Xu', 'Young', 'Zamora']);
    expect(names((await list('sort=-name')).data)[0]).toBe('Zamora');
    expect(names((await list('sort=dateOfBirth')).data)).toEqual([
      'Young',
      'Vega',
      'Xu',
      'Zamora',
      'Whitfield',
    ]);
    expect(names((await list('sort=-dateOfBirth')).data)[0]).toBe('Whitfield');
  });

  it('searches every word in names, and filters by status', async () => {
    expect(names((await list('q=ana')).data)).toEqual(['Vega', 'Zamora']);
    expect(names((await list('q=ana%20zam')).data)).toEqual(['Zamora']);
    expect(names((await list('q=%25')).data)).toEqual([]);
    expect(names((await list('status=active')).data)).toEqual(['Vega', 'Xu', 'Zamora']);
    expect(names((await list('status=onHold&q=dar')).data)).toEqual(['Whitfield']);
  });

  it('filters by payer and by care coordinator, and names both', async () => {
    const paid = await list(`payerId=${refs.payerId}`);
    expect(names(paid.data)).toEqual(['Vega', 'Zamora']);
    expect(paid.data[0]?.payer?.id).toBe(refs.payerId);
    expect(names((await list(`careCoordinatorId=${refs.careCoordinatorId}&q=vega`)).data)).toEqual([
      'Vega',
    ]);
  });

  it('pages with the total', async () => {
    const second = await list('perPage=2&page=2');
    expect(names(second.data)).toEqual(['Xu', 'Young']);
    expect(second.meta).toStrictEqual({ page: 2, perPage: 2, total: 5 });
  });

  it('writes the ids a list showed to the audit log', async () => {
    const { data } = await list('status=active');
    const entry = await lastAudit('patient.listed', adminCaller.id);
    expect(entry?.details).toMatchObject({ patientIds: data.map((patient) => patient.id) });
  });

  it('refuses a page of more than 100, an unknown sort or status, with field errors', async () => {
    const errors = await fieldErrors(
      await admin.request('/api/patients?perPage=101&sort=ssn&status=asleep&payerId=x'),
    );
    expect(Object.keys(errors).sort()).toEqual(['payerId', 'perPage', 'sort', 'status']);
  });
});
