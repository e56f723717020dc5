import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../../../test/factories/evv.ts';
import { createNote } from '../../../../test/factories/notes.ts';
import {
  type ReportReaders,
  signInReportReaders,
} from '../../../../test/factories/reportReaders.ts';
import {
  createCaregiverAccount,
  createQualifiedCaregiver,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { nonZeroPoints, reportGraph, reportRows } from '../../../../test/reportCalls.ts';
import { notes } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };
const secretWords = 'Told me about her divorce';
let callers: ReportReaders['clients'];
let otherAgencyId: number;
let cleo: number;
let max: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const { db } = database;
  const home = await createShiftAgency(db);
  const other = await createShiftAgency(db);
  otherAgencyId = other.agencyId;
  cleo = await createQualifiedCaregiver(db, home.agencyId, { firstName: 'Cleo', lastName: 'Ng' });
  max = await createQualifiedCaregiver(db, home.agencyId, { firstName: 'Max', lastName: 'Ortiz' });
  const cleoAccount = await createCaregiverAccount(db, home.agencyId, cleo);
  const stranger = await createQualifiedCaregiver(db, other.agencyId);
  await createCaregiverAccount(db, other.agencyId, stranger);

  const visit = (assessmentId: number, caregiverId: number, start: string, checkedOut = true) =>
    createVisit(db, assessmentId, caregiverId, {
      startsAt: at(start),
      endsAt: new Date(Date.parse(start) + 3_600_000),
      checkInAt: at(start),
      ...(checkedOut ? { checkOutAt: new Date(Date.parse(start) + 3_600_000) } : {}),
    });
  const patient = { kind: 'patient', patientId: home.patientId } as const;
  const note = (createdAt: string, signed: boolean) =>
    createNote(db, patient, cleoAccount.id, {
      createdAt: at(createdAt),
      signed,
      body: secretWords,
    });

  // Documented: Cleo signed her note half an hour after the visit.
  await visit(home.assessmentId, cleo, '2026-03-03T14:00:00Z');
  await note('2026-03-03T15:30:00Z', true);
  // A draft started during the visit, never signed.
  await visit(home.assessmentId, cleo, '2026-03-04T14:00:00Z');
  await note('2026-03-04T14:30:00Z', false);
  // A note signed two days later is not this visit's note.
  await visit(home.assessmentId, cleo, '2026-03-05T14:00:00Z');
  await note('2026-03-07T15:00:00Z', true);
  // Max has no account to write a note with.
  await visit(home.assessmentId, max, '2026-03-06T14:00:00Z');
  // Still running, and after the range: neither is listed.
  await visit(home.assessmentId, cleo, '2026-03-09T14:00:00Z', false);
  await visit(home.assessmentId, cleo, '2026-04-01T14:00:00Z');
  // Another agency's visit without a note.
  await visit(other.assessmentId, stranger, '2026-03-04T14:00:00Z');

  // A signed note put on hold on March 10; another agency's held note.
  const hold = async (noteId: number, heldAt: string, heldBy: number) => {
    await db
      .update(notes)
      .set({ heldAt: at(heldAt), heldBy })
      .where(eq(notes.id, noteId));
  };
  await hold(await note('2026-03-10T12:00:00Z', true), '2026-03-10T16:00:00Z', home.owner.id);
  const foreignNote = await createNote(
    db,
    { kind: 'patient', patientId: other.patientId },
    other.owner.id,
    { createdAt: at('2026-03-10T12:00:00Z') },
  );
  await hold(foreignNote, '2026-03-10T16:00:00Z', other.owner.id);
  callers = await signInReportReaders(db, server, { agencyId: home.agencyId, otherAgencyId });
});

const issuesOf = (rows: Record<string, unknown>[]) =>
  rows.map((row) => [row.day, row.issue, row.caregiver]);

describe('the documentation report', () => {
  it('lists visits without a signed note and held notes, never a word of a note', async () => {
    const response = await callers.owner.json('/api/reports/documentation', 'POST', {
      filter: march,
    });
    const text = await response.text();
    expect(text).not.toContain(secretWords);
    const { data, meta } = JSON.parse(text) as Awaited<ReturnType<typeof reportRows>>;
    expect(meta.total).toBe(4);
    const visit = {
      issue: 'unsignedVisit',
      patientId: expect.any(Number),
      patient: expect.any(String),
    };
    expect(data).toStrictEqual([
      {
        ...visit,
        day: '2026-03-04',
        caregiver: 'Cleo Ng',
        checkedInAt: '2026-03-04T14:00:00.000Z',
        checkedOutAt: '2026-03-04T15:00:00.000Z',
        draftStarted: true,
      },
      {
        ...visit,
        day: '2026-03-05',
        caregiver: 'Cleo Ng',
        checkedInAt: '2026-03-05T14:00:00.000Z',
        checkedOutAt: '2026-03-05T15:00:00.000Z',
        draftStarted: false,
      },
      {
        ...visit,
        day: '2026-03-06',
        caregiver: 'Max Ortiz',
        checkedInAt: '2026-03-06T14:00:00.000Z',
        checkedOutAt: '2026-03-06T15:00:00.000Z',
        draftStarted: false,
      },
      {
        issue: 'noteOnHold',
        patientId: expect.any(Number),
        patient: expect.any(String),
        day: '2026-03-10',
        caregiver: null,
        checkedInAt: null,
        checkedOutAt: null,
        draftStarted: null,
      },
    ]);
  });

  it('narrows to an issue and to a caregiver', async () => {
    const only = async (filter: object) =>
      issuesOf(
        (await reportRows(callers.agent, 'documentation', { filter: { ...march, ...filter } }))
          .data,
      );
    expect(await only({ status: 'noteOnHold' })).toStrictEqual([
      ['2026-03-10', 'noteOnHold', null],
    ]);
    expect(await only({ caregiverId: max })).toStrictEqual([
      ['2026-03-06', 'unsignedVisit', 'Max Ortiz'],
    ]);
    expect(await only({ caregiverId: cleo })).toStrictEqual([
      ['2026-03-04', 'unsignedVisit', 'Cleo Ng'],
      ['2026-03-05', 'unsignedVisit', 'Cleo Ng'],
      ['2026-03-10', 'noteOnHold', null],
    ]);
  });

  it('sorts and pages without repeating a row', async () => {
    const body = { filter: march, sort: '-day', perPage: 3 };
    const first = await reportRows(callers.owner, 'documentation', { ...body, page: 1 });
    const second = await reportRows(callers.owner, 'documentation', { ...body, page: 2 });
    expect([...first.data, ...second.data].map((row) => row.day)).toStrictEqual([
      '2026-03-10',
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
    ]);
    expect(second.meta).toStrictEqual({ page: 2, perPage: 3, total: 4 });
  });

  it('charts unsigned visits and held notes per week', async () => {
    const series = await reportGraph(callers.owner, 'documentation', {
      filter: march,
      bucket: 'week',
    });
    expect(series.map((entry) => entry.key)).toStrictEqual(['unsignedVisit', 'noteOnHold']);
    expect(nonZeroPoints(series, 'unsignedVisit')).toStrictEqual({ '2026-03-02': 3 });
    expect(nonZeroPoints(series, 'noteOnHold')).toStrictEqual({ '2026-03-09': 1 });
  });

  it("counts another agency's rows only for an admin", async () => {
    const other = await reportRows(callers.admin, 'documentation', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(issuesOf(other.data).map(([day, issue]) => [day, issue])).toStrictEqual([
      ['2026-03-04', 'unsignedVisit'],
      ['2026-03-10', 'noteOnHold'],
    ]);
    const all = await reportRows(callers.admin, 'documentation', { filter: march });
    expect(all.meta.total).toBe(6);
    const foreign = await callers.owner.json('/api/reports/documentation', 'POST', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses partners and caregivers, and an issue it does not know', async () => {
    const partner = await callers.partner.json('/api/reports/documentation', 'POST', {
      filter: march,
    });
    expect(partner.status).toBe(403);
    const caregiver = await callers.caregiver.json('/api/reports/documentation/graph', 'POST', {
      filter: march,
      bucket: 'month',
    });
    expect(caregiver.status).toBe(403);
    const unknown = await callers.owner.json('/api/reports/documentation', 'POST', {
      filter: { ...march, status: 'lost' },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(((await unknown.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
