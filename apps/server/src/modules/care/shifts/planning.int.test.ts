import {
  AssessmentStatus,
  eligibleCaregiverSchema,
  itemResponse,
  listResponse,
  shiftGenerateResultSchema,
  shiftSchema,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createCaregiver } from '../../../../test/factories/caregivers.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import {
  createQualifiedCaregiver,
  createShift,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { expectBody } from '../../../../test/responses.ts';
import { assessments } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;

const shiftResponse = itemResponse(shiftSchema);
const eligibleResponse = z.object({ data: z.array(eligibleCaregiverSchema) });

beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
});

const generate = (assessmentId: number, days = 14) =>
  owner.json(`/api/agency/assessments/${assessmentId}/shifts/generate`, 'POST', { days });

const assign = (client: BrowserClient, shiftId: number, caregiverId: number) =>
  client.json(`/api/shifts/${shiftId}/assign`, 'POST', { caregiverId });

/** A scheduled assessment of a new patient of the agency, with the default Mon/Wed schedule. */
const anotherAssessment = async (input: Parameters<typeof createAssessment>[1]['input'] = {}) =>
  createAssessment(database.db, {
    agencyId: agency.agencyId,
    patientId: await createPatient(database.db, agency.agencyId),
    status: AssessmentStatus.scheduled,
    input: { startDate: '2027-01-04', ...input },
  });

/** A Monday morning shift in January 2027 (09:00–12:00 Toronto, 14:00–17:00 UTC). */
const mondayShift = (assessmentId: number, caregiverId?: number) =>
  createShift(database.db, assessmentId, {
    startsAt: new Date('2027-01-18T14:00:00Z'),
    endsAt: new Date('2027-01-18T17:00:00Z'),
    ...(caregiverId === undefined ? {} : { caregiverId }),
  });

describe('generating shifts from the schedule', () => {
  it('makes one shift per slot and day in Toronto time, and none more when repeated', async () => {
    const first = await expectBody<unknown>(await generate(agency.assessmentId), 200);
    expect(itemResponse(shiftGenerateResultSchema).parse(first).data).toStrictEqual({
      created: 4,
      from: '2027-01-04',
      to: '2027-01-17',
    });
    const again = itemResponse(shiftGenerateResultSchema).parse(
      await expectBody(await generate(agency.assessmentId), 200),
    );
    expect(again.data.created).toBe(0);
    const list = await bodyOf(
      await owner.request(`/api/agency/assessments/${agency.assessmentId}/shifts`),
      listResponse(shiftSchema),
    );
    expect(list.meta.total).toBe(4);
    expect(list.data.map((shift) => [shift.startsAt, shift.endsAt])).toStrictEqual([
      ['2027-01-04T14:00:00.000Z', '2027-01-04T17:00:00.000Z'],
      ['2027-01-06T14:00:00.000Z', '2027-01-06T17:00:00.000Z'],
      ['2027-01-11T14:00:00.000Z', '2027-01-11T17:00:00.000Z'],
      ['2027-01-13T14:00:00.000Z', '2027-01-13T17:00:00.000Z'],
    ]);
    expect(list.data[0]).toMatchObject({ assignment: 'unassigned', caregiver: null });
  });

  it('stops at the end date and follows daylight saving time', async () => {
    const id = await anotherAssessment({ startDate: '2027-03-08', endDate: '2027-03-17' });
    await expectBody(await generate(id), 200);
    const list = await bodyOf(
      await owner.request(`/api/agency/assessments/${id}/shifts`),
      listResponse(shiftSchema),
    );
    // Toronto moves to EDT (UTC-4) on 14 March 2027: 09:00 is 14:00 UTC before, 13:00 after.
    expect(list.data.map((shift) => shift.startsAt)).toStrictEqual([
      '2027-03-08T14:00:00.000Z',
      '2027-03-10T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-17T13:00:00.000Z',
    ]);
  });

  it('refuses an assessment whose schedule is not settled (pending) with 409', async () => {
    const pending = await createAssessment(database.db, {
      agencyId: agency.agencyId,
      patientId: agency.patientId,
      status: AssessmentStatus.pending,
    });
    expect((await generate(pending)).status).toBe(409);
  });

  it('answers bad input with 422', async () => {
    expect((await generate(agency.assessmentId, 0)).status).toBe(422);
    const path = `/api/agency/assessments/${agency.assessmentId}/shifts`;
    expect((await owner.request(`${path}?perPage=101`)).status).toBe(422);
    expect((await owner.request(`${path}?from=2027-02-01&to=2027-01-01`)).status).toBe(422);
  });
});

describe('the calendar', () => {
  it('lists the days asked for, at most 62 of them', async () => {
    const week = await bodyOf(
      await owner.request('/api/shifts?from=2027-01-04&to=2027-01-10'),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(week.data.map((shift) => shift.startsAt)).toContain('2027-01-04T14:00:00.000Z');
    expect(week.data.map((shift) => shift.startsAt)).not.toContain('2027-01-11T14:00:00.000Z');
    const fields = await fieldErrorsOf(
      await owner.request('/api/shifts?from=2027-01-01&to=2027-03-04'),
    );
    expect(fields.to).toStrictEqual(['shifts:validation.rangeTooLong']);
    expect((await owner.request('/api/shifts?from=2027-01-01&to=nope')).status).toBe(422);
  });

  it('filters by caregiver and by patient', async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const assessmentId = await anotherAssessment();
    const shiftId = await mondayShift(assessmentId, caregiverId);
    const byCaregiver = await bodyOf(
      await owner.request(`/api/shifts?from=2027-01-18&to=2027-01-18&caregiver=${caregiverId}`),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(byCaregiver.data.map((shift) => shift.id)).toStrictEqual([shiftId]);
    const byPatient = await bodyOf(
      await owner.request(`/api/shifts?from=2027-01-01&to=2027-01-31&patient=${agency.patientId}`),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(byPatient.data.length).toBe(4);
    expect(byPatient.data.every((shift) => shift.patient.id === agency.patientId)).toBe(true);
  });
});

describe('assigning a caregiver', () => {
  it('offers the shift to a qualified, available caregiver', async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const shiftId = await mondayShift(await anotherAssessment());
    const body = shiftResponse.parse(
      await expectBody(await assign(owner, shiftId, caregiverId), 200),
    );
    expect(body.data).toMatchObject({ assignment: 'offered', caregiver: { id: caregiverId } });
  });

  it('lists every caregiver with the reasons the ineligible are not', async () => {
    const fit = await createQualifiedCaregiver(database.db, agency.agencyId, {
      lastName: 'Aa Fit',
    });
    const unlicensed = await createQualifiedCaregiver(database.db, agency.agencyId, {
      professionId: null,
      competencies: {},
    });
    const tuesdays = await createQualifiedCaregiver(database.db, agency.agencyId, {
      availability: [{ weekDay: 2, start: '08:00', end: '18:00' }],
    });
    const shortMorning = await createQualifiedCaregiver(database.db, agency.agencyId, {
      availability: [{ weekDay: 1, start: '09:00', end: '11:00' }],
    });
    const applicant = await createQualifiedCaregiver(database.db, agency.agencyId, {
      status: 'pending',
    });
    const gone = await createCaregiver(database.db, agency.agencyId, { status: 'offBoarded' });
    const shiftId = await mondayShift(await anotherAssessment());
    const body = eligibleResponse.parse(
      await expectBody(await owner.request(`/api/shifts/${shiftId}/eligible-caregivers`), 200),
    );
    const reasons = new Map(body.data.map((row) => [row.id, row.reasons]));
    expect(reasons.get(fit)).toStrictEqual([]);
    expect(reasons.get(unlicensed)).toStrictEqual(['profession', 'competency']);
    expect(reasons.get(tuesdays)).toStrictEqual(['unavailable']);
    expect(reasons.get(shortMorning)).toStrictEqual(['unavailable']);
    expect(reasons.get(applicant)).toStrictEqual(['notHired']);
    expect(reasons.has(gone)).toBe(false);
    const firstIneligible = body.data.findIndex((row) => !row.eligible);
    expect(body.data.slice(firstIneligible).every((row) => !row.eligible)).toBe(true);
  });

  it('refuses an unqualified or unavailable caregiver with 422 and the reasons', async () => {
    const shiftId = await mondayShift(await anotherAssessment());
    const unlicensed = await createQualifiedCaregiver(database.db, agency.agencyId, {
      professionId: null,
    });
    expect(
      (await fieldErrorsOf(await assign(owner, shiftId, unlicensed))).caregiverId,
    ).toStrictEqual(['shifts:ineligible.profession']);
    const away = await createQualifiedCaregiver(database.db, agency.agencyId, { availability: [] });
    expect((await fieldErrorsOf(await assign(owner, shiftId, away))).caregiverId).toStrictEqual([
      'shifts:ineligible.unavailable',
    ]);
  });

  it('needs a nurse (RPN or above) for nursing', async () => {
    const shiftId = await mondayShift(await anotherAssessment({ services: ['nursing'] }));
    const psw = await createQualifiedCaregiver(database.db, agency.agencyId, {
      competencies: { medicationAdministration: 1 },
    });
    expect((await fieldErrorsOf(await assign(owner, shiftId, psw))).caregiverId).toStrictEqual([
      'shifts:ineligible.profession',
    ]);
  });

  it("refuses another agency's caregiver as unknown (422)", async () => {
    const other = await createShiftAgency(database.db);
    const stranger = await createQualifiedCaregiver(database.db, other.agencyId);
    const shiftId = await mondayShift(await anotherAssessment());
    expect((await fieldErrorsOf(await assign(owner, shiftId, stranger))).caregiverId).toStrictEqual(
      ['shifts:validation.unknownCaregiver'],
    );
  });

  it('refuses a double booking with 409 naming the clashing shift', async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const booked = await mondayShift(await anotherAssessment(), caregiverId);
    const overlapping = await createShift(database.db, await anotherAssessment(), {
      startsAt: new Date('2027-01-18T16:00:00Z'),
      endsAt: new Date('2027-01-18T18:00:00Z'),
    });
    const body = await expectBody<{ errors: Record<string, string[]> }>(
      await assign(owner, overlapping, caregiverId),
      409,
    );
    expect(body.errors.clashingShiftId).toStrictEqual([String(booked)]);
    expect(body.errors.clashingShiftStartsAt).toStrictEqual(['2027-01-18T14:00:00.000Z']);
  });

  it('lets only one of two simultaneous overlapping assignments through', async () => {
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    const first = await mondayShift(await anotherAssessment());
    const second = await createShift(database.db, await anotherAssessment(), {
      startsAt: new Date('2027-01-18T15:00:00Z'),
      endsAt: new Date('2027-01-18T16:00:00Z'),
    });
    const agent = await signedInClient(server, agency.owner.email, agency.owner.password);
    const responses = await Promise.all([
      assign(owner, first, caregiverId),
      assign(agent, second, caregiverId),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 409]);
    const calendar = await bodyOf(
      await owner.request(`/api/shifts?from=2027-01-18&to=2027-01-18&caregiver=${caregiverId}`),
      z.object({ data: z.array(shiftSchema) }),
    );
    expect(calendar.data.length).toBe(1);
  });
});

describe("the assessment's approved assignment", () => {
  it('is met once a caregiver accepted a shift, so the assessment may become active', async () => {
    const id = await anotherAssessment();
    // Approved straight in the database: approval itself is the assessments module's test.
    await database.db
      .update(assessments)
      .set({ status: AssessmentStatus.approved })
      .where(eq(assessments.id, id));
    const toActive = () =>
      owner.json(`/api/assessments/${id}/status`, 'POST', { to: AssessmentStatus.active });
    expect((await toActive()).status).toBe(422);
    const caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
    await createShift(database.db, id, {
      startsAt: new Date('2027-02-01T14:00:00Z'),
      endsAt: new Date('2027-02-01T17:00:00Z'),
      caregiverId,
      assignment: 'accepted',
    });
    await expectBody(await toActive(), 200);
  });
});
