import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createProductRepo } from '../products/productRepo.ts';
import { createTaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { createPaymentRepo } from './paymentRepo.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { createPaymentService } from './paymentService.ts';
import { createSubscriptionRepo } from './subscriptionRepo.ts';
import { subscriptionRoutes } from './subscriptionRoutes.ts';
import { createSubscriptionService, type SubscriptionService } from './subscriptionService.ts';

/**
 * The subscription service over its real repositories; the renewal job uses it too.
 * `onlinePaymentConfigured`: card and debit are bought through the gateway's checkout.
 */
export function subscriptionServiceOf(db: Database, onlinePaymentConfigured = false) {
  return createSubscriptionService(
    db,
    {
      subscriptions: createSubscriptionRepo(db),
      payments: createPaymentRepo(db),
      products: createProductRepo(db),
      taxRates: createTaxRateRepo(db),
    },
    onlinePaymentConfigured,
  );
}

/** Subscriptions to membership products, and the payments (invoices) issued for their periods. */
export const subscriptionsModule: FastifyPluginAsync<{
  db: Database;
  subscriptions: SubscriptionService;
}> = async (app, { db, subscriptions }) => {
  await app.register(subscriptionRoutes, { subscriptions });
  await app.register(paymentRoutes, {
    payments: createPaymentService(db, createPaymentRepo(db)),
  });
};
