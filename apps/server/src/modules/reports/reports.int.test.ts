import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createPartner, createUser } from '../../../test/factories/identity.ts';
import { createShiftAgency } from '../../../test/factories/shifts.ts';
import { useTestServer } from '../../../test/harness.ts';
import { createReportsService } from './service.ts';
import { createStatistics } from './statistics/statistics.ts';

type RoleName = keyof typeof Role.values;
const roleNames = Object.keys(Role.values) as RoleName[];
const readers: readonly RoleName[] = ['admin', 'agency', 'agencyAgent', 'partner', 'partnerAgent'];

const { database, server } = useTestServer();
const clients = new Map<RoleName | 'anonymous', BrowserClient>();

beforeAll(async () => {
  const { agencyId } = await createShiftAgency(database.db);
  const partnerId = await createPartner(database.db);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of roleNames) {
    const role = Role.values[name];
    const user = await createUser(database.db, {
      role,
      agencyIds: role === Role.agency || role === Role.agencyAgent ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
});

const clientOf = (name: RoleName | 'anonymous'): BrowserClient => {
  const client = clients.get(name);
  if (client === undefined) {
    throw new Error(`no client for ${name}`);
  }
  return client;
};

const march = { from: '2026-03-01', to: '2026-03-31' };

describe('who may ask for reports', () => {
  it.each(roleNames)('answers %s by its role', async (name) => {
    const response = await clientOf(name).json('/api/reports/all/statistics', 'POST', {});
    expect(response.status).toBe(readers.includes(name) ? 200 : 403);
  });

  it('asks the anonymous to sign in', async () => {
    const response = await clientOf('anonymous').json('/api/reports/visits', 'POST', {
      filter: march,
    });
    expect(response.status).toBe(401);
  });
});

describe('a report not built yet', () => {
  // Every type is built now: a registry without the type stands for the next one added.
  it('answers 404 report_not_available for rows and graph, never a 500', async () => {
    const reports = createReportsService({}, createStatistics(database.db));
    const owner = {
      userId: 1,
      role: Role.agency,
      agencyIds: [1],
      partnerId: null,
      via: 'session',
    } as const;
    const notAvailable = { code: 'not_found', reason: { code: 'report_not_available' } };
    await expect(
      reports.rows(owner, 'assessments', { filter: march }, 'en-US'),
    ).rejects.toMatchObject(notAvailable);
    await expect(
      reports.graph(owner, 'assessments', { filter: march, bucket: 'week' }),
    ).rejects.toMatchObject(notAvailable);
  });

  it('answers 404 for a type that is no report', async () => {
    const response = await clientOf('admin').json('/api/reports/salaries', 'POST', {
      filter: march,
    });
    expect(response.status).toBe(404);
  });
});

describe("a report's filter", () => {
  const fieldsOf = async (body: object) => {
    const response = await clientOf('agency').json('/api/reports/visits', 'POST', body);
    expect(response.status).toBe(422);
    return Object.keys(((await response.json()) as { errors: object }).errors);
  };

  it('refuses a date that is no day', async () => {
    expect(await fieldsOf({ filter: { from: '2026-02-30', to: '2026-03-01' } })).toContain(
      'filter.from',
    );
  });

  it('refuses year 0, which the ISO format spells but no calendar has', async () => {
    expect(await fieldsOf({ filter: { from: '0000-01-01', to: '2026-03-01' } })).toContain(
      'filter.from',
    );
  });

  it('refuses an end before the start, and a span over a year', async () => {
    expect(await fieldsOf({ filter: { from: '2026-03-02', to: '2026-03-01' } })).toStrictEqual([
      'filter.to',
    ]);
    expect(await fieldsOf({ filter: { from: '2025-01-01', to: '2026-03-01' } })).toStrictEqual([
      'filter.to',
    ]);
  });

  it('refuses a sort by a column the report does not have, and an unknown status', async () => {
    expect(await fieldsOf({ filter: march, sort: '-salary' })).toStrictEqual(['sort']);
    expect(await fieldsOf({ filter: { ...march, status: 'lost' } })).toStrictEqual([
      'filter.status',
    ]);
  });

  it('refuses a graph bucket it does not know', async () => {
    const response = await clientOf('agency').json('/api/reports/visits/graph', 'POST', {
      filter: march,
      bucket: 'year',
    });
    expect(response.status).toBe(422);
  });
});
