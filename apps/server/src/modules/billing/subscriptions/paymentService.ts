import type { AuditAction } from '@hearth/domain';
import {
  careDay,
  PaymentFlag,
  type PaymentRecord,
  type PaymentVoid,
  type SubscriptionPaymentListQuery,
  SubscriptionValidation,
} from '@hearth/domain';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import { canActForOrganisation } from '../policy.ts';
import { organisationOf } from './organisationColumns.ts';
import { allowedOrganisationFilter } from './organisationFilter.ts';
import type { PaymentRepo, PaymentRow, Settlement } from './paymentRepo.ts';
import type { Standing } from './standing.ts';

const noPayment = () => new AppError('not_found', 'payment_not_found');

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

/** Subscription payments as people see and settle them; a settled one may end a past due. */
export function createPaymentService(payments: PaymentRepo, standing: Standing) {
  async function settle(
    id: number,
    settlement: Settlement,
    action: AuditAction,
    context: AuditContext,
  ): Promise<PaymentRow> {
    const found = await payments.find(id);
    if (found === undefined) {
      throw noPayment();
    }
    return standing.transaction(async (tx) => {
      // The subscription first, as the renewal job locks it, so the two never deadlock.
      await standing.lock(tx, found.subscriptionId);
      const row = await payments.settleUnpaid(tx, id, settlement);
      if (row === undefined) {
        throw new AppError('conflict', 'payment_not_unpaid');
      }
      await writeAudit(tx, context, {
        action,
        subjectType: 'subscriptionPayment',
        subjectId: id,
        agencyId: row.agencyId,
        details: { invoiceNumber: row.invoiceNumber, totalCents: row.totalCents },
      });
      // Paid or written off, it no longer holds the subscription past due.
      await standing.settled(tx, row, row.chargeAttempts > 0 || row.overdueAt !== null, context);
      return row;
    });
  }

  return {
    list(actor: Actor, query: SubscriptionPaymentListQuery) {
      const { page: _page, perPage: _perPage, ...filter } = query;
      return payments.page(allowedOrganisationFilter(actor, filter), query);
    },

    /** One payment; another organisation's answers 404, as if it did not exist. */
    async show(actor: Actor, id: number): Promise<PaymentRow> {
      const row = await payments.find(id);
      if (row === undefined || !canActForOrganisation(actor, organisationOf(row))) {
        throw noPayment();
      }
      return row;
    },

    /** An invoice's money arrived (a cheque, a transfer): paid, with its reference and day. */
    record(id: number, input: PaymentRecord, context: AuditContext, now: Date = new Date()) {
      if (input.paidOn > careDay(now)) {
        throw invalid('paidOn', SubscriptionValidation.paidInFuture);
      }
      const settlement = {
        status: PaymentFlag.paid,
        paidOn: input.paidOn,
        reference: input.reference,
      };
      return settle(id, settlement, 'billing.subscriptionPayment.recorded', context);
    },

    /** Voids an unpaid payment (issued in error, or written off), with the reason. */
    void(id: number, input: PaymentVoid, context: AuditContext) {
      const settlement = { status: PaymentFlag.voidedOrOnHold, reason: input.reason };
      return settle(id, settlement, 'billing.subscriptionPayment.voided', context);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
