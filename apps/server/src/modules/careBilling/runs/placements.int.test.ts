import { type CareInvoiceDetail, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  issueDrafts,
  linesOfRun,
  runInvoices,
} from '../../../../test/factories/careInvoiceRuns.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createReferral, type ReferralOptions } from '../../../../test/factories/referrals.ts';
import { createCluster, createHome, createHub } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { pdfText } from '../../../../test/pdfText.ts';
import { expectBody } from '../../../../test/responses.ts';
import { careInvoices } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const september = { periodStart: '2026-09-01', periodEnd: '2026-10-01' };
const frequency = { daily: 1, weekly: 2, monthly: 3, semiMonthly: 4, service: 0 } as const;

/** A hub of the operator with one home; `place` puts a resident in it. */
async function hubOf(operator: { agencyId: number } | { partnerId: number }) {
  const hubId = await createHub(database.db, operator);
  const homeId = await createHome(database.db, await createCluster(database.db, hubId));
  return (placement: ReferralOptions) =>
    createReferral(database.db, hubId, { homeId, ...placement });
}

async function ownerOf(agencyId: number): Promise<BrowserClient> {
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  return signedInClient(server, user.email, user.password);
}

/** The placement lines of a run's invoices. */
const linesOf = async (runId: number) =>
  (await linesOfRun(database.db, runId))
    .filter((line) => line.kind === 'placement')
    .map(({ serviceDate, quantity, quantityUnit, amountCents }) => ({
      serviceDate,
      quantity,
      quantityUnit,
      amountCents,
    }));

describe('an agency’s run bills its hubs’ placements per their billing frequency', () => {
  let agencyId: number;
  let owner: BrowserClient;
  let place: Awaited<ReturnType<typeof hubOf>>;

  beforeAll(async () => {
    agencyId = await createAgency(database.db);
    owner = await ownerOf(agencyId);
    place = await hubOf({ agencyId });
  });

  /** A placement alone in its own agency, so each case reads only its own lines. */
  async function billedAlone(placement: ReferralOptions) {
    const alone = await createAgency(database.db);
    await (await hubOf({ agencyId: alone }))(placement);
    const run = await runInvoices(await ownerOf(alone), { agencyId: alone, ...september });
    return { run, lines: await linesOf(run.id) };
  }

  it('monthly from the move-in day: the period ending in the run, whole', async () => {
    const { run, lines } = await billedAlone({
      moveInOn: '2026-08-10',
      billingFrequency: frequency.monthly,
      rateCents: 300_000,
    });
    // August 10 – September 10 ends in September's run; September 10 – October 10 waits.
    expect(lines).toEqual([
      { serviceDate: '2026-08-10', quantity: 1, quantityUnit: 'periods', amountCents: 300_000 },
    ]);
    expect(run.drafts).toEqual([
      expect.objectContaining({
        recipient: 'patient',
        payer: null,
        patient: null,
        resident: expect.objectContaining({ name: expect.stringMatching(/Referred$/) }),
        totalCents: 300_000,
      }),
    ]);
  });

  it('weekly from the move-in day: every week ending in the run', async () => {
    const { lines } = await billedAlone({
      moveInOn: '2026-09-02',
      billingFrequency: frequency.weekly,
      rateCents: 70_000,
    });
    expect(lines.map((line) => [line.serviceDate, line.amountCents])).toEqual([
      ['2026-09-02', 70_000],
      ['2026-09-09', 70_000],
      ['2026-09-16', 70_000],
      ['2026-09-23', 70_000],
    ]);
  });

  it('semi-monthly, moving in mid-period: that half prorated by the days resided', async () => {
    const { lines } = await billedAlone({
      moveInOn: '2026-09-05',
      billingFrequency: frequency.semiMonthly,
      rateCents: 150_000,
    });
    // September 5–15 is 11 of the half's 15 days: 1 500.00 × 11 / 15 = 1 100.00.
    expect(lines).toEqual([
      { serviceDate: '2026-09-01', quantity: 11, quantityUnit: 'days', amountCents: 110_000 },
      { serviceDate: '2026-09-16', quantity: 1, quantityUnit: 'periods', amountCents: 150_000 },
    ]);
  });

  it('daily: each day resided, the move-out day not billed', async () => {
    const { lines } = await billedAlone({
      moveInOn: '2026-09-27',
      moveOutOn: '2026-09-29',
      billingFrequency: frequency.daily,
      rateCents: 12_345,
    });
    expect(lines).toEqual([
      { serviceDate: '2026-09-27', quantity: 1, quantityUnit: 'days', amountCents: 12_345 },
      { serviceDate: '2026-09-28', quantity: 1, quantityUnit: 'days', amountCents: 12_345 },
    ]);
  });

  it('moving out mid-period: the days up to the move-out, prorated half-up', async () => {
    const { lines } = await billedAlone({
      moveInOn: '2026-08-10',
      moveOutOn: '2026-09-05',
      billingFrequency: frequency.monthly,
      rateCents: 300_000,
    });
    // August 10 – September 4 is 26 of the period's 31 days: 3 000.00 × 26 / 31 = 2 516.129…
    expect(lines).toEqual([
      { serviceDate: '2026-08-10', quantity: 26, quantityUnit: 'days', amountCents: 251_613 },
    ]);
  });

  it('bills nothing for a placement per service, without a home, rate or move-in', async () => {
    const alone = await createAgency(database.db);
    const placeAlone = await hubOf({ agencyId: alone });
    await placeAlone({ moveInOn: '2026-08-01', billingFrequency: frequency.service, rateCents: 1 });
    await placeAlone({ moveInOn: '2026-08-01', billingFrequency: frequency.monthly });
    await placeAlone({ billingFrequency: frequency.monthly, rateCents: 100 });
    await placeAlone({
      moveInOn: '2026-08-01',
      billingFrequency: frequency.monthly,
      rateCents: 100,
      homeId: null,
    });
    const run = await runInvoices(await ownerOf(alone), { agencyId: alone, ...september });
    expect(run.drafts).toEqual([]);
  });

  it('a re-run bills nothing twice; an issued period is never billed again', async () => {
    await place({
      moveInOn: '2026-09-01',
      billingFrequency: frequency.semiMonthly,
      rateCents: 90_000,
    });
    const first = await runInvoices(owner, { agencyId, ...september });
    const billedFirst = await linesOf(first.id);
    expect(billedFirst.map((line) => line.serviceDate)).toEqual(['2026-09-01', '2026-09-16']);
    const again = await runInvoices(owner, { agencyId, ...september });
    // The re-run replaced the first run's drafts with the same lines, not added to them.
    expect(await linesOf(again.id)).toEqual(billedFirst);
    expect(await linesOf(first.id)).toEqual([]);
    await issueDrafts(database.db, again.id);
    const afterIssue = await runInvoices(owner, { agencyId, ...september });
    expect(afterIssue.drafts).toEqual([]);
    // Once issued, the resident's balance is aged with the private pay.
    const { data: receivables } = await expectBody<{ data: { rows: unknown[] } }>(
      await owner.request(`/api/care-receivables?agencyId=${agencyId}&asOf=2026-10-15`),
      200,
    );
    expect(receivables.rows).toEqual([
      expect.objectContaining({ recipient: 'patient', invoices: 1, current: 180_000 }),
    ]);
    // The database refuses to move an issued invoice to another resident.
    const someoneElse = await place({});
    await expect(
      database.db
        .update(careInvoices)
        .set({ referralId: someoneElse })
        .where(eq(careInvoices.runId, again.id)),
    ).rejects.toThrow();
    // October's run bills October's halves, not September's again.
    const october = await runInvoices(owner, {
      agencyId,
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
    });
    expect((await linesOf(october.id)).map((line) => line.serviceDate)).toEqual([
      '2026-10-01',
      '2026-10-16',
    ]);
  });

  it('never bills another agency’s hub or a partner’s hub', async () => {
    const other = await createAgency(database.db);
    await (await hubOf({ agencyId: other }))({
      moveInOn: '2026-08-01',
      billingFrequency: frequency.daily,
      rateCents: 5_000,
    });
    await (await hubOf({ partnerId: await createPartner(database.db) }))({
      moveInOn: '2026-08-01',
      billingFrequency: frequency.daily,
      rateCents: 5_000,
    });
    const alone = await createAgency(database.db);
    const run = await runInvoices(await ownerOf(alone), { agencyId: alone, ...september });
    expect(run.drafts).toEqual([]);
  });

  it('shows the resident on the invoice, its detail and its PDF', async () => {
    const { run } = await billedAlone({
      firstName: 'Odile',
      lastName: 'Resident',
      moveInOn: '2026-08-15',
      billingFrequency: frequency.monthly,
      rateCents: 250_000,
    });
    const [draft] = run.drafts;
    const alone = run.agencyId;
    const agencyOwner = await ownerOf(alone);
    const { data } = await expectBody<{ data: CareInvoiceDetail }>(
      await agencyOwner.request(`/api/invoices/${draft?.invoiceId}`),
      200,
    );
    expect(data).toMatchObject({
      patient: null,
      resident: { name: 'Odile Resident' },
      totalCents: 250_000,
    });
    expect(data.lines).toEqual([
      expect.objectContaining({ kind: 'placement', assessmentId: null, rateUnit: null }),
    ]);
    const response = await agencyOwner.request(`/api/invoices/${draft?.invoiceId}/pdf`);
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Odile Resident');
  });
});
