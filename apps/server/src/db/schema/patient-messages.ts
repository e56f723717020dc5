import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';

// One thread per patient between the family linked to them and their organisation's staff.
// Messages are never edited: what was said stays as it was said.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const patientMessages = pgTable(
  'patient_messages',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The author wrote as the patient's family; otherwise for the patient's organisation. */
    fromFamily: boolean('from_family').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('patient_messages_patient_idx').on(table.patientId, table.id),
    check('patient_messages_body_length', sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
  ],
);

/** How far each participant has read a patient's thread. */
export const patientMessageReads = pgTable(
  'patient_message_reads',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.userId] })],
);
