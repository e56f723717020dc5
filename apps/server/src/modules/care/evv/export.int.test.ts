import {
  type EvvVisit,
  evvExportSchema,
  evvVisitSchema,
  itemResponse,
  Role,
  ShiftValidation,
  VisitChangeValidation,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { atHome, createVisit, setCareType } from '../../../../test/factories/evv.ts';
import { createUser, testPassword } from '../../../../test/factories/identity.ts';
import { createQualifiedCaregiver, createShiftAgency } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { visitCaptures } from '../../../db/schema/index.ts';
import { EVV_CSV_COLUMNS } from './exportStreams.ts';

const { database, server } = useTestServer();
let agency: Awaited<ReturnType<typeof createShiftAgency>>;
let other: Awaited<ReturnType<typeof createShiftAgency>>;
let owner: BrowserClient;
let otherOwner: BrowserClient;
let caregiverId: number;
const visits = { known: 0, inProgress: 0, scheduled: 0, early: 0, late: 0, formula: 0, other: 0 };

const quoteNote = 'Client said "late", then\nleft, ok';
const formulaNote = '=HYPERLINK("http://example.test")';
const utc = (text: string) => new Date(`${text}Z`);

/** A visit of the agency's caregiver, its marks at the planned times unless given. */
async function visit(
  assessmentId: number,
  caregiver: number,
  startsAt: string,
  endsAt: string,
  marks: { checkIn?: string; checkOut?: string } = {},
) {
  return createVisit(database.db, assessmentId, caregiver, {
    startsAt: utc(startsAt),
    endsAt: utc(endsAt),
    ...(marks.checkIn === undefined ? {} : { checkInAt: utc(marks.checkIn) }),
    ...(marks.checkOut === undefined ? {} : { checkOutAt: utc(marks.checkOut) }),
  });
}

const corrected = (shiftId: number, note: string, checkOutAt: string) =>
  owner.json(`/api/shifts/${shiftId}/changes`, 'POST', {
    reason: 'caregiverEarlyOrLate',
    resolution: 'confirmedWithClient',
    note,
    checkOut: { at: `${checkOutAt}.000Z` },
  });

// March 2026 in Toronto: standard time (UTC-5) until the 8th, daylight time (UTC-4) after.
beforeAll(async () => {
  agency = await createShiftAgency(database.db);
  other = await createShiftAgency(database.db);
  await setCareType(database.db, agency.assessmentId, 'nursing');
  owner = await signedInClient(server, agency.owner.email, agency.owner.password);
  otherOwner = await signedInClient(server, other.owner.email, other.owner.password);
  caregiverId = await createQualifiedCaregiver(database.db, agency.agencyId);
  const a = agency.assessmentId;
  const both = (start: string, end: string) => ({ checkIn: start, checkOut: end });
  visits.known = await visit(a, caregiverId, '2026-03-10T13:00', '2026-03-10T16:00', {
    checkIn: '2026-03-10T13:02',
    checkOut: '2026-03-10T15:58',
  });
  visits.inProgress = await visit(a, caregiverId, '2026-03-11T13:00', '2026-03-11T16:00', {
    checkIn: '2026-03-11T13:00',
  });
  visits.scheduled = await visit(a, caregiverId, '2026-03-12T13:00', '2026-03-12T16:00');
  // 23:30 on the last evening of February, and of March, in Toronto.
  visits.early = await visit(
    a,
    caregiverId,
    '2026-03-01T04:30',
    '2026-03-01T05:30',
    both('2026-03-01T04:30', '2026-03-01T05:30'),
  );
  visits.late = await visit(
    a,
    caregiverId,
    '2026-04-01T03:30',
    '2026-04-01T04:30',
    both('2026-04-01T03:30', '2026-04-01T04:30'),
  );
  visits.formula = await visit(
    a,
    caregiverId,
    '2026-03-13T13:00',
    '2026-03-13T16:00',
    both('2026-03-13T13:00', '2026-03-13T16:00'),
  );
  // The caregiver checked in without signal at the client's appointment, away from home.
  await database.db.insert(visitCaptures).values([
    {
      shiftId: visits.formula,
      phase: 'check_in',
      at: utc('2026-03-13T13:00'),
      ...atHome,
      latitude: atHome.latitude + 0.02,
      distanceMetres: 2_224,
      fenceRadiusMetres: 150,
      fence: 'outside',
      timing: 'on_time',
      reasonCode: 'community_visit',
      capturedOffline: true,
    },
    {
      shiftId: visits.formula,
      phase: 'check_out',
      at: utc('2026-03-13T16:00'),
      ...atHome,
      distanceMetres: 0,
      fenceRadiusMetres: 150,
      fence: 'inside',
      timing: 'on_time',
    },
  ]);
  const otherCaregiver = await createQualifiedCaregiver(database.db, other.agencyId);
  visits.other = await visit(
    other.assessmentId,
    otherCaregiver,
    '2026-03-10T13:00',
    '2026-03-10T16:00',
    both('2026-03-10T13:00', '2026-03-10T16:00'),
  );
  await expectBody(await corrected(visits.known, quoteNote, '2026-03-10T16:00:00'), 201);
  await expectBody(await corrected(visits.formula, formulaNote, '2026-03-13T15:45:00'), 201);
});

const exportPath = (agencyId: number, from: string, to: string, csv = false) =>
  `/api/agencies/${agencyId}/evv/visits${csv ? '.csv' : ''}?from=${from}&to=${to}`;
const march = (agencyId: number, csv = false) =>
  exportPath(agencyId, '2026-03-01', '2026-03-31', csv);

describe('the aggregator export as JSON', () => {
  let exported: EvvVisit[];

  beforeAll(async () => {
    const response = await owner.request(march(agency.agencyId));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bodyOf(response, evvExportSchema);
    expect(body.meta).toMatchObject({
      agencyId: agency.agencyId,
      from: '2026-03-01',
      to: '2026-03-31',
      timeZone: 'America/Toronto',
    });
    exported = body.data;
  });

  it('holds the completed or corrected visits of the Toronto days, by start', () => {
    expect(exported.map((row) => row.visitId)).toStrictEqual([
      visits.known,
      visits.formula,
      visits.late,
    ]);
  });

  it('gives every field of a known visit', async () => {
    const changes = exported[0]?.changes ?? [];
    expect(exported[0]).toStrictEqual({
      visitId: visits.known,
      agencyId: agency.agencyId,
      serviceCode: 'S9123',
      careType: 'nursing',
      services: ['personal-care', 'companionship'],
      recipientId: agency.patientId,
      caregiverId,
      visitDate: '2026-03-10',
      timeZone: 'America/Toronto',
      plannedStart: '2026-03-10T13:00:00.000Z',
      plannedEnd: '2026-03-10T16:00:00.000Z',
      checkIn: { ...atHome, at: '2026-03-10T13:02:00.000Z' },
      checkOut: { ...atHome, at: '2026-03-10T16:00:00.000Z' },
      originalCheckIn: { ...atHome, at: '2026-03-10T13:02:00.000Z' },
      originalCheckOut: { ...atHome, at: '2026-03-10T15:58:00.000Z' },
      locationType: 'home',
      capturedOffline: false,
      status: 'completed',
      changes: [
        {
          id: changes[0]?.id,
          shiftId: visits.known,
          field: 'checkOut',
          before: { ...atHome, at: '2026-03-10T15:58:00.000Z' },
          after: { ...atHome, at: '2026-03-10T16:00:00.000Z' },
          // The patient has no pinned home here (no fence), and the check-out was on time.
          beforeVerdict: null,
          afterVerdict: {
            fence: 'unverified',
            distanceMetres: null,
            fenceRadiusMetres: 150,
            timing: 'on_time',
          },
          reason: 'caregiverEarlyOrLate',
          resolution: 'confirmedWithClient',
          note: quoteNote,
          changedBy: { id: agency.owner.id, name: expect.any(String) },
          changedAt: changes[0]?.changedAt,
        },
      ],
    });
    // The visit's own record is the same one.
    const one = await bodyOf(
      await owner.request(`/api/shifts/${visits.known}/evv`),
      itemResponse(evvVisitSchema),
    );
    expect(one.data).toStrictEqual(exported[0]);
  });

  it('says where care was given and whether a mark was captured offline, from the captures', () => {
    const located = exported.map((row) => [row.visitId, row.locationType, row.capturedOffline]);
    expect(located).toStrictEqual([
      [visits.known, 'home', false],
      [visits.formula, 'community', true],
      [visits.late, 'home', false],
    ]);
  });

  it('dates a visit by its Toronto day: 23:30 on the last of the month is that month', async () => {
    expect(exported.find((row) => row.visitId === visits.late)?.visitDate).toBe('2026-03-31');
    const february = await bodyOf(
      await owner.request(exportPath(agency.agencyId, '2026-02-28', '2026-02-28')),
      evvExportSchema,
    );
    expect(february.data.map((row) => [row.visitId, row.visitDate])).toStrictEqual([
      [visits.early, '2026-02-28'],
    ]);
  });
});

describe('the aggregator export as CSV', () => {
  let lines: string;

  beforeAll(async () => {
    const response = await owner.request(march(agency.agencyId, true));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="evv-visits-${agency.agencyId}-2026-03-01-2026-03-31.csv"`,
    );
    lines = await response.text();
  });

  it('starts with the header of every column, alone when the range has no visit', async () => {
    expect(lines.split('\n')[0]).toBe(EVV_CSV_COLUMNS.join(','));
    const quietDay = await owner.request(
      exportPath(agency.agencyId, '2026-01-01', '2026-01-01', true),
    );
    expect(await quietDay.text()).toBe(`${EVV_CSV_COLUMNS.join(',')}\n`);
    expect(EVV_CSV_COLUMNS).toEqual(
      expect.arrayContaining(['serviceCode', 'recipientId', 'caregiverId', 'checkInAt']),
    );
  });

  it('quotes a cell with commas, quotes or a line break, and defuses a formula', () => {
    expect(lines).toContain(
      `${visits.known},${agency.agencyId},S9123,nursing,${agency.patientId},${caregiverId},2026-03-10,`,
    );
    expect(lines).toContain('"Client said ""late"", then\nleft, ok"');
    expect(lines).toContain(`"'=HYPERLINK(""http://example.test"")"`);
    expect(lines).not.toContain(`,${visits.inProgress},`);
  });
});

describe('the range of an export', () => {
  it('takes 31 days and refuses 32, a reversed range and a date that is none', async () => {
    expect((await owner.request(march(agency.agencyId))).status).toBe(200);
    const long = await expectFieldErrors(
      await owner.request(exportPath(agency.agencyId, '2026-03-01', '2026-04-01')),
    );
    expect(long.to).toStrictEqual([VisitChangeValidation.exportTooLong]);
    const reversed = await expectFieldErrors(
      await owner.request(exportPath(agency.agencyId, '2026-03-02', '2026-03-01', true)),
    );
    expect(reversed.to).toStrictEqual([ShiftValidation.rangeOrder]);
    const none = await expectFieldErrors(
      await owner.request(exportPath(agency.agencyId, '2026-02-30', '2026-03-01')),
    );
    expect(Object.keys(none)).toStrictEqual(['from']);
  });
});

describe("another agency's visits", () => {
  it('are never in an export, and its export is not found for other staff', async () => {
    const theirs = await bodyOf(await otherOwner.request(march(other.agencyId)), evvExportSchema);
    expect(theirs.data.map((row) => row.visitId)).toStrictEqual([visits.other]);
    expect((await owner.request(march(other.agencyId))).status).toBe(404);
    expect((await otherOwner.request(march(agency.agencyId, true))).status).toBe(404);
    expect((await otherOwner.request(`/api/shifts/${visits.known}/evv`)).status).toBe(404);
  });

  it('an admin exports any agency, and an unknown one is not found', async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const client = await signedInClient(server, admin.email, testPassword);
    const body = await bodyOf(await client.request(march(other.agencyId)), evvExportSchema);
    expect(body.data.map((row) => row.visitId)).toStrictEqual([visits.other]);
    expect((await client.request(march(2_000_000_000))).status).toBe(404);
  });
});

describe('an export longer than a page', () => {
  it('gives every visit once, in order, across the pages it is read in', async () => {
    const busy = await createShiftAgency(database.db);
    const client = await signedInClient(server, busy.owner.email, busy.owner.password);
    const worker = await createQualifiedCaregiver(database.db, busy.agencyId);
    // 600 back-to-back hours from 1 January, more than the export's page of 500.
    await database.db.execute(sql`
      INSERT INTO shifts (assessment_id, agency_id, patient_id, caregiver_id, assignment,
        starts_at, ends_at, checked_in_at, check_in_latitude, check_in_longitude,
        check_in_accuracy, checked_out_at, check_out_latitude, check_out_longitude,
        check_out_accuracy)
      SELECT ${busy.assessmentId}, ${busy.agencyId}, ${busy.patientId}, ${worker}, 'accepted',
        hour, hour + interval '1 hour', hour, 43.65, -79.38, 10, hour + interval '1 hour',
        43.65, -79.38, 10
      FROM generate_series(timestamptz '2026-01-01T05:00:00Z', timestamptz '2026-01-01T05:00:00Z'
        + interval '599 hours', interval '1 hour') AS hour`);
    const body = await bodyOf(
      await client.request(exportPath(busy.agencyId, '2026-01-01', '2026-01-31')),
      evvExportSchema,
    );
    const starts = body.data.map((row) => row.plannedStart);
    expect(body.data).toHaveLength(600);
    expect(new Set(body.data.map((row) => row.visitId)).size).toBe(600);
    expect([...starts].sort()).toStrictEqual(starts);
  });
});
