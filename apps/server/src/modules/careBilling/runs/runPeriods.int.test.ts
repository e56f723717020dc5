import { type AssessmentBillingFrequency, InvoiceSchedule, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  createBilledAssessment,
  createBillingCaregiver,
  createDayVisit,
  issueDrafts,
  linesOfRun,
  runInvoices,
} from '../../../../test/factories/careInvoiceRuns.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';

const { database, server } = useTestServer();
const september = { periodStart: '2026-09-01', periodEnd: '2026-10-01' };

async function staffOf(agencyId: number, schedule: InvoiceSchedule): Promise<BrowserClient> {
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  const owner = await signedInClient(server, user.email, user.password);
  const saved = await owner.json(`/api/agencies/${agencyId}/billing-settings`, 'PUT', {
    roundingRule: 0,
    incrementMinutes: 15,
    invoiceSchedule: schedule,
    invoicePrefix: 'PER-',
    paymentTermsDays: 30,
    taxRegistrationNumber: null,
    chargesSalesTax: false,
  });
  expect(saved.status).toBe(200);
  return owner;
}

describe("each billing frequency's periods on a September run (incurred)", () => {
  let agencyId: number;
  let owner: BrowserClient;
  const billed: Partial<Record<AssessmentBillingFrequency, { billed: number[]; not: number[] }>> =
    {};

  beforeAll(async () => {
    agencyId = await createAgency(database.db);
    owner = await staffOf(agencyId, InvoiceSchedule.incurred);
    // Days on either side of the boundaries each frequency cuts the calendar at.
    const plans: [AssessmentBillingFrequency, string, string[], string[]][] = [
      ['monthEnd', '2026-08-01', ['2026-09-01', '2026-09-30'], ['2026-08-31', '2026-10-01']],
      ['semiMonthly', '2026-08-01', ['2026-09-15', '2026-09-16'], ['2026-08-31', '2026-10-01']],
      // Bi-weekly from Wednesday August 5: Aug 19 – Sep 2, …, Sep 16 – Sep 30 end by October 1.
      ['biWeekly', '2026-08-05', ['2026-08-19', '2026-09-29'], ['2026-08-18', '2026-09-30']],
      // Monthly from the 10th: August 10 – September 10 ends in the run; the next does not.
      ['monthly', '2026-08-10', ['2026-08-10', '2026-09-09'], ['2026-08-09', '2026-09-10']],
    ];
    for (const [billingFrequency, startDate, inside, outside] of plans) {
      const caregiverId = await createBillingCaregiver(database.db, agencyId);
      const { assessmentId } = await createBilledAssessment(database.db, agencyId, {
        billingFrequency,
        startDate,
        rateCents: 4000,
        rateUnit: 'visit',
      });
      const visit = (day: string) =>
        createDayVisit(database.db, assessmentId, caregiverId, {
          day,
          from: '09:00',
          to: '10:00',
          minutes: 60,
        });
      billed[billingFrequency] = {
        billed: await Promise.all(inside.map(visit)),
        not: await Promise.all(outside.map(visit)),
      };
    }
  });

  it('bills the periods whose invoice falls due in the run, whole', async () => {
    const run = await runInvoices(owner, { agencyId, ...september });
    const shiftIds = (await linesOfRun(database.db, run.id)).map((line) => line.shiftId);
    for (const [frequency, { billed: inside, not }] of Object.entries(billed)) {
      expect({ frequency, billed: inside.filter((id) => shiftIds.includes(id)) }).toEqual({
        frequency,
        billed: inside,
      });
      expect({ frequency, billed: not.filter((id) => shiftIds.includes(id)) }).toEqual({
        frequency,
        billed: [],
      });
    }
  });
});

describe('billing in advance, then truing up', () => {
  it("bills next month's planned visits, then trues up with one line", async () => {
    const agencyId = await createAgency(database.db);
    const owner = await staffOf(agencyId, InvoiceSchedule.advance);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const { assessmentId } = await createBilledAssessment(database.db, agencyId, {
      billingFrequency: 'monthEnd',
      startDate: '2026-08-01',
      rateCents: 3000,
      rateUnit: 'hour',
    });
    const visit = (day: string, minutes: number | null) =>
      createDayVisit(database.db, assessmentId, caregiverId, {
        day,
        from: '09:00',
        to: '11:00',
        minutes,
      });
    // September: two visits of two hours planned; October: three, one of which was cut short.
    await visit('2026-09-08', 120);
    await visit('2026-09-15', 120);
    await visit('2026-10-06', 120);
    await visit('2026-10-13', 60);
    await visit('2026-10-20', 120);

    const augustRun = await runInvoices(owner, {
      agencyId,
      periodStart: '2026-08-01',
      periodEnd: '2026-09-01',
    });
    const augustLines = await linesOfRun(database.db, augustRun.id);
    expect(
      augustLines.map(({ kind, serviceDate, quantity, amountCents }) => ({
        kind,
        serviceDate,
        quantity,
        amountCents,
      })),
    ).toEqual([{ kind: 'advance', serviceDate: '2026-09-01', quantity: 240, amountCents: 12_000 }]);
    await issueDrafts(database.db, augustRun.id);

    const septemberRun = await runInvoices(owner, { agencyId, ...september });
    const septemberLines = await linesOfRun(database.db, septemberRun.id);
    // September was given as planned: no true-up line; October is billed ahead.
    expect(
      septemberLines.map(({ kind, serviceDate, amountCents }) => ({
        kind,
        serviceDate,
        amountCents,
      })),
    ).toEqual([{ kind: 'advance', serviceDate: '2026-10-01', amountCents: 18_000 }]);
    await issueDrafts(database.db, septemberRun.id);

    const octoberRun = await runInvoices(owner, {
      agencyId,
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
    });
    const octoberLines = await linesOfRun(database.db, octoberRun.id);
    expect(
      octoberLines.map(({ kind, serviceDate, quantity, amountCents }) => ({
        kind,
        serviceDate,
        quantity,
        amountCents,
      })),
    ).toEqual([{ kind: 'trueUp', serviceDate: '2026-10-01', quantity: 300, amountCents: -3000 }]);

    const again = await runInvoices(owner, { agencyId, ...september });
    expect(again.drafts).toEqual([]);
  });
});
