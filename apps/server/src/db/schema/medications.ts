import {
  MedicationAdministration,
  MedicationRoute,
  ReasonNotAdministered,
  reasonRequiresComment,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';

// The medication administration record (MAR). Medications are discontinued, never deleted; an
// administration entry is never changed or removed (a trigger refuses it): a correction is a new
// entry that names the one it corrects.

const commentRequiredReasons = ReasonNotAdministered.codes
  .filter(reasonRequiresComment)
  .map((code) => `'${code}'`)
  .join(', ');

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const patientMedications = pgTable(
  'patient_medications',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    name: text('name').notNull(),
    dose: text('dose').notNull(),
    route: smallint('route').notNull(),
    /** `HH:MM` local times of the doses, sorted; empty for a PRN (as-needed) medication. */
    times: text('times').array().notNull().default(sql`'{}'::text[]`),
    /** ISO weekdays (1 = Monday) the doses fall on; empty means every day. */
    weekDays: smallint('week_days').array().notNull().default(sql`'{}'::smallint[]`),
    prn: boolean('prn').notNull().default(false),
    /** The IANA zone the times are read in: a dose at 08:00 is 08:00 where the patient lives. */
    timeZone: text('time_zone').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    instructions: text('instructions'),
    prescriber: text('prescriber'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    discontinuedAt: timestamptz('discontinued_at'),
    discontinuedBy: integer('discontinued_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    discontinuedReason: text('discontinued_reason'),
  },
  (table) => [
    index('patient_medications_patient_idx').on(table.patientId),
    check('patient_medications_route_known', oneOf(table.route, MedicationRoute.codes)),
    check(
      'patient_medications_dates_order',
      sql`${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`,
    ),
    check('patient_medications_schedule', sql`${table.prn} OR cardinality(${table.times}) > 0`),
  ],
);

export const medicationAdministrations = pgTable(
  'medication_administrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    medicationId: integer('medication_id')
      .notNull()
      .references(() => patientMedications.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The dose this entry is about; null for an as-needed (PRN) dose. */
    scheduledFor: timestamptz('scheduled_for'),
    status: smallint('status').notNull(),
    reason: text('reason'),
    comment: text('comment'),
    late: boolean('late').notNull().default(false),
    lateReason: text('late_reason'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    correctsId: bigint('corrects_id', { mode: 'number' }),
    /** Recorded on the phone without a network and sent later: `recorded_at` is the phone's. */
    capturedOffline: boolean('captured_offline').notNull().default(false),
    /** The phone's key of the capture, so a replayed send records nothing twice. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (table) => [
    index('medication_administrations_medication_idx').on(table.medicationId, table.scheduledFor),
    // Lets a correction's foreign key name (id, medication): it can only correct the same drug.
    unique('medication_administrations_id_medication').on(table.id, table.medicationId),
    foreignKey({
      name: 'medication_administrations_corrects_same_medication',
      columns: [table.correctsId, table.medicationId],
      foreignColumns: [table.id, table.medicationId] as [AnyPgColumn, AnyPgColumn],
    }),
    // One original entry per scheduled dose; anything after it is a correction.
    uniqueIndex('medication_administrations_one_original')
      .on(table.medicationId, table.scheduledFor)
      .where(sql`${table.correctsId} IS NULL AND ${table.scheduledFor} IS NOT NULL`),
    // A correction is corrected again by a newer entry, never twice in parallel.
    uniqueIndex('medication_administrations_one_correction').on(table.correctsId),
    uniqueIndex('medication_administrations_idempotency_unique').on(table.idempotencyKey),
    check(
      'medication_administrations_status_known',
      oneOf(table.status, MedicationAdministration.codes),
    ),
    check(
      'medication_administrations_reason_known',
      oneOf(table.reason, ReasonNotAdministered.codes),
    ),
    // Administered has no reason; not administered and held need one; leave of absence may.
    check(
      'medication_administrations_reason_by_status',
      sql`CASE ${table.status} WHEN 1 THEN ${table.reason} IS NULL WHEN 4 THEN true ELSE ${table.reason} IS NOT NULL END`,
    ),
    check(
      'medication_administrations_comment_when_required',
      sql`${table.reason} IS NULL OR ${table.reason} NOT IN (${sql.raw(commentRequiredReasons)}) OR ${table.comment} IS NOT NULL`,
    ),
  ],
);
