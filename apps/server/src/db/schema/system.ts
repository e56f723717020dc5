import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeders that have run on this database, so each runs once and a restart keeps the data. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Instance-wide settings an operator can change without a deploy (name, support address). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
