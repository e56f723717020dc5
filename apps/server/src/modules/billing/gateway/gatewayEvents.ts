import type { ChargedMethod, SavedPaymentMethod } from './paymentGateway.ts';

/** A checkout the buyer finished on the hosted page, as the gateway's webhook tells it. */
export type CompletedCheckout = {
  sessionId: string;
  /** Hearth's own id of the pending checkout, given when it started. */
  checkoutRef: string;
  method: SavedPaymentMethod & ChargedMethod;
  /** The first period's charge; null for a trial, where the method was only saved. */
  charge: { paymentRef: string; settled: boolean } | null;
};

/** What a verified webhook call is about, in the billing module's terms. */
export type GatewayEvent =
  | { id: string; kind: 'checkoutCompleted'; checkout: CompletedCheckout }
  /** The hosted page was left unpaid until the gateway closed it. */
  | { id: string; kind: 'checkoutExpired'; sessionId: string }
  /** A payment that was processing (a pre-authorized debit) settled. */
  | { id: string; kind: 'paymentSettled'; paymentRef: string }
  | { id: string; kind: 'paymentFailed'; paymentRef: string; declineCode: string }
  | { id: string; kind: 'other'; type: string };

/** The signature did not verify: the call did not come from the gateway, or was altered. */
export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

/** Reads the gateway's webhook calls; refuses (InvalidWebhookSignature) any it did not sign. */
export type GatewayWebhooks = {
  read(rawBody: string, signature: string | undefined): Promise<GatewayEvent>;
};
