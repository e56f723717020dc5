import { AssessmentStatus } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createVisit } from '../../../../test/factories/evv.ts';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createPatient, createPatientReferences } from '../../../../test/factories/patients.ts';
import {
  type ReportReaders,
  signInReportReaders,
} from '../../../../test/factories/reportReaders.ts';
import { createQualifiedCaregiver } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { nonZeroPoints, reportGraph, reportRows } from '../../../../test/reportCalls.ts';
import {
  assessments,
  careTypes,
  cities,
  diagnoses,
  patients,
  provinces,
  shifts,
} from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };
let callers: ReportReaders['clients'];
let otherAgencyId: number;
let payerId: number;
let nursingId: number;
let region: string;
let diagnosisCode: string;
// The factory names its payer `Home Care Program <n>`.
const payerName = 'Home Care Program';

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const { db } = database;
  const agencyId = await createAgency(db);
  otherAgencyId = await createAgency(db);
  const references = await createPatientReferences(db);
  payerId = references.payerId;
  const ann = await createPatient(db, agencyId, {
    firstName: 'Ann',
    lastName: 'Adams',
    payerId,
    address: { cityId: references.cityId },
    diagnoses: [
      { diagnosisId: references.secondDiagnosisId, primary: false },
      { diagnosisId: references.diagnosisId, primary: true },
    ],
  });
  const ben = await createPatient(db, agencyId, {
    firstName: 'Ben',
    lastName: 'Brown',
    status: 'discharged',
  });
  await createPatient(db, agencyId, { firstName: 'Cara', lastName: 'Cole', status: 'onHold' });
  const dan = await createPatient(db, otherAgencyId, {
    firstName: 'Dan',
    lastName: 'Dunn',
    payerId,
  });
  // Ann and Dan came in March (Dan at another agency), Ben in February; Cara today.
  const arrived = async (patientId: number, iso: string) => {
    await db
      .update(patients)
      .set({ createdAt: at(iso) })
      .where(eq(patients.id, patientId));
  };
  await arrived(ann, '2026-03-04T15:00:00Z');
  await arrived(dan, '2026-03-04T15:00:00Z');
  await arrived(ben, '2026-02-20T15:00:00Z');

  const [place] = await db
    .select({ province: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, references.cityId));
  region = place?.province ?? '';
  const [diagnosis] = await db
    .select({ code: diagnoses.code })
    .from(diagnoses)
    .where(eq(diagnoses.id, references.diagnosisId));
  diagnosisCode = diagnosis?.code ?? '';
  const [nursing] = await db
    .select({ id: careTypes.id })
    .from(careTypes)
    .where(eq(careTypes.code, 'nursing'));
  nursingId = nursing?.id ?? 0;

  // Ann: two visits in March (one more cancelled) and one in April; Dan one in March.
  const caregiver = await createQualifiedCaregiver(db, agencyId);
  const nursingPlan = async (agency: number, patientId: number) => {
    const assessmentId = await createAssessment(db, {
      agencyId: agency,
      patientId,
      status: AssessmentStatus.scheduled,
    });
    await db
      .update(assessments)
      .set({ careTypeId: nursingId })
      .where(eq(assessments.id, assessmentId));
    return assessmentId;
  };
  const visit = (assessmentId: number, start: string) =>
    createVisit(db, assessmentId, caregiver, {
      startsAt: at(start),
      endsAt: new Date(Date.parse(start) + 3_600_000),
    });
  const annPlan = await nursingPlan(agencyId, ann);
  await visit(annPlan, '2026-03-05T14:00:00Z');
  await visit(annPlan, '2026-03-31T23:00:00Z'); // March 31 in the evening, April 1 in UTC
  await visit(annPlan, '2026-04-02T14:00:00Z');
  const cancelled = await visit(annPlan, '2026-03-06T14:00:00Z');
  await db.update(shifts).set({ cancelledAt: new Date() }).where(eq(shifts.id, cancelled));
  await visit(await nursingPlan(otherAgencyId, dan), '2026-03-05T18:00:00Z');
  callers = await signInReportReaders(db, server, { agencyId, otherAgencyId });
});

const names = (rows: Record<string, unknown>[]) => rows.map((row) => row.name);

describe('the patients report', () => {
  it("lists the agency's patients with status, payer, primary diagnosis and visits", async () => {
    const { data, meta } = await reportRows(callers.owner, 'patients', { filter: march });
    expect(meta.total).toBe(3);
    expect(data).toStrictEqual([
      {
        patientId: expect.any(Number),
        name: 'Ann Adams',
        status: 'active',
        active: true,
        payer: expect.stringContaining(payerName),
        diagnosis: diagnosisCode,
        visits: 2,
      },
      {
        patientId: expect.any(Number),
        name: 'Ben Brown',
        status: 'discharged',
        active: false,
        payer: null,
        diagnosis: null,
        visits: 0,
      },
      {
        patientId: expect.any(Number),
        name: 'Cara Cole',
        status: 'onHold',
        active: false,
        payer: null,
        diagnosis: null,
        visits: 0,
      },
    ]);
  });

  it('narrows to a status, a payer, a care type and a region', async () => {
    const only = async (filter: object) =>
      names(
        (await reportRows(callers.agent, 'patients', { filter: { ...march, ...filter } })).data,
      );
    expect(await only({ status: 'onHold' })).toStrictEqual(['Cara Cole']);
    expect(await only({ payerId })).toStrictEqual(['Ann Adams']);
    expect(await only({ careTypeId: nursingId })).toStrictEqual(['Ann Adams']);
    expect(await only({ region })).toStrictEqual(['Ann Adams']);
    expect(await only({ region: region.toLowerCase() })).toStrictEqual(['Ann Adams']);
  });

  it('sorts and pages without repeating a patient', async () => {
    const body = { filter: march, sort: '-status', perPage: 2 };
    const first = await reportRows(callers.owner, 'patients', { ...body, page: 1 });
    const second = await reportRows(callers.owner, 'patients', { ...body, page: 2 });
    expect(names(first.data)).toStrictEqual(['Cara Cole', 'Ben Brown']);
    expect(names(second.data)).toStrictEqual(['Ann Adams']);
    const byVisits = await reportRows(callers.owner, 'patients', {
      filter: march,
      sort: '-visits',
    });
    expect(names(byVisits.data)).toStrictEqual(['Ann Adams', 'Ben Brown', 'Cara Cole']);
  });

  it('charts new patients per month, on agency days', async () => {
    const series = await reportGraph(callers.owner, 'patients', {
      filter: { from: '2026-02-01', to: '2026-03-31' },
      bucket: 'month',
    });
    expect(series.map((entry) => entry.key)).toStrictEqual(['newPatients']);
    expect(series[0]?.points).toStrictEqual([
      { bucket: '2026-02-01', value: 1 },
      { bucket: '2026-03-01', value: 1 },
    ]);
  });

  it("counts every agency's patients for an admin, or one agency's when asked", async () => {
    const all = await reportRows(callers.admin, 'patients', { filter: march, perPage: 100 });
    expect(names(all.data)).toEqual(expect.arrayContaining(['Ann Adams', 'Dan Dunn']));
    const other = await reportRows(callers.admin, 'patients', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(other.data).toMatchObject([{ name: 'Dan Dunn', visits: 1 }]);
    const graph = await reportGraph(callers.admin, 'patients', {
      filter: { ...march, agencyId: otherAgencyId },
      bucket: 'week',
    });
    expect(nonZeroPoints(graph, 'newPatients')).toStrictEqual({ '2026-03-02': 1 });
  });

  it("refuses another agency's patients, partners and caregivers", async () => {
    const foreign = await callers.agent.json('/api/reports/patients', 'POST', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(foreign.status).toBe(404);
    const partner = await callers.partner.json('/api/reports/patients/graph', 'POST', {
      filter: march,
      bucket: 'week',
    });
    expect(partner.status).toBe(403);
    const caregiver = await callers.caregiver.json('/api/reports/patients', 'POST', {
      filter: march,
    });
    expect(caregiver.status).toBe(403);
  });

  it('refuses a status the report does not know', async () => {
    const response = await callers.owner.json('/api/reports/patients', 'POST', {
      filter: { ...march, status: 'asleep' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
