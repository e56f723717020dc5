import { PaymentFlag, type PaymentRefund } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import { GatewayRefusal, type PaymentGateway } from '../gateway/index.ts';
import type { PaymentRepo, PaymentRow } from '../subscriptions/paymentRepo.ts';
import { gatewayPaymentRepo } from './gatewayPaymentRepo.ts';

const notRefundable = () => new AppError('conflict', 'payment_not_refundable');

/** Refunds of payments made through the gateway, in full, by administrators. */
export function createRefundService(
  db: Database,
  deps: { payments: PaymentRepo; gateway: PaymentGateway },
) {
  return {
    /**
     * Refunds through the gateway first (one idempotency key per payment, so a retried or
     * concurrent refund is one refund), then voids the payment with the reason and its audit row.
     */
    async refund(
      id: number,
      input: PaymentRefund,
      context: AuditContext,
      now: Date = new Date(),
    ): Promise<PaymentRow> {
      const payment = await deps.payments.find(id);
      if (payment === undefined) {
        throw new AppError('not_found', 'payment_not_found');
      }
      const paymentRef = payment.gatewayPaymentRef;
      const refundable =
        paymentRef !== null &&
        payment.status === PaymentFlag.paid &&
        payment.refundedAt === null &&
        deps.gateway.configured;
      if (!refundable) {
        throw notRefundable();
      }
      try {
        await deps.gateway.refund({ paymentRef, idempotencyKey: `refund-payment-${payment.id}` });
      } catch (error) {
        if (error instanceof GatewayRefusal) {
          throw new AppError('conflict', 'refund_refused');
        }
        throw error;
      }
      return db.transaction(async (tx) => {
        const refunded = await gatewayPaymentRepo.markRefunded(tx, id, input.reason, now);
        if (refunded === undefined) {
          throw notRefundable();
        }
        await writeAudit(tx, context, {
          action: 'billing.subscriptionPayment.refunded',
          subjectType: 'subscriptionPayment',
          subjectId: id,
          agencyId: refunded.agencyId,
          details: { invoiceNumber: refunded.invoiceNumber, totalCents: refunded.totalCents },
        });
        return refunded;
      });
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
