import { Role, type Timesheet, type TimesheetDetail } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createVisit } from '../../../../test/factories/evv.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import {
  createCaregiverAccount,
  createQualifiedCaregiver,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { createApprovedTimesheets } from '../../../../test/factories/timesheets.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, shifts, timesheetRevisions, visitExceptions } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();

// The pay period of March 8–21, 2027, across the switch to daylight saving time (March 14, 02:00
// in Toronto). Instants are written in UTC: EST is UTC-5 before the switch, EDT UTC-4 after.
const PERIOD = '2027-03-08';
const at = (iso: string) => new Date(iso);

let agencyId: number;
let assessmentId: number;
let ada: number; // three verified visits
let bea: number; // one without a check-out
let cal: number; // one with an open EVV exception
let acrossMidnight: number;
let owner: BrowserClient;
let agent: BrowserClient;
let adaHerself: BrowserClient;

const listPath = (agency: number, periodStart = PERIOD) =>
  `/api/agencies/${agency}/timesheets?periodStart=${periodStart}`;
const onePath = (caregiverId: number, periodStart = PERIOD, agency = agencyId) =>
  `/api/agencies/${agency}/timesheets/${caregiverId}?periodStart=${periodStart}`;
const actionPath = (caregiverId: number, action: 'approve' | 'revise', agency = agencyId) =>
  `/api/agencies/${agency}/timesheets/${caregiverId}/${action}`;
const exportPath = (agency: number, periodStart = PERIOD) =>
  `/api/agencies/${agency}/timesheets/export?periodStart=${periodStart}`;

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(database.db, { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

async function visit(caregiverId: number, checkInAt: string, checkOutAt?: string) {
  const startsAt = at(checkInAt);
  return createVisit(database.db, assessmentId, caregiverId, {
    startsAt,
    endsAt: checkOutAt === undefined ? new Date(startsAt.getTime() + 3_600_000) : at(checkOutAt),
    checkInAt: startsAt,
    checkOutAt: checkOutAt === undefined ? undefined : at(checkOutAt),
  });
}

const auditOf = (action: string, caregiverId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(caregiverId))));

async function detailOf(caller: BrowserClient, caregiverId: number) {
  return (
    await expectBody<{ data: TimesheetDetail }>(await caller.request(onePath(caregiverId)), 200)
  ).data;
}

beforeAll(async () => {
  const world = await createShiftAgency(database.db, '2027-03-01');
  ({ agencyId, assessmentId } = world);
  owner = await signedInClient(server, world.owner.email, world.owner.password);
  agent = await client(Role.agencyAgent, [agencyId]);
  ada = await createQualifiedCaregiver(database.db, agencyId, {
    firstName: 'Ada',
    lastName: 'Ames',
  });
  bea = await createQualifiedCaregiver(database.db, agencyId, {
    firstName: 'Bea',
    lastName: 'Burr',
  });
  cal = await createQualifiedCaregiver(database.db, agencyId, {
    firstName: 'Cal',
    lastName: 'Cole',
  });
  const adaUser = await createCaregiverAccount(database.db, agencyId, ada);
  adaHerself = await signedInClient(server, adaUser.email, adaUser.password);

  // Wednesday 22:00 EST to Thursday 02:00: 240 minutes, on the day it began.
  acrossMidnight = await visit(ada, '2027-03-11T03:00:00Z', '2027-03-11T07:00:00Z');
  // Sunday 01:00 EST to 04:00 EDT: three hours on the clock, two worked.
  await visit(ada, '2027-03-14T06:00:00Z', '2027-03-14T08:00:00Z');
  // The period's last evening, 23:30 to 00:30 EDT: in this period, though it ends in the next.
  await visit(ada, '2027-03-22T03:30:00Z', '2027-03-22T04:30:00Z');
  // Sunday March 7, 23:50 EST (already March 8 in UTC): the period before.
  await visit(ada, '2027-03-08T04:50:00Z', '2027-03-08T05:50:00Z');
  // Monday March 22, 00:10 EDT: the period after.
  await visit(ada, '2027-03-22T04:40:00Z', '2027-03-22T05:40:00Z');

  await visit(bea, '2027-03-09T14:00:00Z', '2027-03-09T16:00:00Z');
  await visit(bea, '2027-03-10T14:00:00Z');

  const flagged = await visit(cal, '2027-03-12T14:00:00Z', '2027-03-12T15:30:00Z');
  await database.db
    .insert(visitExceptions)
    .values({ shiftId: flagged, agencyId, kind: 'out_of_fence', phase: 'check_in' });
});

describe("a pay period's timesheets", () => {
  it("total each caregiver's verified visits, by the agency's days, across midnight and DST", async () => {
    const { data, meta } = await expectBody<{ data: Timesheet[]; meta: { total: number } }>(
      await agent.request(listPath(agencyId)),
      200,
    );
    expect(meta.total).toBe(3);
    expect(
      data.map((row) => [
        row.caregiver.name,
        row.status,
        row.visitCount,
        row.verifiedMinutes,
        row.exceptionCount,
      ]),
    ).toEqual([
      ['Ada Ames', 'draft', 3, 420, 0],
      ['Bea Burr', 'draft', 2, 120, 1],
      ['Cal Cole', 'draft', 1, 0, 1],
    ]);
    expect(data[0]).toMatchObject({
      periodStart: PERIOD,
      periodEnd: '2027-03-22',
      mileageKm: null,
    });
  });

  it("show one caregiver's visits with their agency day and paid minutes", async () => {
    const sheet = await detailOf(agent, ada);
    expect(sheet.visits.map((row) => [row.serviceDate, row.verifiedMinutes])).toEqual([
      ['2027-03-10', 240],
      ['2027-03-14', 120],
      ['2027-03-21', 60],
    ]);
    expect(sheet.revisions).toEqual([]);
    const beaSheet = await detailOf(agent, bea);
    expect(beaSheet.visits[1]).toMatchObject({
      verifiedMinutes: null,
      exceptions: ['missingCheckOut'],
    });
    expect((await detailOf(agent, cal)).visits[0]?.exceptions).toEqual(['unverified']);
  });

  it("are named by a pay period's first day (422 otherwise)", async () => {
    const errors = await expectFieldErrors(await agent.request(listPath(agencyId, '2027-03-09')));
    expect(errors.periodStart).toEqual(['timesheets:errors.notPeriodStart']);
    expect((await agent.request(listPath(agencyId, 'soon'))).status).toBe(422);
    expect((await agent.request(`/api/agencies/${agencyId}/timesheets`)).status).toBe(422);
  });

  it('say so when nobody worked', async () => {
    const { data, meta } = await expectBody<{ data: Timesheet[]; meta: { total: number } }>(
      await agent.request(listPath(agencyId, '2027-04-05')),
      200,
    );
    expect([data, meta.total]).toEqual([[], 0]);
  });
});

describe('approving a timesheet', () => {
  it('is refused while a visit has no verified time, writing nothing', async () => {
    const response = await owner.json(actionPath(bea, 'approve'), 'POST', { periodStart: PERIOD });
    expect((await expectFieldErrors(response)).visits).toEqual(['timesheets:errors.hasExceptions']);
    const rows = await database.db
      .select()
      .from(timesheetRevisions)
      .where(eq(timesheetRevisions.caregiverId, bea));
    expect(rows).toEqual([]);
    expect(await auditOf('careBilling.timesheet.approved', bea)).toEqual([]);
  });

  it('freezes its visits and totals: a later change to a visit leaves it as approved', async () => {
    const approved = await expectBody<{ data: TimesheetDetail }>(
      await owner.json(actionPath(ada, 'approve'), 'POST', { periodStart: PERIOD }),
      200,
    );
    expect(approved.data).toMatchObject({
      status: 'approved',
      revision: 1,
      visitCount: 3,
      verifiedMinutes: 420,
    });
    const [audit] = await auditOf('careBilling.timesheet.approved', ada);
    expect(audit).toMatchObject({ agencyId, subjectType: 'caregiver' });
    expect(audit?.details).toMatchObject({
      periodStart: PERIOD,
      revision: 1,
      verifiedMinutes: 420,
    });

    await database.db
      .update(shifts)
      .set({ checkedOutAt: at('2027-03-11T08:00:00Z') })
      .where(eq(shifts.id, acrossMidnight));
    const after = await detailOf(agent, ada);
    expect(after).toMatchObject({
      status: 'approved',
      visitCount: 3,
      verifiedMinutes: 420,
      changedSinceApproval: true,
    });
    expect(after.visits.map((row) => row.verifiedMinutes)).toEqual([240, 120, 60]);
  });

  it('happens once: a second approval is a conflict (409)', async () => {
    const response = await owner.json(actionPath(ada, 'approve'), 'POST', { periodStart: PERIOD });
    expect(response.status).toBe(409);
  });
});

describe('revising an approved timesheet', () => {
  it('needs a reason (422) and an approval to revise (409)', async () => {
    const blank = await owner.json(actionPath(ada, 'revise'), 'POST', {
      periodStart: PERIOD,
      reason: ' ',
    });
    expect(Object.keys(await expectFieldErrors(blank))).toEqual(['reason']);
    const draft = await owner.json(actionPath(cal, 'revise'), 'POST', {
      periodStart: PERIOD,
      reason: 'late fix',
    });
    expect(draft.status).toBe(409);
  });

  it('stores a new revision from the visits as they stand, keeping the earlier one, audited', async () => {
    const { data } = await expectBody<{ data: TimesheetDetail }>(
      await owner.json(actionPath(ada, 'revise'), 'POST', {
        periodStart: PERIOD,
        reason: 'Check-out corrected from the client log',
      }),
      200,
    );
    expect(data).toMatchObject({
      status: 'revised',
      revision: 2,
      verifiedMinutes: 480,
      changedSinceApproval: false,
    });
    expect(data.revisions.map((row) => [row.revision, row.reason, row.verifiedMinutes])).toEqual([
      [2, 'Check-out corrected from the client log', 480],
      [1, null, 420],
    ]);
    const [audit] = await auditOf('careBilling.timesheet.revised', ada);
    expect(audit?.details).toMatchObject({
      revision: 2,
      verifiedMinutes: 480,
      previous: { verifiedMinutes: 420, visitCount: 3 },
    });
  });

  it('keeps the revisions as written: the table refuses an edit', async () => {
    await expect(
      database.db
        .update(timesheetRevisions)
        .set({ verifiedMinutes: 1 })
        .where(eq(timesheetRevisions.caregiverId, ada)),
    ).rejects.toThrow();
  });
});

describe('the payroll CSV', () => {
  it("holds the period's approved timesheets only, their latest revision", async () => {
    const response = await agent.request(exportPath(agencyId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain(`timesheets-${PERIOD}.csv`);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'caregiver_id,caregiver,period_start,period_end,revision,visits,minutes,hours,mileage_km,approved_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${ada},Ada Ames,${PERIOD},2027-03-22,2,3,480,8.00,,`));
  });

  it('is refused whole beyond the export limit (422)', async () => {
    const busy = await createAgency(database.db);
    const busyOwner = await client(Role.agency, [busy]);
    await createApprovedTimesheets(database.db, busy, PERIOD, 101);
    const response = await busyOwner.request(exportPath(busy));
    expect((await expectFieldErrors(response)).export).toEqual(['admin:listExport.tooManyRows']);
  });
});

describe('who may see and approve timesheets', () => {
  it('agents read but do not approve or revise (403)', async () => {
    expect(
      (await agent.json(actionPath(cal, 'approve'), 'POST', { periodStart: PERIOD })).status,
    ).toBe(403);
    expect(
      (await agent.json(actionPath(ada, 'revise'), 'POST', { periodStart: PERIOD, reason: 'x' }))
        .status,
    ).toBe(403);
  });

  it('a caregiver reads their own timesheets only, and neither approves nor exports', async () => {
    const { data } = await expectBody<{ data: Timesheet[] }>(
      await adaHerself.request(listPath(agencyId)),
      200,
    );
    expect(data.map((row) => row.caregiver.id)).toEqual([ada]);
    expect((await adaHerself.request(onePath(ada))).status).toBe(200);
    expect((await adaHerself.request(onePath(bea))).status).toBe(404);
    expect(
      (await adaHerself.json(actionPath(ada, 'approve'), 'POST', { periodStart: PERIOD })).status,
    ).toBe(403);
    expect((await adaHerself.request(exportPath(agencyId))).status).toBe(403);
  });

  it('families, providers and partners are refused (403)', async () => {
    for (const role of [Role.user, Role.provider, Role.partner]) {
      const caller = await client(role);
      expect((await caller.request(listPath(agencyId))).status).toBe(403);
      expect((await caller.request(exportPath(agencyId))).status).toBe(403);
    }
  });

  it("another agency's timesheets are not found (404), nor a caregiver of another agency", async () => {
    const elsewhere = await createAgency(database.db);
    const otherOwner = await client(Role.agency, [elsewhere]);
    expect((await otherOwner.request(listPath(agencyId))).status).toBe(404);
    expect((await otherOwner.request(onePath(ada))).status).toBe(404);
    expect((await otherOwner.request(exportPath(agencyId))).status).toBe(404);
    expect(
      (await otherOwner.json(actionPath(cal, 'approve'), 'POST', { periodStart: PERIOD })).status,
    ).toBe(404);
    expect((await otherOwner.request(onePath(ada, PERIOD, elsewhere))).status).toBe(404);
    expect(
      (await owner.request(`/api/agencies/999999/timesheets?periodStart=${PERIOD}`)).status,
    ).toBe(404);
  });

  it("an admin sees every agency's", async () => {
    const admin = await client(Role.admin);
    expect((await admin.request(listPath(agencyId))).status).toBe(200);
  });
});
