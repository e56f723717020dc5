import {
  AssessmentStatus,
  AssessmentValidation,
  assessmentSchema,
  assessmentSummarySchema,
  itemResponse,
  listResponse,
  Role,
} from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  anyCareTypeId,
  assessmentInput,
  createAssessment,
} from '../../../../test/factories/assessments.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { expectBody } from '../../../../test/responses.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyId: number;
let patientId: number;
let owner: { user: TestUser; client: BrowserClient };
let admin: BrowserClient;
const item = itemResponse(assessmentSchema);
const list = listResponse(assessmentSummarySchema);

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  patientId = await createPatient(database.db, agencyId, {
    firstName: 'Rosalind',
    lastName: 'Okafor',
  });
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = { user, client: await signedInClient(server, user.email, user.password) };
  const adminUser = await createUser(database.db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
});

const create = (body: unknown, client = owner.client) =>
  client.json('/api/assessments', 'POST', body);
const patch = (id: number, body: unknown) =>
  owner.client.json(`/api/assessments/${id}`, 'PATCH', body);

describe('POST /api/assessments', () => {
  it('books care as pending, with its schedule, rate and first history entry', async () => {
    const careTypeId = await anyCareTypeId(database.db);
    const response = await create(
      assessmentInput(patientId, {
        careTypeId,
        notes: 'Key under the mat.',
        schedule: [
          { weekDay: 5, start: '18:00', end: '24:00' },
          { weekDay: 1, start: '09:00', end: '12:00' },
        ],
      }),
    );
    const { data } = item.parse(await expectBody(response, 201));
    expect(data).toMatchObject({
      status: AssessmentStatus.pending,
      patient: { id: patientId, name: 'Rosalind Okafor' },
      agency: { id: agencyId },
      careType: { id: careTypeId },
      services: ['personal-care', 'companionship'],
      rateCents: 3250,
      rateUnit: 'hour',
      billingFrequency: 'biWeekly',
      paymentStatus: 0,
      notes: 'Key under the mat.',
      schedule: [
        { weekDay: 1, start: '09:00', end: '12:00' },
        { weekDay: 5, start: '18:00', end: '24:00' },
      ],
    });
    expect(data.history).toMatchObject([
      { from: null, to: AssessmentStatus.pending, changedBy: { id: owner.user.id }, reason: null },
    ]);
    expect(data.allowedMoves).toStrictEqual([
      { to: AssessmentStatus.scheduled, requires: ['schedule'], unmet: [] },
      { to: AssessmentStatus.cancelled, requires: ['reason'], unmet: [] },
    ]);
  });

  it('lets an admin book for any agency, under the patient’s agency', async () => {
    const { data } = item.parse(
      await expectBody(await create(assessmentInput(patientId), admin), 201),
    );
    expect(data.agency.id).toBe(agencyId);
  });

  it("refuses another agency's patient and an unknown one on patientId", async () => {
    const stranger = await createPatient(database.db, await createAgency(database.db));
    for (const id of [stranger, 2_000_000_000]) {
      const response = await create(assessmentInput(id));
      expect(response.status).toBe(422);
      expect(await fieldErrorsOf(response)).toStrictEqual({
        patientId: [AssessmentValidation.otherAgencyPatient],
      });
    }
  });

  it('refuses slots that overlap on one weekday, and writes nothing', async () => {
    const before = await database.db.$count(auditLog, eq(auditLog.action, 'assessment.created'));
    const response = await create(
      assessmentInput(patientId, {
        schedule: [
          { weekDay: 2, start: '09:00', end: '12:00' },
          { weekDay: 2, start: '11:00', end: '13:00' },
        ],
      }),
    );
    expect(await fieldErrorsOf(response)).toStrictEqual({
      'schedule.1.start': [AssessmentValidation.overlapping],
    });
    expect(await database.db.$count(auditLog, eq(auditLog.action, 'assessment.created'))).toBe(
      before,
    );
  });

  it.each([
    [{ endDate: '2026-11-01' }, { endDate: [AssessmentValidation.endDateAfterStartDate] }],
    [{ rateUnit: null }, { rateUnit: [AssessmentValidation.rateNeedsUnit] }],
    [{ careTypeId: 2_000_000_000 }, { careTypeId: [AssessmentValidation.unknownCareType] }],
  ])('refuses %j', async (overrides, errors) => {
    const response = await create(assessmentInput(patientId, overrides));
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toStrictEqual(errors);
  });

  it.each([
    ['an unknown service', { services: ['gardening'] }, 'services.0'],
    [
      'an end before the start',
      { schedule: [{ weekDay: 1, start: '10:00', end: '09:00' }] },
      'schedule.0.end',
    ],
    [
      'a weekday 8',
      { schedule: [{ weekDay: 8, start: '09:00', end: '10:00' }] },
      'schedule.0.weekDay',
    ],
    ['a billing frequency not in the list', { billingFrequency: 'yearly' }, 'billingFrequency'],
  ])('refuses %s', async (_name, overrides, field) => {
    const response = await create({ ...assessmentInput(patientId), ...overrides });
    expect(response.status).toBe(422);
    expect(Object.keys(await fieldErrorsOf(response))).toStrictEqual([field]);
  });
});

describe('PATCH /api/assessments/:id', () => {
  const pending = () =>
    createAssessment(database.db, { agencyId, patientId, status: AssessmentStatus.pending });

  it('changes what is sent, replaces the schedule and keeps the rest', async () => {
    const id = await pending();
    const response = await patch(id, {
      notes: 'Prefers a female caregiver.',
      paymentStatus: 1,
      schedule: [{ weekDay: 6, start: '08:00', end: '10:30' }],
    });
    const { data } = item.parse(await expectBody(response, 200));
    expect(data).toMatchObject({
      notes: 'Prefers a female caregiver.',
      paymentStatus: 1,
      rateCents: 3250,
      startDate: '2026-12-01',
      schedule: [{ weekDay: 6, start: '08:00', end: '10:30' }],
    });
  });

  it('checks the dates against the ones kept', async () => {
    const response = await patch(await pending(), { endDate: '2026-01-01' });
    expect(await fieldErrorsOf(response)).toStrictEqual({
      endDate: [AssessmentValidation.endDateAfterStartDate],
    });
  });

  it('refuses overlapping slots', async () => {
    const response = await patch(await pending(), {
      schedule: [
        { weekDay: 4, start: '09:00', end: '17:00' },
        { weekDay: 4, start: '12:00', end: '13:00' },
      ],
    });
    expect(Object.keys(await fieldErrorsOf(response))).toStrictEqual(['schedule.1.start']);
  });

  it.each([AssessmentStatus.completed, AssessmentStatus.cancelled])(
    'refuses once the status is %s',
    async (status) => {
      const id = await createAssessment(database.db, { agencyId, patientId, status });
      const response = await patch(id, { notes: 'Too late' });
      expect(response.status).toBe(409);
    },
  );
});

describe('GET /api/assessments', () => {
  let careTypeId: number;
  let other: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    careTypeId = await anyCareTypeId(database.db);
    const listAgency = await createAgency(database.db);
    other = await createPatient(database.db, listAgency, {
      firstName: 'Tomasz',
      lastName: 'Wiśniewski',
    });
    const first = await createPatient(database.db, listAgency, {
      firstName: 'Amara',
      lastName: 'Lindqvist',
    });
    const make = (status: AssessmentStatus, patient: number, input = {}) =>
      createAssessment(database.db, { agencyId: listAgency, patientId: patient, status, input });
    ids.pending = await make(AssessmentStatus.pending, first, {
      startDate: '2027-01-10',
      endDate: '2027-01-31',
    });
    ids.scheduled = await make(AssessmentStatus.scheduled, other, {
      careTypeId,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
    });
    ids.approved = await make(AssessmentStatus.approved, other, { startDate: '2027-06-01' });
    ids.request = await createAssessment(database.db, {
      agencyId: listAgency,
      patientId: null,
      status: AssessmentStatus.requested,
      input: { startDate: null },
    });
    const staff = await createUser(database.db, {
      role: Role.agencyAgent,
      agencyIds: [listAgency],
    });
    listClient = await signedInClient(server, staff.email, staff.password);
  });
  let listClient: BrowserClient;

  const idsOf = async (query: string) => {
    const body = await bodyOf(await listClient.request(`/api/assessments?${query}`), list);
    return body.data.map((row) => row.id);
  };

  it('lists the agency’s, newest first, with the total', async () => {
    const body = await bodyOf(await listClient.request('/api/assessments?perPage=2'), list);
    expect(body.data.map((row) => row.id)).toStrictEqual([ids.request, ids.approved]);
    expect(body.meta).toStrictEqual({ page: 1, perPage: 2, total: 4 });
    expect(body.data[0]?.patient).toBeNull();
  });

  it('filters by repeated and comma-listed statuses alike', async () => {
    const expected = [ids.scheduled, ids.pending];
    expect(await idsOf('status=1&status=2')).toStrictEqual(expected);
    expect(await idsOf('status=1,2')).toStrictEqual(expected);
  });

  it('filters by patient, care type, period and patient name', async () => {
    expect(await idsOf(`patient=${other}`)).toStrictEqual([ids.approved, ids.scheduled]);
    expect(await idsOf(`careType=${careTypeId}`)).toStrictEqual([ids.scheduled]);
    expect(await idsOf('from=2027-02-01&to=2027-04-30')).toStrictEqual([ids.scheduled]);
    // The approved one has no end date: it runs on into any later period.
    expect(await idsOf('from=2027-04-01')).toStrictEqual([ids.approved]);
    expect(await idsOf('q=lindq')).toStrictEqual([ids.pending]);
  });

  it('sorts by start date', async () => {
    expect(await idsOf('sort=startDate')).toStrictEqual([
      ids.pending,
      ids.scheduled,
      ids.approved,
      ids.request,
    ]);
  });

  it.each([
    ['perPage=101', 'perPage'],
    ['status=99', 'status.0'],
    ['status=pending', 'status.0'],
    ['from=2027-05-01&to=2027-04-01', 'to'],
    ['sort=rate', 'sort'],
  ])('answers 422 to %s', async (query, field) => {
    const response = await listClient.request(`/api/assessments?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys(await fieldErrorsOf(response))).toStrictEqual([field]);
  });
});

describe('audit', () => {
  const lastEntry = async (action: string) => {
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, owner.user.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };

  it('records who viewed an assessment', async () => {
    const id = await createAssessment(database.db, {
      agencyId,
      patientId,
      status: AssessmentStatus.pending,
    });
    await expectBody(await owner.client.request(`/api/assessments/${id}`), 200);
    expect(await lastEntry('assessment.viewed')).toMatchObject({
      subjectType: 'assessment',
      subjectId: String(id),
      agencyId,
      details: { patientId },
    });
  });

  it('records which assessments a list showed', async () => {
    const body = await bodyOf(await owner.client.request('/api/assessments?perPage=5'), list);
    const entry = await lastEntry('assessment.listed');
    expect(entry?.details).toMatchObject({ assessmentIds: body.data.map((row) => row.id) });
  });
});
