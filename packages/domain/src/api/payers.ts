import { z } from 'zod';
import { PayerKind } from '../enums/payers.ts';
import { retirableFields, retirableListQuerySchema } from './directoryEntries.ts';
import { emptyAsUnset, optionalEmail, optionalId, optionalText, requiredText } from './fields.ts';
import { ORGANISATION_NAME_MAX, organisationPhone, websiteField } from './organisationFields.ts';

export const PAYER_CONTACT_NAME_MAX = 150;

/** Who pays for care: an insurer, a government program, or the family (private pay). */
export const payerWriteSchema = z.object({
  kind: PayerKind.schema,
  name: requiredText(ORGANISATION_NAME_MAX),
  /** The person or desk to call about claims and authorisations. */
  contactName: optionalText(PAYER_CONTACT_NAME_MAX),
  phone: organisationPhone,
  email: optionalEmail,
  website: websiteField,
  /** Where a program applies (Ontario Health atHome: Ontario); none when not regional. */
  provinceId: optionalId,
});
export type PayerWriteInput = z.input<typeof payerWriteSchema>;
export type PayerWrite = z.output<typeof payerWriteSchema>;

export const PAYER_SORTS = ['name', '-name', 'kind', '-kind', 'createdAt', '-createdAt'] as const;
export type PayerSort = (typeof PAYER_SORTS)[number];

export const payerListQuerySchema = retirableListQuerySchema(PAYER_SORTS).extend({
  kind: emptyAsUnset(PayerKind.schema),
});
export type PayerListQuery = z.input<typeof payerListQuerySchema>;

export const payerSchema = z.object({
  ...retirableFields,
  kind: PayerKind.schema,
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type Payer = z.infer<typeof payerSchema>;
