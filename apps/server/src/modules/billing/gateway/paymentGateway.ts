import type { CardType, Currency, Locale, PaymentMethodType } from '@hearth/domain';

/** A payment method saved by the gateway at checkout, as the subscription stores it. */
export type SavedPaymentMethod = {
  customerRef: string;
  methodRef: string;
  type: PaymentMethodType;
};

/** The card or account a charge was made to, as receipts show it. */
export type ChargedMethod = { type: PaymentMethodType; cardType: CardType | null; last4: string };

/** What charging a saved method came to; the renewal job's dunning reacts to it. */
export type ChargeOutcome =
  | { kind: 'paid'; paymentRef: string; method: ChargedMethod }
  /** A pre-authorized debit is accepted but settles days later; its webhook says how it ended. */
  | { kind: 'processing'; paymentRef: string }
  | { kind: 'declined'; paymentRef: string | null; declineCode: string }
  /** The bank wants the customer present (3-D Secure): off-session renewal cannot finish it. */
  | { kind: 'requiresAction'; paymentRef: string };

export type ChargeRequest = {
  method: SavedPaymentMethod;
  amountCents: number;
  currency: Currency;
  /** The same key for the same payment attempt: a retried request never charges twice. */
  idempotencyKey: string;
  /** The invoice number, shown on the customer's statement and in the gateway. */
  description: string;
};

export type CheckoutRequest = {
  /** Hearth's own id of the pending checkout, echoed back by the webhook. */
  checkoutRef: string;
  methodType: PaymentMethodType;
  /** Null for a trial: the hosted page only saves the method, nothing is charged. */
  firstCharge: { amountCents: number; currency: Currency; description: string } | null;
  currency: Currency;
  customerEmail: string;
  locale: Locale;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutStarted = { sessionId: string; url: string };

/**
 * The payment provider, seen only through this interface: the billing services never import the
 * provider's SDK. `configured` is false when this installation has no keys; card and debit are
 * then refused with `paymentNotConfigured` and invoice mode still works.
 */
export type PaymentGateway = {
  readonly configured: boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  chargeSavedMethod(request: ChargeRequest): Promise<ChargeOutcome>;
  refund(request: { paymentRef: string; idempotencyKey: string }): Promise<{ refundRef: string }>;
};
