import { CARE_TIME_ZONE, PaymentFlag, SubscriptionStatus } from '@hearth/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { subscriptionPayments, subscriptions } from '../../../db/schema/index.ts';
import type { PaymentInsert, PaymentRow } from './paymentRepo.ts';

const payments = subscriptionPayments;
const unpaid = eq(payments.status, PaymentFlag.unpaid);

/** The ids of the subscriptions a renewal step looks at, each then locked and looked at again. */
const idsOf = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);

/** The SQL the renewal job needs to find its work and record what came of it. */
export function createRenewalRepo(db: Database) {
  return {
    /** Live subscriptions (trials included) whose current period ended on or before `day`. */
    endedPeriods(day: string): Promise<number[]> {
      return idsOf(
        db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            and(
              ne(subscriptions.status, SubscriptionStatus.cancelled),
              lte(subscriptions.currentPeriodEnd, day),
            ),
          )
          .orderBy(subscriptions.id),
      );
    },

    /** Subscriptions with a payment whose next charge falls on or before `day`. */
    chargesDue(day: string): Promise<number[]> {
      return idsOf(
        db
          .selectDistinct({ id: payments.subscriptionId })
          .from(payments)
          .where(and(unpaid, lte(payments.nextChargeOn, day)))
          .orderBy(payments.subscriptionId),
      );
    },

    /** The subscription's payments to charge on `day`, locked; first issued first. */
    paymentsToCharge(tx: Transaction, subscriptionId: number, day: string): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.subscriptionId, subscriptionId), unpaid, lte(payments.nextChargeOn, day)),
        )
        .orderBy(asc(payments.issuedAt), asc(payments.id))
        .for('update');
    },

    /**
     * Subscriptions with an unpaid invoice issued before `cutoffDay` (a day of the agencies' time
     * zone) that has not made them past due yet.
     */
    invoicesOverdue(paymentMode: number, cutoffDay: string): Promise<number[]> {
      return idsOf(
        db
          .selectDistinct({ id: payments.subscriptionId })
          .from(payments)
          .where(and(...overdueInvoice(paymentMode, cutoffDay)))
          .orderBy(payments.subscriptionId),
      );
    },

    /** The invoices of a subscription that are overdue and not yet marked so, locked. */
    overdueInvoicesOf(
      tx: Transaction,
      subscriptionId: number,
      paymentMode: number,
      cutoffDay: string,
    ): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.subscriptionId, subscriptionId),
            ...overdueInvoice(paymentMode, cutoffDay),
          ),
        )
        .for('update');
    },

    /** Whether any payment still holds the subscription past due. */
    async hasOverduePayment(tx: Transaction, subscriptionId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.subscriptionId, subscriptionId), unpaid, isNotNull(payments.overdueAt)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether an agency owes an overdue payment of any of its subscriptions. */
    async agencyOwes(tx: Transaction, agencyId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.agencyId, agencyId), unpaid, isNotNull(payments.overdueAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Trials ending between tomorrow and `lastDay` whose owner has not been told yet. */
    trialsEnding(today: string, lastDay: string): Promise<number[]> {
      return idsOf(
        db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.status, SubscriptionStatus.trialing),
              eq(subscriptions.cancelAtPeriodEnd, false),
              isNull(subscriptions.trialNoticeAt),
              sql`${subscriptions.trialEnd} > ${today}`,
              lte(subscriptions.trialEnd, lastDay),
            ),
          )
          .orderBy(subscriptions.id),
      );
    },

    async updatePayment(
      tx: Transaction,
      id: number,
      values: Partial<PaymentInsert>,
    ): Promise<PaymentRow> {
      const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
      if (row === undefined) {
        throw new Error('payment not updated');
      }
      return row;
    },

    async markOverdue(tx: Transaction, ids: readonly number[], at: Date): Promise<void> {
      if (ids.length > 0) {
        await tx
          .update(payments)
          .set({ overdueAt: at })
          .where(inArray(payments.id, [...ids]));
      }
    },
  };
}

/** An unpaid invoice of a payment mode issued before the first instant of `cutoffDay`. */
function overdueInvoice(paymentMode: number, cutoffDay: string) {
  return [
    unpaid,
    eq(payments.paymentMode, paymentMode),
    isNull(payments.overdueAt),
    lt(payments.issuedAt, sql`(${cutoffDay}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`),
  ];
}

export type RenewalRepo = ReturnType<typeof createRenewalRepo>;
