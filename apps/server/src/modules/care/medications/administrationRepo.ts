import type { MedicationAdministration, ReasonNotAdministered } from '@hearth/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { medicationAdministrations, patientMedications, users } from '../../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert'>;

const entryColumns = {
  id: medicationAdministrations.id,
  medicationId: medicationAdministrations.medicationId,
  patientId: medicationAdministrations.patientId,
  scheduledFor: medicationAdministrations.scheduledFor,
  status: medicationAdministrations.status,
  reason: medicationAdministrations.reason,
  comment: medicationAdministrations.comment,
  late: medicationAdministrations.late,
  lateReason: medicationAdministrations.lateReason,
  recordedById: medicationAdministrations.recordedBy,
  recordedByName: users.name,
  recordedAt: medicationAdministrations.recordedAt,
  correctsId: medicationAdministrations.correctsId,
  capturedOffline: medicationAdministrations.capturedOffline,
};

function selectEntries(db: Reader) {
  return db
    .select(entryColumns)
    .from(medicationAdministrations)
    .leftJoin(users, eq(users.id, medicationAdministrations.recordedBy));
}

export type AdministrationRecord = Awaited<ReturnType<typeof selectEntries>>[number];

export type NewEntry = {
  medicationId: number;
  patientId: number;
  scheduledFor: Date | null;
  status: MedicationAdministration;
  reason: ReasonNotAdministered | null;
  comment: string | null;
  late: boolean;
  lateReason: string | null;
  recordedBy: number;
  correctsId: number | null;
  /** The phone's time for a dose recorded offline; the database's clock otherwise. */
  recordedAt?: Date;
  capturedOffline?: boolean;
  idempotencyKey?: string | null;
};

export function createAdministrationRepo(db: Database) {
  return {
    async find(id: number, reader: Reader = db) {
      const [row] = await selectEntries(reader).where(eq(medicationAdministrations.id, id));
      return row;
    },

    /** The original (not a correction) entry of one scheduled dose, if recorded. */
    async originalOf(reader: Reader, medicationId: number, scheduledFor: Date) {
      const [row] = await reader
        .select({ id: medicationAdministrations.id })
        .from(medicationAdministrations)
        .where(
          and(
            eq(medicationAdministrations.medicationId, medicationId),
            eq(medicationAdministrations.scheduledFor, scheduledFor),
            sql`${medicationAdministrations.correctsId} IS NULL`,
          ),
        );
      return row?.id;
    },

    /** The entry first recorded under a phone's idempotency key, if one was. */
    async byKey(reader: Reader, key: string) {
      const [row] = await reader
        .select({
          id: medicationAdministrations.id,
          medicationId: medicationAdministrations.medicationId,
          scheduledFor: medicationAdministrations.scheduledFor,
          recordedBy: medicationAdministrations.recordedBy,
        })
        .from(medicationAdministrations)
        .where(eq(medicationAdministrations.idempotencyKey, key));
      return row;
    },

    /** The entry that corrects `id`, if any: then `id` is no longer the one in force. */
    async correctionOf(reader: Reader, id: number) {
      const [row] = await reader
        .select({ id: medicationAdministrations.id })
        .from(medicationAdministrations)
        .where(eq(medicationAdministrations.correctsId, id));
      return row?.id;
    },

    async insert(tx: Writer, entry: NewEntry) {
      const [row] = await tx
        .insert(medicationAdministrations)
        .values(entry)
        .returning({ id: medicationAdministrations.id });
      if (row === undefined) {
        throw new Error('administration was not inserted');
      }
      return row.id;
    },

    /** Every scheduled dose of the patient's medications on the days `from`..`to` where they live. */
    async scheduledDoses(patientId: number, from: string, to: string) {
      const result = await db.execute<{ medication_id: number; scheduled_for: string }>(sql`
        SELECT m.id AS medication_id,
               ((d::date + t::time) AT TIME ZONE m.time_zone) AS scheduled_for
        FROM ${patientMedications} m
        CROSS JOIN LATERAL generate_series(
          GREATEST(${from}::date, m.start_date),
          LEAST(${to}::date, COALESCE(m.end_date, ${to}::date)),
          interval '1 day'
        ) AS d
        CROSS JOIN LATERAL unnest(m.times) AS t
        WHERE m.patient_id = ${patientId}
          AND (cardinality(m.week_days) = 0 OR extract(isodow FROM d)::smallint = ANY(m.week_days))
          AND (m.discontinued_at IS NULL
            OR ((d::date + t::time) AT TIME ZONE m.time_zone) < m.discontinued_at)
        ORDER BY 2`);
      return result.rows.map((row) => ({
        medicationId: row.medication_id,
        scheduledFor: new Date(row.scheduled_for),
      }));
    },

    /**
     * Entries of the patient's doses due (or, as needed, given) on the days `from`..`to`, each
     * with every correction of it, whenever that was recorded.
     */
    async entriesBetween(patientId: number, from: string, to: string) {
      const chains = sql`WITH RECURSIVE chain AS (
          SELECT a.id FROM ${medicationAdministrations} a
          JOIN ${patientMedications} m ON m.id = a.medication_id
          WHERE a.patient_id = ${patientId} AND a.corrects_id IS NULL
            AND (COALESCE(a.scheduled_for, a.recorded_at) AT TIME ZONE m.time_zone)::date
              BETWEEN ${from}::date AND ${to}::date
          UNION ALL
          SELECT c.id FROM ${medicationAdministrations} c JOIN chain ON c.corrects_id = chain.id
        ) SELECT id FROM chain`;
      return selectEntries(db)
        .where(sql`${medicationAdministrations.id} IN (${chains})`)
        .orderBy(asc(medicationAdministrations.recordedAt), asc(medicationAdministrations.id));
    },
  };
}

export type AdministrationRepo = ReturnType<typeof createAdministrationRepo>;
