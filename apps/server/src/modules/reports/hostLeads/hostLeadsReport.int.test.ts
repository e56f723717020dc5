import { beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../../test/factories/hostLeads.ts';
import {
  createReportReaders,
  type ReportReader,
} from '../../../../test/factories/reportReaders.ts';
import { useTestServer } from '../../../../test/harness.ts';

const world = useTestServer({ world: createReportReaders });
const march = { from: '2026-03-01', to: '2026-03-31' };

type Rows = { data: Record<string, unknown>[]; meta: { total: number } };
type Series = { key: string; points: { bucket: string; value: number }[] }[];

async function rowsOf(body: object): Promise<Rows> {
  const response = await world.clients.admin.json('/api/reports/hostLeads', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Rows;
}

const at = (instant: string) => new Date(instant);

beforeAll(async () => {
  await createLead(world.db, { reference: 'HL-RPT-0001', createdAt: at('2026-03-02T15:00:00Z') });
  await createLead(world.db, {
    reference: 'HL-RPT-0002',
    createdAt: at('2026-03-03T15:00:00Z'),
    moves: [
      { to: 'contacted', at: at('2026-03-04T15:00:00Z') },
      { to: 'screening', at: at('2026-03-06T15:00:00Z') },
      { to: 'declined', at: at('2026-03-12T15:00:00Z') },
    ],
  });
  await createLead(world.db, {
    reference: 'HL-RPT-0003',
    createdAt: at('2026-03-10T15:00:00Z'),
    location: 'landing',
    moves: [{ to: 'contacted', at: at('2026-03-11T03:30:00Z') }],
  });
  await createLead(world.db, {
    kind: 'careSeeker',
    createdAt: at('2026-03-11T15:00:00Z'),
  });
  // The evening of 31 March in Toronto is still March; the next morning is not.
  await createLead(world.db, { reference: 'HL-RPT-0005', createdAt: at('2026-04-01T03:00:00Z') });
  await createLead(world.db, { reference: 'HL-RPT-0006', createdAt: at('2026-04-01T05:00:00Z') });
});

describe('the host leads report', () => {
  it('shows each lead at its stage, and the stage a declined lead had reached', async () => {
    const { data, meta } = await rowsOf({ filter: march, sort: 'createdOn' });
    expect(meta.total).toBe(5);
    expect(data.slice(0, 4)).toStrictEqual([
      {
        createdOn: '2026-03-02',
        reference: 'HL-RPT-0001',
        kind: 'host',
        location: 'hostSignUp',
        status: 'new',
        declinedFrom: null,
        lastMovedOn: null,
      },
      {
        createdOn: '2026-03-03',
        reference: 'HL-RPT-0002',
        kind: 'host',
        location: 'hostSignUp',
        status: 'declined',
        declinedFrom: 'screening',
        lastMovedOn: '2026-03-12',
      },
      {
        createdOn: '2026-03-10',
        reference: 'HL-RPT-0003',
        kind: 'host',
        location: 'landing',
        status: 'contacted',
        declinedFrom: null,
        // 03:30 UTC on the 11th is the evening of the 10th in Toronto.
        lastMovedOn: '2026-03-10',
      },
      {
        createdOn: '2026-03-11',
        reference: null,
        kind: 'careSeeker',
        location: 'referralForm',
        status: 'new',
        declinedFrom: null,
        lastMovedOn: null,
      },
    ]);
    expect(data[4]).toMatchObject({ createdOn: '2026-03-31', reference: 'HL-RPT-0005' });
  });

  it('narrows to a stage, and sorts by the funnel rather than the alphabet', async () => {
    const contacted = await rowsOf({ filter: { ...march, status: 'contacted' } });
    expect(contacted.data.map((row) => row.reference)).toStrictEqual(['HL-RPT-0003']);
    const furthestFirst = await rowsOf({ filter: march, sort: '-status', perPage: 2 });
    expect(furthestFirst.data.map((row) => row.status)).toStrictEqual(['declined', 'contacted']);
    const lastMovedFirst = await rowsOf({ filter: march, sort: '-lastMovedOn', perPage: 2 });
    expect(lastMovedFirst.data.map((row) => row.reference)).toStrictEqual([
      'HL-RPT-0002',
      'HL-RPT-0003',
    ]);
    const page = await rowsOf({ filter: march, sort: 'status', page: 3, perPage: 2 });
    expect(page.data.map((row) => row.status)).toStrictEqual(['declined']);
  });

  it.each([
    'owner',
    'agent',
    'partner',
    'caregiver',
    'family',
  ] as const satisfies readonly ReportReader[])(
    'is for administrators only: refuses %s',
    async (reader) => {
      const response = await world.clients[reader].json('/api/reports/hostLeads', 'POST', {
        filter: march,
      });
      expect(response.status).toBe(403);
    },
  );

  it('refuses a day before the calendar PostgreSQL reads', async () => {
    const response = await world.clients.admin.json('/api/reports/hostLeads', 'POST', {
      filter: { from: '0000-01-01', to: '0000-02-01' },
    });
    expect(response.status).toBe(422);
  });

  it('refuses a stage the pipeline lacks', async () => {
    const response = await world.clients.admin.json('/api/reports/hostLeads', 'POST', {
      filter: { ...march, status: 'hired' },
    });
    expect(response.status).toBe(422);
  });

  it('charts the leads of each week at each stage', async () => {
    const response = await world.clients.admin.json('/api/reports/hostLeads/graph', 'POST', {
      filter: { from: '2026-03-02', to: '2026-03-15' },
      bucket: 'week',
    });
    const { data } = (await response.json()) as { data: Series };
    expect(
      Object.fromEntries(data.map((series) => [series.key, series.points.map((p) => p.value)])),
    ).toStrictEqual({
      new: [1, 1],
      contacted: [0, 1],
      screening: [0, 0],
      approved: [0, 0],
      declined: [1, 0],
    });
  });
});
