import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createProductRepo } from '../products/productRepo.ts';
import { createTaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { createInvoiceDocuments } from './documents/invoiceDocuments.ts';
import { createPaymentRepo } from './paymentRepo.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { createPaymentService } from './paymentService.ts';
import { createSubscriptionRepo } from './subscriptionRepo.ts';
import { subscriptionRoutes } from './subscriptionRoutes.ts';
import { createSubscriptionService } from './subscriptionService.ts';

/** The subscription service over its real repositories; the renewal job uses it too. */
export function subscriptionServiceOf(db: Database) {
  return createSubscriptionService(db, {
    subscriptions: createSubscriptionRepo(db),
    payments: createPaymentRepo(db),
    products: createProductRepo(db),
    taxRates: createTaxRateRepo(db),
  });
}

/** Subscriptions to membership products, and the payments (invoices) issued for their periods. */
export const subscriptionsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(subscriptionRoutes, { subscriptions: subscriptionServiceOf(db) });
  await app.register(paymentRoutes, {
    payments: createPaymentService(db, createPaymentRepo(db)),
    documents: createInvoiceDocuments(db),
  });
};
