import { PaymentFlag } from '@hearth/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { subscriptionPayments } from '../../../db/schema/index.ts';
import type { PaymentRow } from '../subscriptions/paymentRepo.ts';

/** How a payment made through the gateway is written down. */
export type GatewayPaid = {
  paymentRef: string;
  cardBrand: string | null;
  cardLast4: string;
  /** Null while a debit is still processing: the payment stays unpaid until it settles. */
  paidAt: Date | null;
};

/** The writes of subscription payments made, settled or refunded through the gateway. */
export const gatewayPaymentRepo = {
  async attachCharge(tx: Transaction, id: number, paid: GatewayPaid): Promise<PaymentRow> {
    const [row] = await tx
      .update(subscriptionPayments)
      .set({
        gatewayPaymentRef: paid.paymentRef,
        reference: paid.paymentRef,
        cardBrand: paid.cardBrand,
        cardLast4: paid.cardLast4,
        ...(paid.paidAt === null ? {} : { status: PaymentFlag.paid, paidAt: paid.paidAt }),
      })
      .where(eq(subscriptionPayments.id, id))
      .returning();
    if (row === undefined) {
      throw new Error('payment not found to attach its charge');
    }
    return row;
  },

  /** An unpaid payment the gateway charged, locked while its settlement is written. */
  /** The subscription a gateway payment belongs to, read without a lock (to lock it first). */
  async subscriptionOfRef(tx: Transaction, paymentRef: string): Promise<number | undefined> {
    const [row] = await tx
      .select({ subscriptionId: subscriptionPayments.subscriptionId })
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.gatewayPaymentRef, paymentRef));
    return row?.subscriptionId;
  },

  async findUnpaidByRef(tx: Transaction, paymentRef: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.gatewayPaymentRef, paymentRef),
          eq(subscriptionPayments.status, PaymentFlag.unpaid),
        ),
      )
      .for('update');
    return row;
  },

  async markSettled(tx: Transaction, id: number, paidAt: Date): Promise<void> {
    await tx
      .update(subscriptionPayments)
      .set({ status: PaymentFlag.paid, paidAt })
      .where(eq(subscriptionPayments.id, id));
  },

  /** Undefined when the payment is not (any more) a paid, unrefunded gateway payment. */
  async markRefunded(
    tx: Transaction,
    id: number,
    reason: string,
    refundedAt: Date,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(subscriptionPayments)
      .set({ status: PaymentFlag.voidedOrOnHold, voidReason: reason, refundedAt })
      .where(
        and(
          eq(subscriptionPayments.id, id),
          eq(subscriptionPayments.status, PaymentFlag.paid),
          isNotNull(subscriptionPayments.gatewayPaymentRef),
          isNull(subscriptionPayments.refundedAt),
        ),
      )
      .returning();
    return row;
  },
};
