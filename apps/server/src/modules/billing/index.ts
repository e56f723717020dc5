import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { productsModule } from './products/index.ts';
import { taxRatesModule } from './taxRates/index.ts';

/** Billing: the membership catalogue and the sales-tax table (subscriptions and payments next). */
export const billingModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(taxRatesModule, { db });
  await app.register(productsModule, { db });
};
