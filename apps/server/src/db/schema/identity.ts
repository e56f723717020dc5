import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  inet,
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
import { agencies, partners } from './organisations.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    role: smallint('role').notNull(),
    status: smallint('status').notNull().default(1),
    agencyId: integer('agency_id').references(() => agencies.id),
    partnerId: integer('partner_id').references(() => partners.id),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** One of the app's locales: the language of the person's mails and links. */
    preferredLocale: text('preferred_locale').notNull().default('en-US'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_agency_idx').on(table.agencyId),
    index('users_partner_idx').on(table.partnerId),
    check('users_role_known', sql`${table.role} IN (1, 2, 3, 4, 5, 6, 8, 9)`),
    check('users_status_known', sql`${table.status} IN (1, 3)`),
    check(
      'users_preferred_locale_known',
      sql`${table.preferredLocale} IN ('en-US', 'en-CA', 'es-ES')`,
    ),
  ],
);

/** A caregiver may work for several agencies. */
export const caregiverAgencies = pgTable(
  'caregiver_agencies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.agencyId] }),
    index('caregiver_agencies_agency_idx').on(table.agencyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's secret: a leaked table does not hand out sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    idleExpiresAt: timestamptz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('personal_access_tokens_user_idx').on(table.userId)],
);

/** Sign-in history: every attempt, successful or not, for the user and for abuse review. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    reason: text('reason').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    /**
     * SHA-256 of the browser's device cookie: a device that signed into an account before is
     * recognised, and judged only by its own failures (see signInThrottle.ts).
     */
    deviceHash: text('device_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sign_ins_user_idx').on(table.userId, table.createdAt),
    index('sign_ins_email_idx').on(sql`lower(${table.email})`, table.createdAt),
    index('sign_ins_ip_idx').on(table.ip, table.createdAt),
    index('sign_ins_created_idx').on(table.createdAt),
  ],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  /**
   * Null when the address asked about has no active account: that request stores a token too, a
   * token that opens nothing, so both answers do the same work (and take the same time).
   */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Who did what to whom, when: append-only; later also every read of a clinical record. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The agency the subject belongs to, so agency staff can be shown their own part. */
    agencyId: integer('agency_id'),
    details: jsonb('details').notNull().default({}),
    ip: inet('ip'),
    requestId: text('request_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_actor_idx').on(table.actorUserId),
  ],
);

/** Mail waiting to be sent, or (without SMTP) kept for admins to read in development. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The same mail as HTML, when it has one (notifications); the plain text stays the fallback. */
  html: text('html'),
  /** Extra headers, such as List-Unsubscribe. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  sentAt: timestamptz('sent_at'),
});
