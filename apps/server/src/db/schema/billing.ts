import { BuyerKind, Currency, UnitOfMeasure } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import type { ReferenceLabels } from './reference.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One sales-tax component of a rate, its percent in thousandths (Quebec's QST 9.975 % is 9975). */
export type StoredTaxComponent = { name: string; rateThousandths: number };

// Append-only: a region's rate changes by a new row with a later `effective_from`, so an invoice
// that used a rate can always find it again. Nothing updates or deletes a row.
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    components: jsonb('components').$type<StoredTaxComponent[]>().notNull(),
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_rates_region_day_unique').on(
      table.country,
      table.province,
      table.effectiveFrom,
    ),
    check('tax_rates_components_array', sql`jsonb_typeof(${table.components}) = 'array'`),
  ],
);

export type ProductEntitlements = { listingSlots: number; staffSeats: number };

// The membership catalogue. A product is retired rather than deleted: subscriptions and invoices
// keep pointing at it.
export const membershipProducts = pgTable(
  'membership_products',
  {
    id: serial('id').primaryKey(),
    names: jsonb('names').$type<ReferenceLabels>().notNull(),
    descriptions: jsonb('descriptions').$type<ReferenceLabels>().notNull(),
    buyerKinds: text('buyer_kinds').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    unitOfMeasure: smallint('unit_of_measure').notNull(),
    entitlements: jsonb('entitlements').$type<ProductEntitlements>().notNull(),
    trialDays: smallint('trial_days').notNull().default(0),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('membership_products_price_idx').on(table.currency, table.priceCents),
    check('membership_products_price_cents', sql`${table.priceCents} >= 0`),
    check('membership_products_trial_days', sql`${table.trialDays} >= 0`),
    check('membership_products_currency_known', oneOf(table.currency, Currency.codes)),
    check('membership_products_unit_known', oneOf(table.unitOfMeasure, UnitOfMeasure.codes)),
    check(
      'membership_products_buyer_kinds_known',
      sql`cardinality(${table.buyerKinds}) > 0 AND ${table.buyerKinds} <@ ARRAY[${sql.raw(
        BuyerKind.codes.map((code) => `'${code}'`).join(', '),
      )}]::text[]`,
    ),
  ],
);
