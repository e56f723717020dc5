import { type Product, type ProductWrite, productWriteSchema } from '@hearth/domain';
import { z } from 'zod';

/** "49", "49.9" or "49.90" (at most two decimals), in the product's currency. */
const PRICE_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/;

/** A price typed in dollars as whole cents, read from the text so no float rounds it. */
export function priceTextToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) {
    return null;
  }
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them: "49.00". */
export const centsToPriceText = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The form holds the price as typed; the shared schema checks everything else. */
export const productFormSchema = productWriteSchema
  .omit({ priceCents: true })
  .extend({
    price: z
      .string()
      .trim()
      .refine((text) => priceTextToCents(text) !== null, { message: 'billing:validation.price' }),
  })
  .transform(
    ({ price, ...rest }): ProductWrite => ({ ...rest, priceCents: priceTextToCents(price) ?? 0 }),
  );

export type ProductFormValues = z.input<typeof productFormSchema>;

const blank = { 'en-US': '', 'en-CA': '', 'es-ES': '' };

/** The form's starting values: the product's own, or an empty monthly agency plan. */
export function initialProductValues(product: Product | null): ProductFormValues {
  if (product === null) {
    return {
      names: { ...blank },
      descriptions: { ...blank },
      buyerKinds: ['agency'],
      price: '',
      currency: 'CAD',
      unitOfMeasure: 3,
      entitlements: { listingSlots: 1, staffSeats: 1 },
      trialDays: 0,
    };
  }
  const { id: _id, retiredAt: _retiredAt, priceCents, ...fields } = product;
  return { ...fields, price: centsToPriceText(priceCents) };
}

/** The fields the form shows, so the server's refusal of one lands beside it. */
export const PRODUCT_FIELDS = [
  'names.en-US',
  'names.en-CA',
  'names.es-ES',
  'descriptions.en-US',
  'descriptions.en-CA',
  'descriptions.es-ES',
  'buyerKinds',
  'price',
  'currency',
  'unitOfMeasure',
  'entitlements.listingSlots',
  'entitlements.staffSeats',
  'trialDays',
] as const;
