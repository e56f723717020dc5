import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createDisputeService } from './disputeService.ts';
import { createPaymentRepo } from './paymentRepo.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { createPaymentService } from './paymentService.ts';
import { createReceivableRepo } from './receivableRepo.ts';
import { createReceivableService } from './receivableService.ts';

/** The payment flag's recompute, for every change of an invoice's standing (a void, too). */
export { recomputePaymentFlags } from './paymentFlags.ts';
/** Recording a payment in a transaction the caller holds (the demo records its payments so). */
export { createPaymentRepo } from './paymentRepo.ts';
export { recordPaymentIn } from './recordPayment.ts';

/** Payments received, disputes, and the aged receivables. */
export const carePaymentsFeature: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(paymentRoutes, {
    payments: createPaymentService(db, createPaymentRepo(db)),
    disputes: createDisputeService(db),
    receivables: createReceivableService(createReceivableRepo(db)),
  });
};
