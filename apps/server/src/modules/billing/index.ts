import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/index.ts';
import { productsModule } from './products/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';

export type { PaymentGateway } from './gateway/paymentGateway.ts';
export { unconfiguredGateway } from './gateway/unconfiguredGateway.ts';
export { subscriptionRenewalJob } from './subscriptions/index.ts';

import { taxRatesModule } from './taxRates/index.ts';

/** Billing: the membership catalogue, the sales-tax table, subscriptions and their payments. */
export const billingModule: FastifyPluginAsync<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  await app.register(taxRatesModule, { db });
  await app.register(productsModule, { db });
  await app.register(subscriptionsModule, { db, notifier });
};
