import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, NotificationPriority } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { caregivers } from './directory-caregivers.ts';
import { users } from './identity.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** What a user is told about: one row per recipient, read once they open or dismiss it. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    priority: smallint('priority').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** What the web words the notification from, in the reader's language (names, ids). */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    // The bell's two questions: a recipient's newest, and how many are unread.
    index('notifications_recipient_newest_idx').on(table.recipientId, table.createdAt, table.id),
    index('notifications_recipient_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} IS NULL`),
    check('notifications_kind_known', oneOf(table.kind, NOTIFICATION_KINDS)),
    check('notifications_priority_known', oneOf(table.priority, NotificationPriority.codes)),
  ],
);

/**
 * The days a caregiver's birthday was announced to their agency: the daily job claims a day here
 * first, so a second run on the same day (a retry, a second node) announces nothing twice.
 */
export const caregiverBirthdayAnnouncements = pgTable(
  'caregiver_birthday_announcements',
  {
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('caregiver_birthday_announcements_unique').on(table.caregiverId, table.day),
  ],
);

/** A person's choice of where a kind of notification reaches them; no row: the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_kind_known', oneOf(table.kind, NOTIFICATION_KINDS)),
    check(
      'notification_preferences_delivery_known',
      oneOf(table.delivery, NOTIFICATION_DELIVERIES),
    ),
  ],
);
