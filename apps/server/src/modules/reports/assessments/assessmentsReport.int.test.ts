import { AssessmentStatus, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createShiftAgency } from '../../../../test/factories/shifts.ts';
import {
  createVisitsReportWorld,
  type VisitsReportWorld,
} from '../../../../test/factories/visitsReportWorld.ts';
import { useTestServer } from '../../../../test/harness.ts';
import type { Database } from '../../../db/client.ts';
import { assessmentStatusChanges, assessments } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };

type RowsAnswer = { data: Record<string, unknown>[]; meta: { total: number } };

/** A booking requested at `requestedAt`, in `status` now; an active one became so at `activeAt`. */
async function createBooking(
  db: Database,
  booking: {
    agencyId: number;
    patientId: number | null;
    status: AssessmentStatus;
    requestedAt: string;
    activeAt?: string;
  },
): Promise<number> {
  const { activeAt } = booking;
  const id = await createAssessment(db, {
    ...booking,
    status: activeAt === undefined ? booking.status : AssessmentStatus.approved,
  });
  await db
    .update(assessments)
    .set({ createdAt: new Date(booking.requestedAt), status: booking.status })
    .where(eq(assessments.id, id));
  if (activeAt !== undefined) {
    // The history is append-only: the move to active is added with its time.
    await db.insert(assessmentStatusChanges).values({
      assessmentId: id,
      fromStatus: AssessmentStatus.approved,
      toStatus: AssessmentStatus.active,
      changedAt: new Date(activeAt),
    });
  }
  return id;
}

let world: VisitsReportWorld;
let owner: BrowserClient;
let bookings: Record<'active' | 'requested' | 'cancelled' | 'lastNight', number>;

beforeAll(async () => {
  const db = database.db;
  world = await createVisitsReportWorld(db);
  owner = await signedInClient(server, world.owner.email, world.owner.password);
  const { agencyId, patientId } = world;
  bookings = {
    active: await createBooking(db, {
      agencyId,
      patientId,
      status: AssessmentStatus.active,
      requestedAt: '2026-03-02T15:00:00Z',
      activeAt: '2026-03-05T14:00:00Z',
    }),
    requested: await createBooking(db, {
      agencyId,
      patientId: null,
      status: AssessmentStatus.requested,
      requestedAt: '2026-03-03T02:00:00Z',
    }),
    cancelled: await createBooking(db, {
      agencyId,
      patientId: world.regional.patientId,
      status: AssessmentStatus.cancelled,
      requestedAt: '2026-03-10T15:00:00Z',
    }),
    // 03:00 UTC on 1 April is 23:00 on 31 March by the agency's clock.
    lastNight: await createBooking(db, {
      agencyId,
      patientId,
      status: AssessmentStatus.pending,
      requestedAt: '2026-04-01T03:00:00Z',
    }),
  };
  await db
    .update(assessments)
    .set({
      billTo: 'payer',
      payerId: world.regional.payerId,
      careTypeId: world.regional.careTypeId,
    })
    .where(eq(assessments.id, bookings.active));
  const other = await createShiftAgency(db);
  await createBooking(db, {
    agencyId: other.agencyId,
    patientId: other.patientId,
    status: AssessmentStatus.active,
    requestedAt: '2026-03-04T15:00:00Z',
  });
});

async function rowsOf(body: object, client = owner): Promise<RowsAnswer> {
  const response = await client.json('/api/reports/assessments', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as RowsAnswer;
}

const namesByRequest = new Map([
  ['2026-03-02T15:00:00.000Z', 'active'],
  ['2026-03-03T02:00:00.000Z', 'requested'],
  ['2026-03-10T15:00:00.000Z', 'cancelled'],
  ['2026-04-01T03:00:00.000Z', 'lastNight'],
]);

/** The bookings of a page in order, named by their request time. */
const bookingsOf = async (body: object) =>
  (await rowsOf(body)).data.map((row) => namesByRequest.get(String(row.requestedAt)) ?? 'another');

describe('the assessments report rows', () => {
  it("lists the agency's bookings requested on the range's agency days, where each stands", async () => {
    const { data, meta } = await rowsOf({ filter: march });
    expect(meta.total).toBe(4);
    expect(data.map((row) => namesByRequest.get(String(row.requestedAt)))).toStrictEqual([
      'active',
      'requested',
      'cancelled',
      'lastNight',
    ]);
    expect(data[0]).toStrictEqual({
      patientId: world.patientId,
      requestedAt: '2026-03-02T15:00:00.000Z',
      patient: world.patientName,
      careType: expect.any(String),
      payer: expect.stringContaining('Home Care Program'),
      status: 'active',
      activeAt: '2026-03-05T14:00:00.000Z',
      daysToActive: 3,
    });
    expect(data[1]).toMatchObject({
      patientId: null,
      patient: null,
      status: 'requested',
      activeAt: null,
      daysToActive: null,
    });
  });

  it('narrows to a patient, a payer, a care type, a region and a status', async () => {
    const only = (filter: object) => bookingsOf({ filter: { ...march, ...filter } });
    expect(await only({ patientId: world.patientId })).toStrictEqual(['active', 'lastNight']);
    expect(await only({ payerId: world.regional.payerId })).toStrictEqual(['active']);
    expect(await only({ careTypeId: world.regional.careTypeId })).toStrictEqual(['active']);
    expect(await only({ region: world.regional.region })).toStrictEqual(['cancelled']);
    expect(await only({ status: 'pending' })).toStrictEqual(['lastNight']);
  });

  it('sorts by a column either way and pages', async () => {
    expect(await bookingsOf({ filter: march, sort: 'patient' })).toStrictEqual([
      'cancelled',
      'active',
      'lastNight',
      'requested',
    ]);
    expect((await bookingsOf({ filter: march, sort: '-daysToActive' }))[0]).toBe('active');
    expect(
      await bookingsOf({ filter: march, sort: '-requestedAt', page: 2, perPage: 3 }),
    ).toStrictEqual(['active']);
  });
});

describe('the assessments report chart', () => {
  it('counts the bookings requested per bucket by where they stand', async () => {
    const response = await owner.json('/api/reports/assessments/graph', 'POST', {
      filter: march,
      bucket: 'month',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { key: string; points: { bucket: string; value: number }[] }[];
    };
    expect(Object.fromEntries(data.map(({ key, points }) => [key, points]))).toStrictEqual({
      requested: [{ bucket: '2026-03-01', value: 1 }],
      pending: [{ bucket: '2026-03-01', value: 1 }],
      scheduled: [{ bucket: '2026-03-01', value: 0 }],
      approved: [{ bucket: '2026-03-01', value: 0 }],
      active: [{ bucket: '2026-03-01', value: 1 }],
      completed: [{ bucket: '2026-03-01', value: 0 }],
      cancelled: [{ bucket: '2026-03-01', value: 1 }],
    });
  });
});

describe('who sees which bookings', () => {
  it('shows an admin every agency, and the one the filter names', async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const client = await signedInClient(server, admin.email, admin.password);
    expect((await rowsOf({ filter: march }, client)).meta.total).toBeGreaterThanOrEqual(5);
    expect(
      (await rowsOf({ filter: { ...march, agencyId: world.agencyId } }, client)).meta.total,
    ).toBe(4);
  });

  it('refuses partners with 403 and a status it does not know with 422', async () => {
    const user = await createUser(database.db, {
      role: Role.partner,
      partnerId: await createPartner(database.db),
    });
    const partner = await signedInClient(server, user.email, user.password);
    const refused = await partner.json('/api/reports/assessments', 'POST', { filter: march });
    expect(refused.status).toBe(403);
    const invalid = await owner.json('/api/reports/assessments', 'POST', {
      filter: { ...march, status: 'lost' },
    });
    expect(invalid.status).toBe(422);
  });
});
