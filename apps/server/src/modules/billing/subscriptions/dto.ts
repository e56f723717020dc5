import {
  CardType,
  Country,
  Currency,
  InvoiceSchedule,
  PaymentFlag,
  type PaymentMethod,
  PaymentMethodType,
  PaymentMode,
  type Subscription,
  type SubscriptionPayment,
  SubscriptionStatus,
  UnitOfMeasure,
} from '@hearth/domain';
import { taxLinesDto } from './invoicing.ts';
import { organisationOf } from './organisationColumns.ts';
import type { PaymentRow } from './paymentRepo.ts';
import type { SubscriptionRow } from './subscriptionRepo.ts';

export function subscriptionDto(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    organisation: organisationOf(row),
    productId: row.productId,
    status: SubscriptionStatus.schema.parse(row.status),
    paymentMode: PaymentMode.schema.parse(row.paymentMode),
    invoiceSchedule: InvoiceSchedule.schema.parse(row.invoiceSchedule),
    unitOfMeasure: UnitOfMeasure.schema.parse(row.unitOfMeasure),
    country: Country.schema.parse(row.country),
    province: row.province,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paymentMethod: paymentMethodOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function paymentDto(row: PaymentRow): SubscriptionPayment {
  return {
    id: row.id,
    organisation: organisationOf(row),
    subscriptionId: row.subscriptionId,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    amountCents: row.amountCents,
    taxes: taxLinesDto(row.taxLines),
    totalCents: row.totalCents,
    currency: Currency.schema.parse(row.currency),
    paymentMode: PaymentMode.schema.parse(row.paymentMode),
    cardBrand: cardTypeOf(row.cardBrand),
    cardLast4: row.cardLast4,
    status: PaymentFlag.schema.parse(row.status),
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    reference: row.reference,
    voidReason: row.voidReason,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

function paymentMethodOf(row: SubscriptionRow): PaymentMethod | null {
  if (row.paymentMethodType === null || row.paymentMethodLast4 === null) {
    return null;
  }
  return {
    type: PaymentMethodType.parse(row.paymentMethodType),
    cardType: cardTypeOf(row.cardType),
    last4: row.paymentMethodLast4,
  };
}

/** A stored card type, or null for a debit or a brand outside the spec's list. */
function cardTypeOf(stored: string | null): CardType | null {
  const parsed = CardType.schema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
