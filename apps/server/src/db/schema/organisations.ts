import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The organisations people belong to. Identity needs only who belongs where; the directory
// module adds the profile (care types, service area, standing).
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
