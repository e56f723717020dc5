import {
  addDays,
  type CareInvoice,
  type CareInvoiceStatus,
  careDay,
  firstOfMonth,
  paymentFlagOf,
} from '@hearth/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { runInvoices } from '../../../../test/factories/careInvoiceRuns.ts';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import {
  assessments,
  careInvoiceLines,
  careInvoiceRunExceptions,
  careInvoiceRuns,
  careInvoices,
  carePayments,
  seedRuns,
  shifts,
  users,
} from '../../../db/schema/index.ts';
import { DEMO_VOID_REASON } from './demoSeed.ts';

// What a fresh demo holds of care billing, all made by the product's own runs, issue, payments
// and void: two months billed, paid, one overdue, one voided, one visit still to resolve.

const demo = useSeededDemo();
let agencyId: number;
let owner: BrowserClient;
let today: string;
let lastMonth: string;
let monthBefore: string;
let thisMonth: string;

type Listed = { data: CareInvoice[] };

beforeAll(async () => {
  const [run] = await demo.db
    .select({ at: seedRuns.appliedAt })
    .from(seedRuns)
    .where(eq(seedRuns.name, 'careBilling.demo-months'));
  expect(run, 'the care billing demo was seeded').toBeDefined();
  today = careDay(new Date());
  thisMonth = firstOfMonth(careDay(run?.at ?? new Date()));
  lastMonth = firstOfMonth(addDays(thisMonth, -1));
  monthBefore = firstOfMonth(addDays(lastMonth, -1));
  const [ownerRow] = await demo.db
    .select({ agencyId: users.agencyId })
    .from(users)
    .where(eq(users.email, 'agency@demo.hearth.test'));
  agencyId = ownerRow?.agencyId ?? 0;
  owner = await demo.signIn('agency@demo.hearth.test');
});

const invoicesOfPeriod = (periodStart: string) =>
  demo.db
    .select()
    .from(careInvoices)
    .where(and(eq(careInvoices.agencyId, agencyId), eq(careInvoices.periodStart, periodStart)));

describe("the demo agency's two billed months", () => {
  it('were billed by finished runs, none left for the sweep', async () => {
    const runs = await demo.db
      .select()
      .from(careInvoiceRuns)
      .where(eq(careInvoiceRuns.agencyId, agencyId));
    expect(runs.map((run) => run.status)).toEqual(runs.map(() => 'finished'));
    expect(runs.map((run) => run.periodStart)).toEqual(
      expect.arrayContaining([monthBefore, lastMonth]),
    );
    expect(
      runs.every((run) => run.totalVisits > 0 && run.processedVisits === run.totalVisits),
    ).toBe(true);
  });

  it('left the month before last mostly paid, one partly, one overdue and one voided', async () => {
    const older = await invoicesOfPeriod(monthBefore);
    const count = (status: CareInvoiceStatus) =>
      older.filter((invoice) => invoice.status === status).length;
    expect(count('paid')).toBeGreaterThanOrEqual(3);
    expect(count('partiallyPaid')).toBe(1);
    expect(count('voided')).toBe(1);
    expect(count('draft')).toBe(2);
    const overdue = older.filter((invoice) => invoice.status === 'issued');
    expect(overdue).toHaveLength(1);
    expect((overdue[0]?.dueOn ?? today) < today, 'due before today').toBe(true);
    for (const invoice of older.filter((row) => row.status !== 'draft')) {
      expect(invoice.number).toMatch(/^MHC-\d{4}$/);
      expect(invoice.issuedOn).toBe(lastMonth);
    }
    const [voided] = older.filter((invoice) => invoice.status === 'voided');
    expect(voided).toMatchObject({ voidReason: DEMO_VOID_REASON });
    expect(voided?.creditNoteNumber).toMatch(/^MHC-\d{4}$/);
    // The voided invoice's visits wait, drafted again, for the office to issue.
    const redrafted = older.filter((invoice) => invoice.status === 'draft');
    expect(redrafted).toContainEqual(
      expect.objectContaining({
        patientId: voided?.patientId,
        payerId: voided?.payerId,
        totalCents: voided?.totalCents,
      }),
    );
    // And the visit whose check-out came late, on a private draft of its own.
    expect(redrafted).toContainEqual(
      expect.objectContaining({ recipient: 'patient', payerId: null }),
    );
    const paid = older.filter((invoice) => invoice.status === 'paid');
    expect(paid.every((invoice) => invoice.paidCents === invoice.totalCents)).toBe(true);
    const payments = await demo.db
      .select()
      .from(carePayments)
      .where(eq(carePayments.agencyId, agencyId));
    // The resident's placement is on that month's invoices only when she had moved in by its
    // end (she moved in weeks before the seeding day); then she paid it, by bank transfer.
    const placements = older.filter((invoice) => invoice.referralId !== null);
    expect(placements.every((invoice) => invoice.status === 'paid')).toBe(true);
    const residentPaid = placements.length > 0 ? ['bankTransfer'] : [];
    expect(payments.map((payment) => payment.method).sort()).toEqual(
      [...residentPaid, 'bankTransfer', 'card', 'cheque', 'cheque'].sort(),
    );
    expect(payments.filter((payment) => payment.referralId !== null)).toHaveLength(
      placements.length,
    );
  });

  it('issued last month on its first day after, not yet due', async () => {
    const last = await invoicesOfPeriod(lastMonth);
    expect(last.length).toBeGreaterThanOrEqual(6);
    for (const invoice of last) {
      expect(invoice).toMatchObject({ status: 'issued', issuedOn: thisMonth, paidCents: 0 });
      expect((invoice.dueOn ?? '') >= today, 'due today or later').toBe(true);
    }
  });

  it("keeps every booking's payment flag as its invoices say", async () => {
    const billed = await demo.db
      .selectDistinct({ assessmentId: careInvoiceLines.assessmentId })
      .from(careInvoiceLines)
      .innerJoin(careInvoices, eq(careInvoices.id, careInvoiceLines.invoiceId))
      .where(and(eq(careInvoices.agencyId, agencyId), isNotNull(careInvoiceLines.assessmentId)));
    const ids = billed.map((row) => row.assessmentId ?? 0);
    const flags = await demo.db
      .select({ id: assessments.id, flag: assessments.paymentStatus })
      .from(assessments)
      .where(inArray(assessments.id, ids));
    const statuses = await demo.db
      .selectDistinct({
        assessmentId: careInvoiceLines.assessmentId,
        invoiceId: careInvoices.id,
        status: careInvoices.status,
      })
      .from(careInvoiceLines)
      .innerJoin(careInvoices, eq(careInvoices.id, careInvoiceLines.invoiceId))
      .where(inArray(careInvoiceLines.assessmentId, ids));
    for (const { id, flag } of flags) {
      const own = statuses
        .filter((row) => row.assessmentId === id)
        .map((row) => row.status as CareInvoiceStatus);
      expect(flag, `booking ${id}`).toBe(paymentFlagOf(own));
    }
  });

  it("lists the family's visit never checked out as an exception of last month's run", async () => {
    const [lastRun] = await demo.db
      .select({ id: careInvoiceRuns.id })
      .from(careInvoiceRuns)
      .where(
        and(eq(careInvoiceRuns.agencyId, agencyId), eq(careInvoiceRuns.periodStart, lastMonth)),
      );
    const listed = await demo.db
      .select({ reasons: careInvoiceRunExceptions.reasons, checkedOutAt: shifts.checkedOutAt })
      .from(careInvoiceRunExceptions)
      .innerJoin(shifts, eq(shifts.id, careInvoiceRunExceptions.shiftId))
      .where(eq(careInvoiceRunExceptions.runId, lastRun?.id ?? 0));
    expect(listed).toContainEqual({ reasons: ['missingCheckOut'], checkedOutAt: null });
  });

  it('gives the family user their share of both months', async () => {
    const family = await demo.signIn('user@demo.hearth.test');
    const own = await expectBody<Listed>(await family.request('/api/invoices'), 200);
    expect(own.data.map((invoice) => [invoice.recipient, invoice.periodStart]).sort()).toEqual([
      ['patient', monthBefore],
      ['patient', lastMonth],
    ]);
  });

  it('bills nothing twice when its months are run again by the run service', async () => {
    const older = await runInvoices(owner, {
      agencyId,
      periodStart: monthBefore,
      periodEnd: lastMonth,
    });
    // Only the two drafts, written anew in place of the ones they replace.
    expect(older.drafts.map((draft) => draft.status)).toEqual(['draft', 'draft']);
    const last = await runInvoices(owner, {
      agencyId,
      periodStart: lastMonth,
      periodEnd: thisMonth,
    });
    expect(last.drafts).toEqual([]);
    expect(last.exceptions.map((exception) => exception.reasons)).toContainEqual([
      'missingCheckOut',
    ]);
  });
});
