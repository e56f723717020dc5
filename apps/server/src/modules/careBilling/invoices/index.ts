import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { SettingsService } from '../settings/settingsService.ts';
import { createCareInvoiceDocuments } from './documents/careInvoiceDocuments.ts';
import { createInvoiceRepo } from './invoiceRepo.ts';
import { invoiceRoutes } from './invoiceRoutes.ts';
import { createInvoiceService } from './invoiceService.ts';

/** Issuing and voiding in a transaction the caller holds (the demo issues its months so). */
export { type InvoiceChange, issueLocked, voidLocked } from './invoiceChanges.ts';
export { createInvoiceRepo } from './invoiceRepo.ts';

/** Care invoices from draft on: issue, void with a credit note, PDF, list and detail. */
export const careInvoicesFeature: FastifyPluginAsync<{
  db: Database;
  settings: SettingsService;
}> = async (app, { db, settings }) => {
  const repo = createInvoiceRepo(db);
  const documents = createCareInvoiceDocuments(db, repo, settings);
  await app.register(invoiceRoutes, {
    invoices: createInvoiceService(db, { repo, settings, documents }),
  });
};
