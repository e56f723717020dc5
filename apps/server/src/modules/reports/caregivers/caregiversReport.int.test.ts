import { beforeAll, describe, expect, it } from 'vitest';
import { createCaregiver, createDocument } from '../../../../test/factories/caregivers.ts';
import { createVisit } from '../../../../test/factories/evv.ts';
import {
  type ReportReaders,
  signInReportReaders,
} from '../../../../test/factories/reportReaders.ts';
import { createShiftAgency } from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { nonZeroPoints, reportGraph, reportRows } from '../../../../test/reportCalls.ts';
import { caregiverStatusChanges } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };
let callers: ReportReaders['clients'];
let agencyId: number;
let otherAgencyId: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const { db } = database;
  const home = await createShiftAgency(db);
  const other = await createShiftAgency(db);
  agencyId = home.agencyId;
  otherAgencyId = other.agencyId;
  const alice = await createCaregiver(db, agencyId, {
    firstName: 'Alice',
    lastName: 'Abbott',
    status: 'hired',
  });
  const bruno = await createCaregiver(db, agencyId, {
    firstName: 'Bruno',
    lastName: 'Baker',
    status: 'pending',
  });
  await createCaregiver(db, agencyId, {
    firstName: 'Chloe',
    lastName: 'Cruz',
    status: 'offBoarded',
  });
  const dora = await createCaregiver(db, otherAgencyId, {
    firstName: 'Dora',
    lastName: 'Diaz',
    status: 'hired',
  });

  // Alice: 150 + 60 minutes in March, and 30 on March 31 late in the evening (April 1 in UTC).
  const visit = (caregiverId: number, assessmentId: number, start: string, end: string) =>
    createVisit(db, assessmentId, caregiverId, {
      startsAt: at(start),
      endsAt: at(end),
      checkInAt: at(start),
      checkOutAt: at(end),
    });
  await visit(alice, home.assessmentId, '2026-03-03T14:00:00Z', '2026-03-03T16:30:00Z');
  await visit(alice, home.assessmentId, '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z');
  await visit(alice, home.assessmentId, '2026-04-01T03:30:00Z', '2026-04-01T04:00:00Z');
  // Outside the range, and a visit still running: neither is worked time of March.
  await visit(alice, home.assessmentId, '2026-04-02T14:00:00Z', '2026-04-02T18:00:00Z');
  await createVisit(db, home.assessmentId, bruno, {
    startsAt: at('2026-03-12T14:00:00Z'),
    endsAt: at('2026-03-12T16:00:00Z'),
    checkInAt: at('2026-03-12T14:00:00Z'),
  });
  // Another agency's caregiver works in March too.
  await visit(dora, other.assessmentId, '2026-03-03T14:00:00Z', '2026-03-03T20:00:00Z');

  // Alice's CPR runs out within 30 days of March 31; her TB screening did too, but was renewed.
  await createDocument(db, alice, { kind: 'firstAidCpr', expiresOn: '2026-04-15' });
  await createDocument(db, alice, { kind: 'tbScreening', expiresOn: '2026-04-20' });
  await createDocument(db, alice, {
    kind: 'tbScreening',
    issuedOn: '2026-03-20',
    expiresOn: '2027-03-20',
  });
  // Bruno's runs out later than the window; Dora's within it, at another agency.
  await createDocument(db, bruno, { kind: 'firstAidCpr', expiresOn: '2026-05-15' });
  await createDocument(db, dora, { kind: 'firstAidCpr', expiresOn: '2026-04-10' });

  await db.insert(caregiverStatusChanges).values([
    {
      caregiverId: alice,
      fromStatus: 'pending',
      toStatus: 'hired',
      changedAt: at('2026-03-09T15:00:00Z'),
    },
    {
      caregiverId: dora,
      fromStatus: 'pending',
      toStatus: 'hired',
      changedAt: at('2026-03-09T15:00:00Z'),
    },
  ]);
  callers = await signInReportReaders(db, server, { agencyId, otherAgencyId });
});

describe('the caregivers report', () => {
  it("lists the agency's caregivers with status, expiring documents and minutes worked", async () => {
    const { data, meta } = await reportRows(callers.owner, 'caregivers', { filter: march });
    expect(meta.total).toBe(3);
    expect(data).toStrictEqual([
      { name: 'Alice Abbott', status: 'hired', expiringDocuments: 1, minutesWorked: 240 },
      { name: 'Bruno Baker', status: 'pending', expiringDocuments: 0, minutesWorked: 0 },
      { name: 'Chloe Cruz', status: 'offBoarded', expiringDocuments: 0, minutesWorked: 0 },
    ]);
  });

  it('narrows to a status', async () => {
    const { data } = await reportRows(callers.agent, 'caregivers', {
      filter: { ...march, status: 'pending' },
    });
    expect(data.map((row) => row.name)).toStrictEqual(['Bruno Baker']);
  });

  it('sorts and pages without repeating a caregiver', async () => {
    const body = { filter: march, sort: '-minutesWorked', perPage: 2 };
    const first = await reportRows(callers.owner, 'caregivers', { ...body, page: 1 });
    const second = await reportRows(callers.owner, 'caregivers', { ...body, page: 2 });
    expect(first.data.map((row) => row.name)).toStrictEqual(['Alice Abbott', 'Bruno Baker']);
    expect(second.data.map((row) => row.name)).toStrictEqual(['Chloe Cruz']);
    expect(second.meta).toStrictEqual({ page: 2, perPage: 2, total: 3 });
    const byStatus = await reportRows(callers.owner, 'caregivers', {
      filter: march,
      sort: '-status',
    });
    expect(byStatus.data.map((row) => row.status)).toStrictEqual([
      'pending',
      'offBoarded',
      'hired',
    ]);
  });

  it('charts minutes worked and hires per week, on agency days', async () => {
    const series = await reportGraph(callers.owner, 'caregivers', {
      filter: march,
      bucket: 'week',
    });
    expect(series.map((entry) => entry.key)).toStrictEqual(['minutesWorked', 'hires']);
    expect(nonZeroPoints(series, 'minutesWorked')).toStrictEqual({
      '2026-03-02': 150,
      '2026-03-09': 60,
      '2026-03-30': 30,
    });
    expect(nonZeroPoints(series, 'hires')).toStrictEqual({ '2026-03-09': 1 });
    expect(series[0]?.points.map((point) => point.bucket)).toStrictEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });

  it("counts every agency's caregivers for an admin, or one agency's when asked", async () => {
    const all = await reportRows(callers.admin, 'caregivers', { filter: march, perPage: 100 });
    expect(all.data.map((row) => row.name)).toContain('Dora Diaz');
    const other = await reportRows(callers.admin, 'caregivers', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(other.data).toStrictEqual([
      { name: 'Dora Diaz', status: 'hired', expiringDocuments: 1, minutesWorked: 360 },
    ]);
    const graph = await reportGraph(callers.admin, 'caregivers', {
      filter: { ...march, agencyId: otherAgencyId },
      bucket: 'month',
    });
    expect(nonZeroPoints(graph, 'hires')).toStrictEqual({ '2026-03-01': 1 });
  });

  it("refuses another agency's caregivers, partners and caregivers", async () => {
    const foreign = await callers.owner.json('/api/reports/caregivers', 'POST', {
      filter: { ...march, agencyId: otherAgencyId },
    });
    expect(foreign.status).toBe(404);
    const partner = await callers.partner.json('/api/reports/caregivers', 'POST', {
      filter: march,
    });
    expect(partner.status).toBe(403);
    expect(await partner.json()).toMatchObject({ messageCode: 'report_not_for_you' });
    const caregiver = await callers.caregiver.json('/api/reports/caregivers/graph', 'POST', {
      filter: march,
      bucket: 'day',
    });
    expect(caregiver.status).toBe(403);
  });

  it('refuses a status the report does not know', async () => {
    const response = await callers.owner.json('/api/reports/caregivers', 'POST', {
      filter: { ...march, status: 'fired' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
