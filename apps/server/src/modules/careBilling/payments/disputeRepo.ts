import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { careInvoiceDisputes } from '../../../db/schema/index.ts';

/** Each dispute of an invoice, kept with why it opened and how it was resolved. */
export const disputeRepo = {
  async open(tx: Transaction, invoiceId: number, reason: string, by: number, on: string) {
    await tx.insert(careInvoiceDisputes).values({ invoiceId, reason, openedBy: by, openedOn: on });
  },

  async resolve(tx: Transaction, invoiceId: number, resolution: string, by: number, on: string) {
    await tx
      .update(careInvoiceDisputes)
      .set({ resolution, resolvedBy: by, resolvedOn: on })
      .where(
        and(eq(careInvoiceDisputes.invoiceId, invoiceId), isNull(careInvoiceDisputes.resolvedOn)),
      );
  },
};
