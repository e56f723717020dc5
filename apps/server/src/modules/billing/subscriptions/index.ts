import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { PaymentGateway } from '../gateway/index.ts';
import { createProductRepo } from '../products/productRepo.ts';
import { createTaxRateRepo } from '../taxRates/taxRateRepo.ts';
import { createCollection } from './collection.ts';
import { createInvoiceDocuments } from './documents/invoiceDocuments.ts';
import { createPaymentRepo } from './paymentRepo.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { createPaymentService } from './paymentService.ts';
import { createRenewalRepo } from './renewalRepo.ts';
import { createStanding } from './standing.ts';
import { createSubscriptionRepo } from './subscriptionRepo.ts';
import { subscriptionRoutes } from './subscriptionRoutes.ts';
import { createSubscriptionService, type SubscriptionService } from './subscriptionService.ts';

export { type AgencyBillingTerms, agencyBillingTerms } from './agencyBillingTerms.ts';
export { type Taxed, taxedAmount, taxLinesDto } from './invoicing.ts';
export { renewalServiceOf, subscriptionRenewalJob } from './renewal.ts';
export type { RenewalSummary } from './renewalService.ts';

/**
 * The subscription service over its real repositories.
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

/** Charges of saved methods and their outcomes, as the renewal job and the gateway's webhook see them. */
export function collectionOf(db: Database, notifier: Notifier, gateway: PaymentGateway) {
  const renewals = createRenewalRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const standing = createStanding({ subscriptions, renewals, notifier });
  return createCollection({ renewals, notifier, gateway, standing });
}

export type Collection = ReturnType<typeof createCollection>;

/** Payments as people see and settle them; settling one may bring a past-due membership back. */
function paymentServiceOf(db: Database, notifier: Notifier) {
  const standing = createStanding({
    subscriptions: createSubscriptionRepo(db),
    renewals: createRenewalRepo(db),
    notifier,
  });
  return createPaymentService(createPaymentRepo(db), standing);
}

export type SubscriptionsModuleOptions = {
  db: Database;
  notifier: Notifier;
  subscriptions: SubscriptionService;
};

/** Subscriptions to membership products, and the payments (invoices) issued for their periods. */
export const subscriptionsModule: FastifyPluginAsync<SubscriptionsModuleOptions> = async (
  app,
  { db, notifier, subscriptions },
) => {
  await app.register(subscriptionRoutes, { subscriptions });
  await app.register(paymentRoutes, {
    payments: paymentServiceOf(db, notifier),
    documents: createInvoiceDocuments(db),
  });
};
