import { MedicationAdministration, ReasonNotAdministered, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCaregiver } from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createMedication } from '../../../../test/factories/medications.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import {
  type ReportReaders,
  signInReportReaders,
} from '../../../../test/factories/reportReaders.ts';
import { createCaregiverAccount } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { nonZeroPoints, reportGraph, reportRows } from '../../../../test/reportCalls.ts';
import { medicationAdministrations } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
// Monday to Wednesday; doses are kept on Toronto's clock, which is UTC-5 in early March.
const range = { from: '2026-03-02', to: '2026-03-04' };
let callers: ReportReaders['clients'];
let otherAgencyId: number;
let caregiverId: number;

type Entry = {
  status: MedicationAdministration;
  reason?: ReasonNotAdministered;
  comment?: string;
  recordedBy?: number;
  correctsId?: number;
};

beforeAll(async () => {
  const { db } = database;
  const agencyId = await createAgency(db);
  otherAgencyId = await createAgency(db);
  const nurse = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  caregiverId = await createCaregiver(db, agencyId, { status: 'hired' });
  const caregiverAccount = await createCaregiverAccount(db, agencyId, caregiverId);
  const pat = await createPatient(db, agencyId, { firstName: 'Pat', lastName: 'Doe' });
  const schedule = { timeZone: 'America/Toronto', startDate: '2026-03-01' };
  const metoprolol = await createMedication(db, pat, nurse.id, {
    ...schedule,
    name: 'Metoprolol',
    times: ['08:00', '20:00'],
  });
  // Wednesdays only: one dose in the range, never recorded.
  await createMedication(db, pat, nurse.id, {
    ...schedule,
    name: 'Donepezil',
    dose: '5 mg',
    times: ['09:00'],
    weekDays: [3],
  });
  const stranger = await createPatient(db, otherAgencyId, { firstName: 'Sam', lastName: 'Roe' });
  const strangers = await createMedication(db, stranger, nurse.id, {
    ...schedule,
    times: ['08:00'],
  });

  const record = async (medicationId: number, patientId: number, at: string, entry: Entry) => {
    const [row] = await db
      .insert(medicationAdministrations)
      .values({ medicationId, patientId, scheduledFor: new Date(at), ...entry })
      .returning({ id: medicationAdministrations.id });
    return row?.id ?? 0;
  };
  const { administered, held, notAdministered } = MedicationAdministration;
  await record(metoprolol, pat, '2026-03-02T13:00:00Z', {
    status: administered,
    recordedBy: caregiverAccount.id,
  });
  await record(metoprolol, pat, '2026-03-03T01:00:00Z', {
    status: notAdministered,
    reason: ReasonNotAdministered.patientRefused,
  });
  await record(metoprolol, pat, '2026-03-03T13:00:00Z', {
    status: held,
    reason: ReasonNotAdministered.heldForParameters,
    comment: 'Blood pressure under 90.',
  });
  // Recorded as given, then corrected: the correction is what the record says.
  const given = await record(metoprolol, pat, '2026-03-04T01:00:00Z', { status: administered });
  await record(metoprolol, pat, '2026-03-04T01:00:00Z', {
    status: notAdministered,
    reason: ReasonNotAdministered.vomiting,
    correctsId: given,
  });
  await record(metoprolol, pat, '2026-03-04T13:00:00Z', {
    status: notAdministered,
    reason: ReasonNotAdministered.missedDose,
    comment: 'Pharmacy delivery was late.',
  });
  await record(strangers, stranger, '2026-03-02T13:00:00Z', { status: administered });
  callers = await signInReportReaders(db, server, { agencyId, otherAgencyId });
});

describe('the medications report', () => {
  it("lists every scheduled dose of the agency's patients with its outcome", async () => {
    const { data, meta } = await reportRows(callers.owner, 'medications', { filter: range });
    expect(meta.total).toBe(7);
    const metoprolol = { patient: 'Pat Doe', medication: 'Metoprolol', dose: '25 mg' };
    expect(data).toStrictEqual(
      [
        { day: '2026-03-02', scheduledFor: '2026-03-02T13:00:00.000Z', outcome: 'given' },
        // 20:00 on Monday in Toronto is Tuesday in UTC: it is Monday's dose.
        { day: '2026-03-02', scheduledFor: '2026-03-03T01:00:00.000Z', outcome: 'refused' },
        { day: '2026-03-03', scheduledFor: '2026-03-03T13:00:00.000Z', outcome: 'held' },
        { day: '2026-03-03', scheduledFor: '2026-03-04T01:00:00.000Z', outcome: 'notGiven' },
        { day: '2026-03-04', scheduledFor: '2026-03-04T13:00:00.000Z', outcome: 'missed' },
        {
          day: '2026-03-04',
          scheduledFor: '2026-03-04T14:00:00.000Z',
          outcome: 'missed',
          medication: 'Donepezil',
          dose: '5 mg',
        },
        { day: '2026-03-04', scheduledFor: '2026-03-05T01:00:00.000Z', outcome: 'missed' },
      ].map((row) => ({ patientId: expect.any(Number), ...metoprolol, ...row })),
    );
  });

  it('narrows to an outcome, and to the caregiver who recorded the dose', async () => {
    const missed = await reportRows(callers.agent, 'medications', {
      filter: { ...range, status: 'missed' },
    });
    expect(missed.meta.total).toBe(3);
    const byCaregiver = await reportRows(callers.agent, 'medications', {
      filter: { ...range, caregiverId },
    });
    expect(byCaregiver.data.map((row) => row.outcome)).toStrictEqual(['given']);
  });

  it('sorts and pages without repeating a dose', async () => {
    const body = { filter: range, sort: '-outcome', perPage: 4 };
    const first = await reportRows(callers.owner, 'medications', { ...body, page: 1 });
    const second = await reportRows(callers.owner, 'medications', { ...body, page: 2 });
    expect([...first.data, ...second.data].map((row) => row.outcome)).toStrictEqual([
      'refused',
      'notGiven',
      'missed',
      'missed',
      'missed',
      'held',
      'given',
    ]);
    const seen = [...first.data, ...second.data].map(
      (row) => `${row.medication}@${row.scheduledFor}`,
    );
    expect(new Set(seen).size).toBe(7);
  });

  it('charts doses per outcome per day', async () => {
    const series = await reportGraph(callers.owner, 'medications', {
      filter: range,
      bucket: 'day',
    });
    expect(series.map((entry) => entry.key)).toStrictEqual([
      'given',
      'refused',
      'held',
      'missed',
      'notGiven',
      'leaveOfAbsence',
      'due',
    ]);
    expect(nonZeroPoints(series, 'given')).toStrictEqual({ '2026-03-02': 1 });
    expect(nonZeroPoints(series, 'refused')).toStrictEqual({ '2026-03-02': 1 });
    expect(nonZeroPoints(series, 'held')).toStrictEqual({ '2026-03-03': 1 });
    expect(nonZeroPoints(series, 'notGiven')).toStrictEqual({ '2026-03-03': 1 });
    expect(nonZeroPoints(series, 'missed')).toStrictEqual({ '2026-03-04': 3 });
  });

  it("counts another agency's doses only for an admin", async () => {
    const other = await reportRows(callers.admin, 'medications', {
      filter: { ...range, agencyId: otherAgencyId },
    });
    expect(other.data.map((row) => [row.patient, row.day, row.outcome])).toStrictEqual([
      ['Sam Roe', '2026-03-02', 'given'],
      ['Sam Roe', '2026-03-03', 'missed'],
      ['Sam Roe', '2026-03-04', 'missed'],
    ]);
    const all = await reportRows(callers.admin, 'medications', { filter: range });
    expect(all.meta.total).toBe(10);
    const foreign = await callers.owner.json('/api/reports/medications', 'POST', {
      filter: { ...range, agencyId: otherAgencyId },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses partners and caregivers, and an outcome it does not know', async () => {
    const partner = await callers.partner.json('/api/reports/medications', 'POST', {
      filter: range,
    });
    expect(partner.status).toBe(403);
    const caregiver = await callers.caregiver.json('/api/reports/medications/graph', 'POST', {
      filter: range,
      bucket: 'week',
    });
    expect(caregiver.status).toBe(403);
    const unknown = await callers.owner.json('/api/reports/medications', 'POST', {
      filter: { ...range, status: 'swallowed' },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(((await unknown.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
