import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// The organisations people belong to. Identity needs only who belongs where; the directory
// module adds the profile (care types, service area, standing).
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `OrganisationKind`: a home care agency, or an independent provider's program or home. */
    kind: smallint('kind').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('agencies_kind_known', sql`${table.kind} IN (1, 2, 3)`)],
);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
