import { z } from 'zod';
import { InvoiceSchedule, RoundingRule } from '../enums/billing.ts';

/** An invoice number is `prefix + sequence`, so the prefix stays short and printable. */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,10}$/;

export const careBillingSettingsWriteSchema = z.object({
  roundingRule: RoundingRule.schema,
  incrementMinutes: z.number().int().min(1).max(60),
  invoiceSchedule: InvoiceSchedule.schema,
  invoicePrefix: z.string().trim().regex(INVOICE_PREFIX_PATTERN),
  paymentTermsDays: z.number().int().min(0).max(120),
  taxRegistrationNumber: z.string().trim().max(40).nullable(),
  chargesSalesTax: z.boolean(),
});
export type CareBillingSettingsWrite = z.infer<typeof careBillingSettingsWriteSchema>;

export const careBillingSettingsSchema = careBillingSettingsWriteSchema.extend({
  agencyId: z.number().int(),
  /** False while the agency has never saved its settings and the defaults apply. */
  saved: z.boolean(),
});
export type CareBillingSettings = z.infer<typeof careBillingSettingsSchema>;
