import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  careInvoices,
  carePaymentAllocations,
  carePayments,
  payers,
} from '../../../db/schema/index.ts';

export type OpenBalanceRow = {
  recipient: string;
  payerId: number | null;
  payerName: string | null;
  currency: string;
  dueOn: string;
  balanceCents: number;
};

export function createReceivableRepo(db: Database) {
  return {
    /**
     * Every invoice of the agency that was issued by the as-of day and still owed money on it:
     * its total less the payments received by then, so a past day's aging is what it was that day.
     */
    async openBalances(agencyId: number, asOf: string): Promise<OpenBalanceRow[]> {
      const paidByThen = db
        .select({
          invoiceId: carePaymentAllocations.invoiceId,
          receivedCents: sql<number>`sum(${carePaymentAllocations.amountCents})::int`.as(
            'paid_by_then_cents',
          ),
        })
        .from(carePaymentAllocations)
        .innerJoin(carePayments, eq(carePayments.id, carePaymentAllocations.paymentId))
        .where(lte(carePayments.receivedOn, asOf))
        .groupBy(carePaymentAllocations.invoiceId)
        .as('paid_by_then');
      const balance = sql<number>`(${careInvoices.totalCents} - coalesce(${paidByThen.receivedCents}, 0))::int`;
      return db
        .select({
          recipient: careInvoices.recipient,
          payerId: careInvoices.payerId,
          payerName: payers.name,
          currency: careInvoices.currency,
          dueOn: sql<string>`${careInvoices.dueOn}`,
          balanceCents: balance,
        })
        .from(careInvoices)
        .leftJoin(paidByThen, eq(paidByThen.invoiceId, careInvoices.id))
        .leftJoin(payers, eq(payers.id, careInvoices.payerId))
        .where(
          and(
            eq(careInvoices.agencyId, agencyId),
            lte(careInvoices.issuedOn, asOf),
            or(isNull(careInvoices.voidedOn), gt(careInvoices.voidedOn, asOf)),
            gt(balance, 0),
          ),
        );
    },
  };
}

export type ReceivableRepo = ReturnType<typeof createReceivableRepo>;
