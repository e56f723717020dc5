import {
  FENCE_OUTCOMES,
  SIGNATURE_MISSING_REASONS,
  TIMING_OUTCOMES,
  VISIT_EXCEPTION_KINDS,
  VISIT_PHASES,
  VISIT_REASON_CODES,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';
import { shifts } from './shifts.ts';

// Visit verification (EVV): an agency's fence and windows, each check-in and check-out as the
// phone captured it with the verdicts it got (never changed afterwards), the client's
// confirmation, and the exceptions the agency resolves.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** An agency's own fence and windows; an agency without a row uses the defaults. */
export const visitVerificationSettings = pgTable(
  'visit_verification_settings',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id),
    fenceRadiusMetres: integer('fence_radius_metres').notNull(),
    earlyWindowMinutes: integer('early_window_minutes').notNull(),
    lateWindowMinutes: integer('late_window_minutes').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'visit_settings_positive',
      sql`${table.fenceRadiusMetres} > 0 AND ${table.earlyWindowMinutes} >= 0 AND ${table.lateWindowMinutes} >= 0`,
    ),
  ],
);

/** One check-in or check-out as captured, with what was decided of it then. */
export const visitCaptures = pgTable(
  'visit_captures',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    phase: text('phase').notNull(),
    /** The instant recorded: the phone's for an offline capture, the server's otherwise. */
    at: timestamptz('at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy').notNull(),
    distanceMetres: doublePrecision('distance_metres'),
    fenceRadiusMetres: integer('fence_radius_metres').notNull(),
    fence: text('fence').notNull(),
    timing: text('timing').notNull(),
    reasonCode: text('reason_code'),
    capturedOffline: boolean('captured_offline').notNull().default(false),
    /** The phone's key for this capture: a replay with it changes nothing. */
    idempotencyKey: uuid('idempotency_key'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('visit_captures_shift_phase_unique').on(table.shiftId, table.phase),
    uniqueIndex('visit_captures_idempotency_unique').on(table.idempotencyKey),
    check('visit_captures_phase_known', oneOf(table.phase, ['check_in', 'check_out'])),
    check('visit_captures_fence_known', oneOf(table.fence, FENCE_OUTCOMES)),
    check('visit_captures_timing_known', oneOf(table.timing, TIMING_OUTCOMES)),
    check('visit_captures_reason_known', oneOf(table.reasonCode, VISIT_REASON_CODES)),
  ],
);

/** The client's confirmation at check-out: a signature, or why there is none; the tasks done. */
export const visitConfirmations = pgTable(
  'visit_confirmations',
  {
    shiftId: integer('shift_id')
      .primaryKey()
      .references(() => shifts.id),
    /** The signature PNG's key in the file store. */
    signatureKey: text('signature_key'),
    signatureSha256: text('signature_sha256'),
    signedAt: timestamptz('signed_at'),
    signatureMissingReason: text('signature_missing_reason'),
    taskIds: integer('task_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'visit_confirmations_signature_complete',
      sql`(${table.signatureKey} IS NULL) = (${table.signatureSha256} IS NULL) AND (${table.signatureKey} IS NULL) = (${table.signedAt} IS NULL)`,
    ),
    check(
      'visit_confirmations_signature_or_reason',
      sql`${table.signatureKey} IS NULL OR ${table.signatureMissingReason} IS NULL`,
    ),
    check(
      'visit_confirmations_reason_known',
      oneOf(table.signatureMissingReason, SIGNATURE_MISSING_REASONS),
    ),
  ],
);

/** What the agency must look at on a visit, until someone resolves it. */
export const visitExceptions = pgTable(
  'visit_exceptions',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').notNull(),
    phase: text('phase').notNull(),
    /** The caregiver's reason code, or the reason a signature is missing. */
    reasonCode: text('reason_code'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    // One of each kind per part of a visit: the missed-visit job and replays add none twice.
    uniqueIndex('visit_exceptions_shift_kind_unique').on(table.shiftId, table.kind, table.phase),
    // The queue: an agency's open exceptions, newest first.
    index('visit_exceptions_open_idx')
      .on(table.agencyId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.resolvedAt} IS NULL`),
    index('visit_exceptions_agency_idx').on(
      table.agencyId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('visit_exceptions_kind_known', oneOf(table.kind, VISIT_EXCEPTION_KINDS)),
    check('visit_exceptions_phase_known', oneOf(table.phase, VISIT_PHASES)),
    check(
      'visit_exceptions_resolution_complete',
      sql`(${table.resolvedAt} IS NULL) = (${table.resolutionNote} IS NULL)`,
    ),
  ],
);
