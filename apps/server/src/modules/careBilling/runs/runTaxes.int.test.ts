import { type CareInvoiceRunDetail, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { newSubscription } from '../../../../test/factories/billing.ts';
import {
  createBilledAssessment,
  createBillingCaregiver,
  createDayVisit,
  linesOfRun,
  runInvoices,
} from '../../../../test/factories/careInvoiceRuns.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import {
  createPayer,
  createProfiledAgency,
  type PlaceName,
} from '../../../../test/factories/organisations.ts';
import { subscriptionWorld } from '../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { careInvoices } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const september = { periodStart: '2026-09-01', periodEnd: '2026-10-01' };

async function ownerOf(agencyId: number): Promise<BrowserClient> {
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  return signedInClient(server, user.email, user.password);
}

async function chargeSalesTax(owner: BrowserClient, agencyId: number, charges: boolean) {
  const response = await owner.json(`/api/agencies/${agencyId}/billing-settings`, 'PUT', {
    roundingRule: 0,
    incrementMinutes: 15,
    invoiceSchedule: 2,
    invoicePrefix: 'TAX-',
    paymentTermsDays: 30,
    taxRegistrationNumber: charges ? '123456789RT0001' : null,
    chargesSalesTax: charges,
  });
  expect(response.status).toBe(200);
}

/** An hourly assessment at $30 with a 60- and a 75-minute visit in September: $67.50. */
async function septemberCare(agencyId: number, billing: object = {}) {
  const caregiverId = await createBillingCaregiver(database.db, agencyId);
  const { assessmentId } = await createBilledAssessment(database.db, agencyId, {
    rateCents: 3000,
    rateUnit: 'hour',
    ...billing,
  });
  for (const [day, minutes] of [
    ['2026-09-08', 60],
    ['2026-09-15', 75],
  ] as const) {
    await createDayVisit(database.db, assessmentId, caregiverId, {
      day,
      from: '09:00',
      to: '11:00',
      minutes,
    });
  }
}

const invoicesOf = (runId: number) =>
  database.db
    .select({
      recipient: careInvoices.recipient,
      currency: careInvoices.currency,
      subtotalCents: careInvoices.subtotalCents,
      taxLines: careInvoices.taxLines,
      totalCents: careInvoices.totalCents,
    })
    .from(careInvoices)
    .where(eq(careInvoices.runId, runId))
    .orderBy(careInvoices.recipient);

async function runAt(place: PlaceName, charges: boolean): Promise<CareInvoiceRunDetail> {
  const agencyId = await createProfiledAgency(database.db, { at: place });
  const owner = await ownerOf(agencyId);
  await chargeSalesTax(owner, agencyId, charges);
  await septemberCare(agencyId);
  return runInvoices(owner, { agencyId, ...september });
}

describe('sales tax on a run’s drafts', () => {
  it('adds nothing when the agency does not charge sales tax', async () => {
    const run = await runAt('toronto', false);
    expect(await invoicesOf(run.id)).toEqual([
      {
        recipient: 'patient',
        currency: 'CAD',
        subtotalCents: 6750,
        taxLines: [],
        totalCents: 6750,
      },
    ]);
  });

  it('adds the region’s tax, half-up to the cent, when it does (Ontario’s 13 % HST)', async () => {
    const run = await runAt('toronto', true);
    // 13 % of 67.50 is 8.775: 8.78.
    expect(await invoicesOf(run.id)).toEqual([
      {
        recipient: 'patient',
        currency: 'CAD',
        subtotalCents: 6750,
        taxLines: [{ name: 'HST', rateThousandths: 13_000, cents: 878 }],
        totalCents: 7628,
      },
    ]);
    expect(run.totals).toContainEqual({ recipient: 'patient', invoices: 1, totalCents: 7628 });
  });

  it('adds each of a region’s two taxes, each rounded on its own (Quebec’s GST and QST)', async () => {
    const run = await runAt('montreal', true);
    // 5 % of 67.50 is 3.375: 3.38; 9.975 % is 6.733125: 6.73.
    const [invoice] = await invoicesOf(run.id);
    expect(invoice?.taxLines).toEqual([
      { name: 'GST', rateThousandths: 5_000, cents: 338 },
      { name: 'QST', rateThousandths: 9_975, cents: 673 },
    ]);
    expect(invoice?.totalCents).toBe(6750 + 338 + 673);
  });

  it('taxes each invoice of a split on its own subtotal; the lines still sum to the charge', async () => {
    const agencyId = await createProfiledAgency(database.db, { at: 'toronto' });
    const owner = await ownerOf(agencyId);
    await chargeSalesTax(owner, agencyId, true);
    const payerId = await createPayer(database.db);
    await septemberCare(agencyId, { billTo: 'split', payerId, payerShareBasisPoints: 6250 });
    const run = await runInvoices(owner, { agencyId, ...september });
    const lines = await linesOfRun(database.db, run.id);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(6750);
    // 62.5 % of 30.00 and 37.50: 18.75 + 23.44 to the payer, 11.25 + 14.06 to the patient.
    const [patient, payer] = await invoicesOf(run.id);
    expect(payer).toMatchObject({
      recipient: 'payer',
      subtotalCents: 4219,
      totalCents: 4219 + 548,
    });
    expect(patient).toMatchObject({
      recipient: 'patient',
      subtotalCents: 2531,
      totalCents: 2531 + 329,
    });
    expect(payer?.taxLines).toEqual([{ name: 'HST', rateThousandths: 13_000, cents: 548 }]);
    expect(patient?.taxLines).toEqual([{ name: 'HST', rateThousandths: 13_000, cents: 329 }]);
  });
});

describe('the currency of a run’s drafts', () => {
  it('is US dollars for an agency in the United States, with its state’s tax', async () => {
    const run = await runAt('chicago', true);
    expect(run.currency).toBe('USD');
    // Illinois' 6.25 % of 67.50 is 4.21875: 4.22.
    expect(await invoicesOf(run.id)).toEqual([
      {
        recipient: 'patient',
        currency: 'USD',
        subtotalCents: 6750,
        taxLines: [expect.objectContaining({ rateThousandths: 6_250, cents: 422 })],
        totalCents: 7172,
      },
    ]);
  });

  it('follows the agency’s membership: its product’s currency and billing address', async () => {
    const world = await subscriptionWorld(database.db, server);
    const by = await world.owner();
    const plan = await world.product({ currency: 'USD', trialDays: 0 });
    await world.subscribe(by, newSubscription(plan.id, { country: 'US', province: 'IL' }));
    const agencyId = by.organisation.id;
    await chargeSalesTax(by.client, agencyId, true);
    await septemberCare(agencyId);
    const run = await runInvoices(by.client, { agencyId, ...september });
    const [invoice] = await invoicesOf(run.id);
    expect(invoice).toMatchObject({ currency: 'USD', totalCents: 7172 });
  });

  it('shows the agency’s currency on a run with no drafts', async () => {
    const agencyId = await createProfiledAgency(database.db, { at: 'chicago' });
    const run = await runInvoices(await ownerOf(agencyId), { agencyId, ...september });
    expect(run.drafts).toEqual([]);
    expect(run.currency).toBe('USD');
  });
});

describe('an agency charging sales tax where no rate is known', () => {
  it('fails the run and writes no draft, rather than bill without the tax', async () => {
    const agencyId = await createAgency(database.db);
    const owner = await ownerOf(agencyId);
    await chargeSalesTax(owner, agencyId, true);
    await septemberCare(agencyId);
    const started = await expectBody<{ data: { id: number } }>(
      await owner.json('/api/invoice-runs', 'POST', { agencyId, ...september }),
      201,
    );
    await vi.waitFor(
      async () => {
        const { data } = await expectBody<{ data: CareInvoiceRunDetail }>(
          await owner.request(`/api/invoice-runs/${started.data.id}`),
          200,
        );
        expect(data.status).toBe('failed');
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(await invoicesOf(started.data.id)).toEqual([]);
  });
});
