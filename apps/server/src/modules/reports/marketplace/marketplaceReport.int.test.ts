import { AssessmentStatus } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCareRequestRecord } from '../../../../test/factories/careRequests.ts';
import { createListing, listingReferences } from '../../../../test/factories/listings.ts';
import { seededCityId } from '../../../../test/factories/reference.ts';
import {
  createReportReaders,
  type ReportReader,
} from '../../../../test/factories/reportReaders.ts';
import { useTestServer } from '../../../../test/harness.ts';

const world = useTestServer({ world: createReportReaders });
const march = { from: '2026-03-01', to: '2026-03-31' };
let homecareTypeId = 0;

type Rows = { data: Record<string, unknown>[]; meta: { total: number } };
type Series = { key: string; points: { bucket: string; value: number }[] }[];

async function rowsOf(reader: ReportReader, body: object): Promise<Rows> {
  const response = await world.clients[reader].json('/api/reports/marketplace', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Rows;
}

const references = (rows: Rows) => rows.data.map((row) => row.reference).sort();

beforeAll(async () => {
  ({ homecareTypeId } = await listingReferences(world.db));
  const place = { latitude: 43.65, longitude: -79.38 };
  const homeCare = await createListing(world.db, {
    ...place,
    agencyId: world.agencyId,
    name: 'Home care downtown',
    cityId: await seededCityId(world.db, 'ON', 'Toronto'),
  });
  const sharedLiving = await createListing(world.db, {
    ...place,
    agencyId: world.agencyId,
    name: 'Shared homes',
    product: 'sharecare',
  });
  const elsewhere = await createListing(world.db, {
    ...place,
    agencyId: world.otherAgencyId,
    name: 'Other agency care',
  });
  const agency = world.agencyId;
  // CR-TEST-0001: answered six hours after it came.
  await createCareRequestRecord(world.db, {
    listingId: homeCare,
    agencyId: agency,
    careTypeId: homecareTypeId,
    receivedAt: new Date('2026-03-02T14:00:00Z'),
    answer: { at: new Date('2026-03-02T20:00:00Z'), status: AssessmentStatus.cancelled },
  });
  // CR-TEST-0002: a visit booked, answered two days later.
  await createCareRequestRecord(world.db, {
    listingId: sharedLiving,
    agencyId: agency,
    kind: 'bookVisit',
    receivedAt: new Date('2026-03-03T14:00:00Z'),
    answer: { at: new Date('2026-03-05T14:00:00Z'), status: AssessmentStatus.cancelled },
  });
  // CR-TEST-0003: never answered.
  await createCareRequestRecord(world.db, {
    listingId: homeCare,
    agencyId: agency,
    receivedAt: new Date('2026-03-10T14:00:00Z'),
  });
  // CR-TEST-0004: the other agency's.
  await createCareRequestRecord(world.db, {
    listingId: elsewhere,
    agencyId: world.otherAgencyId,
    receivedAt: new Date('2026-03-04T14:00:00Z'),
    answer: { at: new Date('2026-03-04T15:00:00Z'), status: AssessmentStatus.cancelled },
  });
  // CR-TEST-0005: April's.
  await createCareRequestRecord(world.db, {
    listingId: homeCare,
    agencyId: agency,
    receivedAt: new Date('2026-04-02T14:00:00Z'),
  });
});

describe('the marketplace report', () => {
  it('shows each request with its kind, source, status and when it was answered', async () => {
    const { data } = await rowsOf('owner', { filter: march, sort: 'receivedAt' });
    expect(data).toStrictEqual([
      {
        receivedAt: '2026-03-02T14:00:00.000Z',
        reference: 'CR-TEST-0001',
        kind: 'requestCare',
        source: 'homecare',
        listing: 'Home care downtown',
        status: 'cancelled',
        answeredAt: '2026-03-02T20:00:00.000Z',
        answeredWithinDay: true,
        patientId: null,
      },
      {
        receivedAt: '2026-03-03T14:00:00.000Z',
        reference: 'CR-TEST-0002',
        kind: 'bookVisit',
        source: 'sharecare',
        listing: 'Shared homes',
        status: 'cancelled',
        answeredAt: '2026-03-05T14:00:00.000Z',
        answeredWithinDay: false,
        patientId: null,
      },
      {
        receivedAt: '2026-03-10T14:00:00.000Z',
        reference: 'CR-TEST-0003',
        kind: 'requestCare',
        source: 'homecare',
        listing: 'Home care downtown',
        status: 'requested',
        answeredAt: null,
        answeredWithinDay: false,
        patientId: null,
      },
    ]);
  });

  it("never counts another agency's requests; admins see every agency's", async () => {
    expect((await rowsOf('agent', { filter: march })).meta.total).toBe(3);
    expect(references(await rowsOf('otherOwner', { filter: march }))).toStrictEqual([
      'CR-TEST-0004',
    ]);
    expect((await rowsOf('admin', { filter: march })).meta.total).toBe(4);
    expect(
      references(await rowsOf('admin', { filter: { ...march, agencyId: world.otherAgencyId } })),
    ).toStrictEqual(['CR-TEST-0004']);
    const reach = await world.clients.owner.json('/api/reports/marketplace', 'POST', {
      filter: { ...march, agencyId: world.otherAgencyId },
    });
    expect(reach.status).toBe(404);
  });

  it.each(['partner', 'caregiver', 'family'] as const)('refuses a %s', async (reader) => {
    const response = await world.clients[reader].json('/api/reports/marketplace', 'POST', {
      filter: march,
    });
    expect(response.status).toBe(403);
  });

  it("narrows to a status, a care type and the listing's region", async () => {
    expect(
      references(await rowsOf('owner', { filter: { ...march, status: 'requested' } })),
    ).toStrictEqual(['CR-TEST-0003']);
    expect(
      references(await rowsOf('owner', { filter: { ...march, careTypeId: homecareTypeId } })),
    ).toStrictEqual(['CR-TEST-0001']);
    expect(
      references(await rowsOf('owner', { filter: { ...march, region: 'CA-ON' } })),
    ).toStrictEqual(['CR-TEST-0001', 'CR-TEST-0003']);
  });

  it('sorts and pages', async () => {
    const unansweredLast = await rowsOf('owner', { filter: march, sort: '-answeredAt' });
    expect(unansweredLast.data.map((row) => row.reference)).toStrictEqual([
      'CR-TEST-0002',
      'CR-TEST-0001',
      'CR-TEST-0003',
    ]);
    const second = await rowsOf('owner', { filter: march, sort: 'kind', page: 2, perPage: 2 });
    expect(second.meta.total).toBe(3);
    expect(second.data.map((row) => row.kind)).toStrictEqual(['requestCare']);
  });

  it('refuses a status a request never has', async () => {
    const response = await world.clients.owner.json('/api/reports/marketplace', 'POST', {
      filter: { ...march, status: 'answered' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });

  it('charts requests per kind and the share answered within a day, per week', async () => {
    const response = await world.clients.owner.json('/api/reports/marketplace/graph', 'POST', {
      filter: { from: '2026-03-02', to: '2026-03-15' },
      bucket: 'week',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Series }).data).toStrictEqual([
      {
        key: 'requestCare',
        points: [
          { bucket: '2026-03-02', value: 1 },
          { bucket: '2026-03-09', value: 1 },
        ],
      },
      {
        key: 'bookVisit',
        points: [
          { bucket: '2026-03-02', value: 1 },
          { bucket: '2026-03-09', value: 0 },
        ],
      },
      {
        key: 'answeredWithinDay',
        points: [
          { bucket: '2026-03-02', value: 50 },
          { bucket: '2026-03-09', value: 0 },
        ],
      },
    ]);
  });
});
