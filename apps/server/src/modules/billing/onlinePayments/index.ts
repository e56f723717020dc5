import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Gateway } from '../gateway/index.ts';
import { createProductRepo } from '../products/productRepo.ts';
import type { Collection } from '../subscriptions/index.ts';
import { createPaymentRepo } from '../subscriptions/paymentRepo.ts';
import { createSubscriptionRepo } from '../subscriptions/subscriptionRepo.ts';
import type { SubscriptionService } from '../subscriptions/subscriptionService.ts';
import { createTaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { createCheckoutRepo } from './checkoutRepo.ts';
import { createCheckoutService } from './checkoutService.ts';
import { onlinePaymentRoutes } from './onlinePaymentRoutes.ts';
import { createRefundService } from './refundService.ts';
import { webhookRoutes } from './webhookRoutes.ts';
import { createWebhookService } from './webhookService.ts';

export type OnlinePaymentsOptions = {
  db: Database;
  gateway: Gateway;
  subscriptions: SubscriptionService;
  /** The dunning's side of a debit that settles or fails days after it was charged. */
  collection: Collection;
  publicUrl: string;
};

/** Card and debit payments through the gateway: checkout, its webhook, refunds. */
export const onlinePaymentsModule: FastifyPluginAsync<OnlinePaymentsOptions> = async (
  app,
  { db, gateway, subscriptions, collection, publicUrl },
) => {
  const checkouts = createCheckoutRepo(db);
  await app.register(onlinePaymentRoutes, {
    checkouts: createCheckoutService(db, { subscriptions, checkouts, gateway, publicUrl }),
    refunds: createRefundService(db, { payments: createPaymentRepo(db), gateway }),
  });
  await app.register(webhookRoutes, {
    webhooks: gateway.webhooks,
    events: createWebhookService({
      subscriptions,
      subscriptionRows: createSubscriptionRepo(db),
      collection,
      checkouts,
      products: createProductRepo(db),
      taxRates: createTaxRateRepo(db),
      gateway,
    }),
  });
};
