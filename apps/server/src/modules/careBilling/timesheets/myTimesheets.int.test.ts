import { type MyTimesheet, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createVisit } from '../../../../test/factories/evv.ts';
import { createUser } from '../../../../test/factories/identity.ts';
import {
  createCaregiverAccount,
  createQualifiedCaregiver,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { caregiverAgencies, caregivers } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();

// A caregiver's own hours: the pay period of March 8–21, 2027 at the two agencies Dee works for,
// and a colleague's visits at the first one that Dee never sees.

const PERIOD = '2027-03-08';
const minePath = (periodStart = PERIOD) => `/api/my/timesheets?periodStart=${periodStart}`;

let dee: BrowserClient;
let firstAgency: number;
let secondAgency: number;
let deeAtFirst: number;

async function visit(assessmentId: number, caregiverId: number, from: string, to?: string) {
  const startsAt = new Date(from);
  return createVisit(database.db, assessmentId, caregiverId, {
    startsAt,
    endsAt: to === undefined ? new Date(startsAt.getTime() + 3_600_000) : new Date(to),
    checkInAt: startsAt,
    checkOutAt: to === undefined ? undefined : new Date(to),
  });
}

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(database.db, { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

beforeAll(async () => {
  const first = await createShiftAgency(database.db, '2027-03-01');
  const second = await createShiftAgency(database.db, '2027-03-01');
  firstAgency = first.agencyId;
  secondAgency = second.agencyId;
  deeAtFirst = await createQualifiedCaregiver(database.db, firstAgency, {
    firstName: 'Dee',
    lastName: 'Dunn',
  });
  const deeAtSecond = await createQualifiedCaregiver(database.db, secondAgency, {
    firstName: 'Dee',
    lastName: 'Dunn',
  });
  const colleague = await createQualifiedCaregiver(database.db, firstAgency);
  const account = await createCaregiverAccount(database.db, firstAgency, deeAtFirst);
  // The same person works for the second agency too: one account, a profile at each.
  await database.db
    .update(caregivers)
    .set({ userId: account.id })
    .where(eq(caregivers.id, deeAtSecond));
  await database.db
    .insert(caregiverAgencies)
    .values({ userId: account.id, agencyId: secondAgency });
  dee = await signedInClient(server, account.email, account.password);

  // Tuesday March 9, 09:00–11:30 EST, and one never checked out on Wednesday.
  await visit(first.assessmentId, deeAtFirst, '2027-03-09T14:00:00Z', '2027-03-09T16:30:00Z');
  await visit(first.assessmentId, deeAtFirst, '2027-03-10T14:00:00Z');
  await visit(first.assessmentId, colleague, '2027-03-11T14:00:00Z', '2027-03-11T18:00:00Z');
  await visit(second.assessmentId, deeAtSecond, '2027-03-12T19:00:00Z', '2027-03-12T20:00:00Z');
});

describe("a caregiver's own timesheets", () => {
  it('hold their own visits of the period at each agency they work for, nobody else’s', async () => {
    const { data } = await expectBody<{ data: MyTimesheet[] }>(await dee.request(minePath()), 200);
    expect(data.map((row) => row.agency.id).sort()).toEqual([firstAgency, secondAgency].sort());
    const atFirst = data.find((row) => row.agency.id === firstAgency);
    expect(atFirst).toMatchObject({
      caregiver: { id: deeAtFirst, name: 'Dee Dunn' },
      status: 'draft',
      visitCount: 2,
      verifiedMinutes: 150,
      exceptionCount: 1,
      mileageKm: null,
    });
    expect(atFirst?.visits.map((row) => [row.serviceDate, row.verifiedMinutes])).toEqual([
      ['2027-03-09', 150],
      ['2027-03-10', null],
    ]);
    const atSecond = data.find((row) => row.agency.id === secondAgency);
    expect(atSecond).toMatchObject({ visitCount: 1, verifiedMinutes: 60 });
  });

  it('are empty in a period without work', async () => {
    const { data } = await expectBody<{ data: MyTimesheet[] }>(
      await dee.request(minePath('2027-02-22')),
      200,
    );
    expect(data.every((row) => row.visits.length === 0 && row.verifiedMinutes === 0)).toBe(true);
  });

  it("are named by a pay period's first day (422 otherwise)", async () => {
    expect(Object.keys(await expectFieldErrors(await dee.request(minePath('2027-03-09'))))).toEqual(
      ['periodStart'],
    );
  });

  it('are for caregivers only: the office reads them per agency (403)', async () => {
    for (const role of [
      Role.admin,
      Role.agency,
      Role.agencyAgent,
      Role.user,
      Role.provider,
      Role.partner,
    ]) {
      const caller = await client(role, role === Role.agency ? [firstAgency] : []);
      expect((await caller.request(minePath())).status).toBe(403);
    }
  });

  it("never reach another caregiver's timesheet (404), nor anything without an agency", async () => {
    expect(
      (
        await expectBody<{ data: MyTimesheet[] }>(
          await (await client(Role.caregiver)).request(minePath()),
          200,
        )
      ).data,
    ).toEqual([]);
    const others = await client(Role.caregiver, [firstAgency]);
    const { data } = await expectBody<{ data: MyTimesheet[] }>(
      await others.request(minePath()),
      200,
    );
    expect(data).toEqual([]);
    expect(
      (
        await others.request(
          `/api/agencies/${firstAgency}/timesheets/${deeAtFirst}?periodStart=${PERIOD}`,
        )
      ).status,
    ).toBe(404);
  });
});
