import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDraftInvoice,
  createIssuedInvoice,
  createPaymentRecord,
} from '../../../../test/factories/careInvoices.ts';
import { createPayer } from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import {
  createReportReaders,
  type ReportReader,
} from '../../../../test/factories/reportReaders.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { careInvoices } from '../../../db/schema/index.ts';

const world = useTestServer({ world: createReportReaders });
const march = { from: '2026-03-01', to: '2026-03-31' };
const ids = { rose: 0, omar: 0, payer: 0 };

type Rows = { data: Record<string, unknown>[]; meta: { total: number } };
type Series = { key: string; points: { bucket: string; value: number }[] }[];

async function rowsOf(reader: ReportReader, body: object): Promise<Rows> {
  const response = await world.clients[reader].json('/api/reports/billing', 'POST', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Rows;
}

const numbersOf = (rows: Rows) => rows.data.map((row) => row.number);

beforeAll(async () => {
  const agencyId = world.agencyId;
  ids.rose = await createPatient(world.db, agencyId, { firstName: 'Rose', lastName: 'Tremblay' });
  ids.omar = await createPatient(world.db, agencyId, { firstName: 'Omar', lastName: 'Haddad' });
  ids.payer = await createPayer(world.db, { name: 'Ontario Health atHome Test' });
  const overdue = await createIssuedInvoice(world.db, {
    agencyId,
    patientId: ids.rose,
    totalCents: 10_000,
    paidCents: 4_000,
    status: 'partiallyPaid',
    issuedOn: '2026-03-02',
    dueOn: '2026-03-16',
  });
  await createIssuedInvoice(world.db, {
    agencyId,
    patientId: ids.omar,
    payerId: ids.payer,
    totalCents: 25_000,
    issuedOn: '2026-03-10',
    dueOn: '2099-12-31',
  });
  const voided = await createIssuedInvoice(world.db, {
    agencyId,
    patientId: ids.omar,
    totalCents: 9_900,
    issuedOn: '2026-03-11',
    dueOn: '2026-04-10',
  });
  await world.db
    .update(careInvoices)
    .set({ status: 'voided', voidedOn: '2026-03-12', voidReason: 'Billed twice' })
    .where(eq(careInvoices.id, voided));
  const settled = await createIssuedInvoice(world.db, {
    agencyId,
    patientId: ids.rose,
    totalCents: 5_000,
    paidCents: 5_000,
    status: 'paid',
    issuedOn: '2026-03-20',
    dueOn: '2026-04-19',
  });
  // Outside the report: another agency's, April's, and a draft.
  await createIssuedInvoice(world.db, {
    agencyId: world.otherAgencyId,
    patientId: await createPatient(world.db, world.otherAgencyId),
    totalCents: 7_000,
    issuedOn: '2026-03-05',
  });
  await createIssuedInvoice(world.db, {
    agencyId,
    patientId: ids.rose,
    totalCents: 3_000,
    issuedOn: '2026-04-02',
  });
  await createDraftInvoice(world.db, { agencyId, patientId: ids.rose });
  await createPaymentRecord(world.db, {
    agencyId,
    patientId: ids.rose,
    receivedOn: '2026-03-09',
    allocations: [{ invoiceId: overdue, amountCents: 4_000 }],
  });
  await createPaymentRecord(world.db, {
    agencyId,
    patientId: ids.rose,
    receivedOn: '2026-03-25',
    allocations: [{ invoiceId: settled, amountCents: 5_000 }],
  });
});

describe('the billing report', () => {
  it('shows each issued invoice with its money in cents and the age of what is owed', async () => {
    const { data, meta } = await rowsOf('owner', { filter: march, sort: 'issuedOn' });
    expect(meta.total).toBe(4);
    expect(data).toStrictEqual([
      {
        number: expect.any(String),
        billedTo: 'Rose Tremblay',
        recipient: 'patient',
        issuedOn: '2026-03-02',
        dueOn: '2026-03-16',
        status: 'partiallyPaid',
        currency: 'CAD',
        totalCents: 10_000,
        paidCents: 4_000,
        outstandingCents: 6_000,
        // Due in March: far over 90 days late by now.
        ageBand: 'over90',
        patientId: ids.rose,
      },
      expect.objectContaining({
        billedTo: 'Ontario Health atHome Test',
        recipient: 'payer',
        outstandingCents: 25_000,
        ageBand: 'current',
        patientId: ids.omar,
      }),
      expect.objectContaining({
        billedTo: 'Omar Haddad',
        status: 'voided',
        totalCents: 9_900,
        outstandingCents: 0,
        ageBand: null,
      }),
      expect.objectContaining({
        status: 'paid',
        outstandingCents: 0,
        ageBand: null,
      }),
    ]);
  });

  it("never counts another agency's invoices; admins see every agency's", async () => {
    expect((await rowsOf('agent', { filter: march })).meta.total).toBe(4);
    expect((await rowsOf('otherOwner', { filter: march })).meta.total).toBe(1);
    expect((await rowsOf('admin', { filter: march })).meta.total).toBe(5);
    expect(
      (await rowsOf('admin', { filter: { ...march, agencyId: world.otherAgencyId } })).data,
    ).toStrictEqual([expect.objectContaining({ totalCents: 7_000 })]);
  });

  it.each(['partner', 'caregiver', 'family'] as const)('refuses a %s', async (reader) => {
    const response = await world.clients[reader].json('/api/reports/billing', 'POST', {
      filter: march,
    });
    expect(response.status).toBe(403);
  });

  it('narrows to a patient, a payer and a status', async () => {
    const rose = await rowsOf('owner', { filter: { ...march, patientId: ids.rose } });
    expect(rose.data.map((row) => row.totalCents)).toStrictEqual([5_000, 10_000]);
    const payer = await rowsOf('owner', { filter: { ...march, payerId: ids.payer } });
    expect(payer.data.map((row) => row.billedTo)).toStrictEqual(['Ontario Health atHome Test']);
    const voided = await rowsOf('owner', { filter: { ...march, status: 'voided' } });
    expect(voided.data.map((row) => row.totalCents)).toStrictEqual([9_900]);
  });

  it('sorts by what is owed and pages without repeating an invoice', async () => {
    const mostOwed = await rowsOf('owner', { filter: march, sort: '-outstandingCents' });
    expect(mostOwed.data.map((row) => row.outstandingCents)).toStrictEqual([25_000, 6_000, 0, 0]);
    const pages = [];
    for (const page of [1, 2]) {
      pages.push(
        ...numbersOf(await rowsOf('owner', { filter: march, sort: 'dueOn', page, perPage: 2 })),
      );
    }
    expect(new Set(pages).size).toBe(4);
  });

  it('refuses a draft as a status, and a status invoices do not have', async () => {
    for (const status of ['draft', 'overdue']) {
      const response = await world.clients.owner.json('/api/reports/billing', 'POST', {
        filter: { ...march, status },
      });
      expect(response.status).toBe(422);
    }
  });

  it('charts cents invoiced by issue week and received by payment week', async () => {
    const response = await world.clients.owner.json('/api/reports/billing/graph', 'POST', {
      filter: { from: '2026-03-02', to: '2026-03-29' },
      bucket: 'week',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Series };
    expect(
      Object.fromEntries(data.map((series) => [series.key, series.points.map((p) => p.value)])),
    ).toStrictEqual({
      // The voided invoice of the 11th is no revenue.
      issuedCents: [10_000, 25_000, 5_000, 0],
      paidCents: [0, 4_000, 0, 5_000],
    });
    expect(data[0]?.points.map((point) => point.bucket)).toStrictEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
  });
});
