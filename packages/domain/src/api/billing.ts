import { z } from 'zod';
import { BuyerKind, Currency, UnitOfMeasure } from '../enums/billing.ts';
import { Country } from '../enums/reference.ts';
import { hasPercentPrecision } from '../rules/money.ts';
import { int32, pathId } from './fields.ts';

// Field messages are translation keys of the web's `billing` namespace.
export const BillingValidation = {
  percentPrecision: 'billing:validation.percentPrecision',
  componentNamesRepeat: 'billing:validation.componentNamesRepeat',
  notInFuture: 'billing:validation.notInFuture',
  dayTaken: 'billing:validation.dayTaken',
} as const;

/** A province or state by its two-letter postal code (`ON`, `QC`, `NY`). */
export const regionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

// ----- tax rates -----

/** A percent with at most three decimals (Quebec's 9.975), from 0 to 100. */
export const percentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine(hasPercentPrecision, { message: BillingValidation.percentPrecision });

export const taxComponentSchema = z.object({
  name: z.string().trim().min(1).max(40),
  percent: percentSchema,
});
export type TaxComponent = z.infer<typeof taxComponentSchema>;

export const taxRateQuerySchema = z.object({
  country: Country.schema,
  province: regionCodeSchema,
  /** The day the rate applies to (`YYYY-MM-DD`); today in the agency's time zone when absent. */
  date: z.iso.date().optional(),
});
export type TaxRateQuery = z.infer<typeof taxRateQuerySchema>;

/** The tax of a region on a day: each component, and their sum, in percent. */
export const taxRateAnswerSchema = z.object({
  components: z.array(taxComponentSchema),
  total: z.number(),
});
export type TaxRateAnswer = z.infer<typeof taxRateAnswerSchema>;

/** One rate as recorded: from its day on it replaces the region's earlier one. */
export const taxRateSchema = taxRateAnswerSchema.extend({
  id: z.number().int(),
  country: Country.schema,
  province: z.string(),
  effectiveFrom: z.iso.date(),
  /** Where the figure comes from (a government page and the day it was read). */
  source: z.string(),
  createdAt: z.iso.datetime(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRateListQuerySchema = z.object({
  country: Country.schema.optional(),
  province: regionCodeSchema.optional(),
});

const uniqueNames = (components: readonly TaxComponent[]) =>
  new Set(components.map((component) => component.name.toUpperCase())).size === components.length;

export const taxRateCreateSchema = z.object({
  country: Country.schema,
  province: regionCodeSchema,
  effectiveFrom: z.iso.date(),
  /** Empty for a region that charges no sales tax. */
  components: z
    .array(taxComponentSchema)
    .max(4)
    .refine(uniqueNames, { message: BillingValidation.componentNamesRepeat }),
  source: z.string().trim().min(1).max(500),
});
export type TaxRateCreate = z.infer<typeof taxRateCreateSchema>;

// ----- membership products -----

const localisedText = (max: number) => {
  const text = z.string().trim().min(1).max(max);
  return z.object({ 'en-US': text, 'en-CA': text, 'es-ES': text });
};

/** What a membership unlocks for the organisation that holds it. */
export const entitlementsSchema = z.object({
  /** How many listings it may show in the marketplace at once. */
  listingSlots: z.int().min(0).max(1000),
  /** How many staff accounts (owner and agents) it may have. */
  staffSeats: z.int().min(0).max(10_000),
});

export const productWriteSchema = z.object({
  names: localisedText(80),
  descriptions: localisedText(600),
  buyerKinds: z
    .array(BuyerKind.schema)
    .min(1)
    .refine((kinds) => new Set(kinds).size === kinds.length),
  /** In cents of `currency`. */
  priceCents: int32().min(0).max(100_000_000),
  currency: Currency.schema,
  unitOfMeasure: UnitOfMeasure.schema,
  entitlements: entitlementsSchema,
  trialDays: z.int().min(0).max(365),
});
export type ProductWrite = z.infer<typeof productWriteSchema>;

export const productPatchSchema = productWriteSchema.partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const productSchema = productWriteSchema.extend({
  id: z.number().int(),
  /** Set once retired: no longer sold; whoever holds it keeps it. */
  retiredAt: z.iso.datetime().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  kind: BuyerKind.schema.optional(),
  currency: Currency.schema.optional(),
  /** `true` (the default) for what is on sale, `false` for the retired ones. */
  active: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ productId: pathId });
