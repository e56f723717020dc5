import { CARE_TIME_ZONE, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createVisit } from '../../../../test/factories/evv.ts';
import { createPartner, createUser } from '../../../../test/factories/identity.ts';
import {
  createQualifiedCaregiver,
  createShiftAgency,
  minutesFromNow,
} from '../../../../test/factories/shifts.ts';
import {
  createVisitsReportWorld,
  type VisitsReportWorld,
} from '../../../../test/factories/visitsReportWorld.ts';
import { useTestServer } from '../../../../test/harness.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };

type RowsAnswer = { data: Record<string, unknown>[]; meta: { total: number } };
type GraphAnswer = { data: { key: string; points: { bucket: string; value: number }[] }[] };

let world: VisitsReportWorld;
let owner: BrowserClient;
let admin: BrowserClient;
let otherAgency: { agencyId: number; owner: BrowserClient };

beforeAll(async () => {
  const db = database.db;
  world = await createVisitsReportWorld(db);
  owner = await signedInClient(server, world.owner.email, world.owner.password);
  const adminUser = await createUser(db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);

  const other = await createShiftAgency(db);
  const caregiverId = await createQualifiedCaregiver(db, other.agencyId);
  await createVisit(db, other.assessmentId, caregiverId, {
    startsAt: new Date('2026-03-03T14:00:00Z'),
    endsAt: new Date('2026-03-03T15:00:00Z'),
    checkInAt: new Date('2026-03-03T14:00:00Z'),
    checkOutAt: new Date('2026-03-03T15:00:00Z'),
  });
  otherAgency = {
    agencyId: other.agencyId,
    owner: await signedInClient(server, other.owner.email, other.owner.password),
  };
});

async function rowsOf(client: BrowserClient, body: object): Promise<RowsAnswer> {
  const response = await client.json('/api/reports/visits', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as RowsAnswer;
}

const patientIdsOf = async (client: BrowserClient, body: object) =>
  (await rowsOf(client, body)).data.map((row) => row.patientId);

// Each of the world's visits by its planned start, which names it in a row.
const visitNamesByStart = new Map([
  ['2026-03-02T04:30:00.000Z', 'lateNight'],
  ['2026-03-02T14:00:00.000Z', 'onTime'],
  ['2026-03-04T14:00:00.000Z', 'late'],
  ['2026-03-09T13:00:00.000Z', 'missed'],
  ['2026-03-10T14:00:00.000Z', 'regional'],
]);

/** The visits of a page in order, named as the world names them. */
async function visitsOf(body: object): Promise<string[]> {
  const { data } = await rowsOf(owner, body);
  return data.map((row) => visitNamesByStart.get(String(row.plannedStart)) ?? 'another');
}

describe('the visits report rows', () => {
  it("lists the agency's visits of the range's agency days in planned order, no cancelled one", async () => {
    const answer = await rowsOf(owner, { filter: march });
    expect(answer.meta).toStrictEqual({ page: 1, perPage: 20, total: 5 });
    expect(await visitsOf({ filter: march })).toStrictEqual([
      'lateNight',
      'onTime',
      'late',
      'missed',
      'regional',
    ]);
  });

  it('answers each row flat: its columns and the patient it is about', async () => {
    const { data } = await rowsOf(owner, { filter: march });
    expect(data[0]).toStrictEqual({
      patientId: world.patientId,
      day: '2026-03-01',
      patient: world.patientName,
      caregiver: 'Grace Hopper',
      plannedStart: '2026-03-02T04:30:00.000Z',
      plannedEnd: '2026-03-02T05:30:00.000Z',
      checkedInAt: '2026-03-02T04:31:00.000Z',
      checkedOutAt: null,
      status: 'scheduled',
      late: false,
      openExceptions: 0,
    });
    expect(data[2]).toMatchObject({
      day: '2026-03-04',
      caregiver: 'Ada Lovelace',
      checkedInAt: '2026-03-04T14:40:00.000Z',
      checkedOutAt: '2026-03-04T17:00:00.000Z',
      status: 'completed',
      late: true,
    });
    expect(data[3]).toMatchObject({
      day: '2026-03-09',
      checkedInAt: null,
      status: 'missed',
      late: false,
      openExceptions: 1,
    });
    expect(data[4]).toMatchObject({
      patientId: world.regional.patientId,
      patient: 'Beatriz Abbott',
      status: 'completed',
      late: false,
    });
  });

  it('counts a visit not yet due as scheduled', async () => {
    const startsAt = minutesFromNow(3 * 24 * 60);
    await createVisit(database.db, world.assessmentId, world.caregivers.ada, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    const day = startsAt.toLocaleDateString('en-CA', { timeZone: CARE_TIME_ZONE });
    const { data } = await rowsOf(owner, { filter: { from: day, to: day, status: 'scheduled' } });
    expect(data.map((row) => row.plannedStart)).toStrictEqual([startsAt.toISOString()]);
  });

  it('narrows to a caregiver, a patient, a payer, a care type, a region and a status', async () => {
    const only = (filter: object) => visitsOf({ filter: { ...march, ...filter } });
    expect(await only({ caregiverId: world.caregivers.ada })).toStrictEqual([
      'onTime',
      'late',
      'missed',
    ]);
    expect(await only({ patientId: world.regional.patientId })).toStrictEqual(['regional']);
    expect(await only({ payerId: world.regional.payerId })).toStrictEqual(['regional']);
    expect(await only({ careTypeId: world.regional.careTypeId })).toStrictEqual(['regional']);
    expect(await only({ region: world.regional.region.toLowerCase() })).toStrictEqual(['regional']);
    expect(await only({ status: 'missed' })).toStrictEqual(['missed']);
    expect(await only({ status: 'completed' })).toStrictEqual(['onTime', 'late', 'regional']);
  });

  it('sorts by a column either way, ties in planned order', async () => {
    expect(await visitsOf({ filter: march, sort: 'patient' })).toStrictEqual([
      'regional',
      'lateNight',
      'onTime',
      'late',
      'missed',
    ]);
    expect(await visitsOf({ filter: march, sort: '-patient' })).toStrictEqual([
      'lateNight',
      'onTime',
      'late',
      'missed',
      'regional',
    ]);
    expect((await visitsOf({ filter: march, sort: '-openExceptions' }))[0]).toBe('missed');
    expect(await visitsOf({ filter: march, sort: '-plannedStart' })).toStrictEqual([
      'regional',
      'missed',
      'late',
      'onTime',
      'lateNight',
    ]);
  });

  it('pages through the rows, the total of all of them on every page', async () => {
    const answer = await rowsOf(owner, { filter: march, page: 2, perPage: 2 });
    expect(answer.meta).toStrictEqual({ page: 2, perPage: 2, total: 5 });
    expect(await visitsOf({ filter: march, page: 2, perPage: 2 })).toStrictEqual([
      'late',
      'missed',
    ]);
  });
});

describe('the visits report chart', () => {
  it('counts scheduled, completed, missed and late visits per week from Monday', async () => {
    const response = await owner.json('/api/reports/visits/graph', 'POST', {
      filter: march,
      bucket: 'week',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as GraphAnswer;
    const weeks = [
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ];
    const series = (values: number[]) =>
      values.map((value, index) => ({ bucket: weeks[index], value }));
    expect(data).toStrictEqual([
      { key: 'scheduled', points: series([1, 0, 0, 0, 0, 0]) },
      { key: 'completed', points: series([0, 2, 1, 0, 0, 0]) },
      { key: 'missed', points: series([0, 0, 1, 0, 0, 0]) },
      { key: 'late', points: series([0, 1, 0, 0, 0, 0]) },
    ]);
  });

  it('applies the filter to the chart too', async () => {
    const response = await owner.json('/api/reports/visits/graph', 'POST', {
      filter: { from: '2026-03-01', to: '2026-03-10', caregiverId: world.caregivers.grace },
      bucket: 'month',
    });
    const { data } = (await response.json()) as GraphAnswer;
    expect(data.map(({ key, points }) => [key, points])).toStrictEqual([
      ['scheduled', [{ bucket: '2026-03-01', value: 1 }]],
      ['completed', [{ bucket: '2026-03-01', value: 1 }]],
      ['missed', [{ bucket: '2026-03-01', value: 0 }]],
      ['late', [{ bucket: '2026-03-01', value: 0 }]],
    ]);
  });
});

describe('who sees which visits', () => {
  it("never counts another agency's visits for an agency", async () => {
    expect(await patientIdsOf(otherAgency.owner, { filter: march })).toHaveLength(1);
    expect(await patientIdsOf(owner, { filter: march })).not.toContain(
      (await rowsOf(otherAgency.owner, { filter: march })).data[0]?.patientId,
    );
  });

  it("refuses an agency another agency's filter with 404", async () => {
    const response = await owner.json('/api/reports/visits', 'POST', {
      filter: { ...march, agencyId: otherAgency.agencyId },
    });
    expect(response.status).toBe(404);
  });

  it('shows an admin every agency, or the one the filter names', async () => {
    expect((await rowsOf(admin, { filter: march })).meta.total).toBeGreaterThanOrEqual(6);
    expect(
      (await rowsOf(admin, { filter: { ...march, agencyId: otherAgency.agencyId } })).meta.total,
    ).toBe(1);
    expect(
      (await rowsOf(admin, { filter: { ...march, agencyId: world.agencyId } })).meta.total,
    ).toBe(5);
  });

  it.each([Role.partner, Role.partnerAgent])(
    'refuses partners (role %s) with 403',
    async (role) => {
      const user = await createUser(database.db, {
        role,
        partnerId: await createPartner(database.db),
      });
      const partner = await signedInClient(server, user.email, user.password);
      for (const path of ['/api/reports/visits', '/api/reports/visits/graph']) {
        const response = await partner.json(path, 'POST', { filter: march, bucket: 'day' });
        expect(response.status).toBe(403);
      }
    },
  );

  it('refuses a status the report does not know with 422', async () => {
    const response = await owner.json('/api/reports/visits', 'POST', {
      filter: { ...march, status: 'late' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
