import type { StripeSettings } from '../../../config.ts';
import { type GatewayWebhooks, InvalidWebhookSignature } from './gatewayEvents.ts';
import type { PaymentGateway } from './paymentGateway.ts';
import { createStripeGateway } from './stripeGateway.ts';

export type { CompletedCheckout, GatewayEvent, GatewayWebhooks } from './gatewayEvents.ts';
export { InvalidWebhookSignature } from './gatewayEvents.ts';
export { GatewayRefusal } from './gatewayRefusal.ts';
export type * from './paymentGateway.ts';

/** The gateway and the reader of its webhooks. */
export type Gateway = PaymentGateway & { readonly webhooks: GatewayWebhooks };

const notConfigured = (): never => {
  throw new Error('online payment is not configured: check `configured` before calling');
};

/** Without keys: card and debit are refused before any call, and no webhook verifies. */
export const unconfiguredGateway: Gateway = {
  configured: false,
  startCheckout: notConfigured,
  chargeSavedMethod: notConfigured,
  refund: notConfigured,
  webhooks: {
    read: () => Promise.reject(new InvalidWebhookSignature('Online payment is not configured.')),
  },
};

/** Stripe when this installation has its keys, else the unconfigured gateway. */
export const paymentGatewayOf = (settings: StripeSettings | null): Gateway =>
  settings === null ? unconfiguredGateway : createStripeGateway(settings);
