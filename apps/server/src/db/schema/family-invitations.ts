import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { patientContacts } from './directory-patients.ts';
import { users } from './identity.ts';

// An agency's invitation to a patient's contact to follow the patient's care with their own
// family account: a single-use link, stored by its hash, that links the contact when accepted.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => patientContacts.id, { onDelete: 'cascade' }),
    /** The address it was sent to: only the family account of this address may accept it. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('family_invitations_contact_idx').on(table.contactId),
    index('family_invitations_open_idx')
      .on(table.contactId)
      .where(sql`${table.acceptedAt} IS NULL`),
  ],
);
