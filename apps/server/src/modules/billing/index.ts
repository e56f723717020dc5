import type { FastifyPluginAsync } from 'fastify';
import type { StripeSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { paymentGatewayOf } from './gateway/index.ts';
import { onlinePaymentsModule } from './onlinePayments/index.ts';
import { productsModule } from './products/index.ts';
import { collectionOf, subscriptionServiceOf, subscriptionsModule } from './subscriptions/index.ts';
import { taxRatesModule } from './taxRates/index.ts';

export type { PaymentGateway } from './gateway/index.ts';
export { paymentGatewayOf, unconfiguredGateway } from './gateway/index.ts';
export {
  type AgencyBillingTerms,
  agencyBillingTerms,
  subscriptionRenewalJob,
  type Taxed,
  taxedAmount,
  taxLinesDto,
} from './subscriptions/index.ts';
export { salesTaxAt } from './taxRates/index.ts';

export type BillingOptions = {
  db: Database;
  notifier: Notifier;
  /** Card and debit through Stripe; null: invoice mode only. */
  stripe: StripeSettings | null;
  publicUrl: string;
};

/** Billing: the membership catalogue, the sales-tax table, subscriptions and their payments. */
export const billingModule: FastifyPluginAsync<BillingOptions> = async (
  app,
  { db, notifier, stripe, publicUrl },
) => {
  const gateway = paymentGatewayOf(stripe);
  const subscriptions = subscriptionServiceOf(db, gateway.configured);
  await app.register(taxRatesModule, { db });
  await app.register(productsModule, { db });
  await app.register(subscriptionsModule, { db, notifier, subscriptions });
  await app.register(onlinePaymentsModule, {
    db,
    gateway,
    subscriptions,
    collection: collectionOf(db, notifier, gateway),
    publicUrl,
  });
};
