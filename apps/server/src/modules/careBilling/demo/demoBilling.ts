import type { CareBillingSettingsWrite, CarePaymentCreate } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { careInvoices } from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';
import type { AuditContext } from '../../../platform/audit.ts';
import {
  createInvoiceRepo,
  type InvoiceChange,
  issueLocked,
  voidLocked,
} from '../invoices/index.ts';
import { createPaymentRepo, recordPaymentIn } from '../payments/index.ts';
import { billRun, createRunRepo } from '../runs/index.ts';
import { agencyInstants } from './demoVisitsSeed.ts';

// The demo agency's office at work, through care billing's own code in the seeding transaction:
// it runs a month, issues what the run drafted on the day its invoices fall due, voids one,
// records the money that came in. Only the days are the demo's; the rules are the product's.

export type DemoInvoice = typeof careInvoices.$inferSelect;

/** When the office did something: an agency day and a wall-clock time on it. */
export type OfficeMoment = { day: string; time: string };

async function instantOf(tx: SeedTransaction, { day, time }: OfficeMoment): Promise<Date> {
  const [instant] = await agencyInstants(tx, [`${day} ${time}`]);
  return instant ?? new Date(Number.NaN);
}

/** The demo agency's office, billing by `settings` (the defaults: it has saved none yet). */
export function demoOffice(
  tx: SeedTransaction,
  context: { agencyId: number; ownerId: number },
  settings: CareBillingSettingsWrite,
) {
  const runs = createRunRepo(tx);
  const invoices = createInvoiceRepo(tx);
  const payments = createPaymentRepo(tx);
  const audit: AuditContext = { actorUserId: context.ownerId, ip: null, requestId: null };

  const changeAt = async (moment: OfficeMoment): Promise<InvoiceChange> => ({
    at: await instantOf(tx, moment),
    by: context.ownerId,
    context: audit,
    termsOf: async () => settings,
  });

  return {
    /** Bills the period [start, end) as a finished run; returns the run's id and its drafts. */
    async run(periodStart: string, periodEnd: string) {
      const run = await runs.insert(tx, {
        agencyId: context.agencyId,
        periodStart,
        periodEnd,
        startedBy: context.ownerId,
      });
      // The run is queued and finished in this one transaction: no sweep ever sees it queued.
      await billRun(tx, runs, run, settings, () => Promise.resolve());
      const drafts = await tx
        .select()
        .from(careInvoices)
        .where(eq(careInvoices.runId, run.id))
        .orderBy(asc(careInvoices.id));
      return { runId: run.id, drafts };
    },

    /** Issues drafts, numbered in order by the agency's counter and dated at `moment`. */
    async issue(drafts: readonly DemoInvoice[], moment: OfficeMoment): Promise<void> {
      const locked = await invoices.lockForChange(
        tx,
        drafts.map((draft) => draft.id),
      );
      await issueLocked(tx, invoices, locked, await changeAt(moment));
    },

    async void(invoice: DemoInvoice, reason: string, moment: OfficeMoment): Promise<void> {
      const [locked] = await invoices.lockForChange(tx, [invoice.id]);
      if (locked !== undefined) {
        await voidLocked(tx, invoices, locked, reason, await changeAt(moment));
      }
    },

    /** Records money received for one invoice (all of what it owes unless `amountCents`). */
    async pay(
      invoice: DemoInvoice,
      payment: Pick<CarePaymentCreate, 'method' | 'reference' | 'receivedOn'> & {
        amountCents?: number;
      },
    ): Promise<void> {
      const amountCents = payment.amountCents ?? invoice.totalCents;
      await recordPaymentIn(
        tx,
        payments,
        {
          agencyId: context.agencyId,
          recipient: invoice.recipient === 'payer' ? 'payer' : 'patient',
          payerId: invoice.payerId,
          patientId: invoice.recipient === 'payer' ? null : invoice.patientId,
          referralId: invoice.recipient === 'payer' ? null : invoice.referralId,
          method: payment.method,
          reference: payment.reference,
          receivedOn: payment.receivedOn,
          amountCents,
          allocations: [{ invoiceId: invoice.id, amountCents }],
        },
        { userId: context.ownerId, context: audit },
      );
    },
  };
}

export type DemoOffice = ReturnType<typeof demoOffice>;
