import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { productsModule } from './products/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { taxRatesModule } from './taxRates/index.ts';

/** Billing: the membership catalogue, the sales-tax table, subscriptions and their payments. */
export const billingModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(taxRatesModule, { db });
  await app.register(productsModule, { db });
  await app.register(subscriptionsModule, { db });
};
