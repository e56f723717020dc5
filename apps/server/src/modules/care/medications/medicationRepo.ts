import type { MedicationWrite } from '@hearth/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { patientMedications, patients, users } from '../../../db/schema/index.ts';
import { ownColumns } from '../../../platform/db/ownColumns.ts';
import { type PatientScope, patientScopeCondition } from '../../directory/patients/index.ts';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const discontinuer = alias(users, 'discontinuer');

const medicationColumns = {
  ...ownColumns(patientMedications, [
    'id',
    'patientId',
    'name',
    'dose',
    'route',
    'times',
    'weekDays',
    'prn',
    'timeZone',
    'startDate',
    'endDate',
    'instructions',
    'prescriber',
    'createdAt',
    'discontinuedAt',
    'discontinuedReason',
  ]),
  discontinuedById: patientMedications.discontinuedBy,
  discontinuedByName: discontinuer.name,
};

function selectMedications(db: Reader) {
  return db
    .select(medicationColumns)
    .from(patientMedications)
    .leftJoin(discontinuer, eq(discontinuer.id, patientMedications.discontinuedBy));
}

export type MedicationRecord = Awaited<ReturnType<typeof selectMedications>>[number];

/** Standalone, so the demo seeder writes medications as the API does. */
export async function insertMedication(
  tx: Pick<Database, 'insert'>,
  patientId: number,
  input: MedicationWrite,
  userId: number,
) {
  const [row] = await tx
    .insert(patientMedications)
    .values({ patientId, ...input, createdBy: userId })
    .returning({ id: patientMedications.id });
  if (row === undefined) {
    throw new Error('medication was not inserted');
  }
  return row.id;
}

export function createMedicationRepo(db: Database) {
  return {
    /** The patient if this scope reaches them, with the agency their records belong to. */
    async visiblePatient(scope: PatientScope, patientId: number) {
      const [row] = await db
        .select({ id: patients.id, agencyId: patients.agencyId })
        .from(patients)
        .where(and(eq(patients.id, patientId), patientScopeCondition(scope)));
      return row;
    },

    /** A medication whose patient this scope reaches. */
    async visibleMedication(scope: PatientScope, medicationId: number) {
      const [row] = await db
        .select({ id: patientMedications.id, patientId: patients.id, agencyId: patients.agencyId })
        .from(patientMedications)
        .innerJoin(patients, eq(patients.id, patientMedications.patientId))
        .where(and(eq(patientMedications.id, medicationId), patientScopeCondition(scope)));
      return row;
    },

    /** Current ones first (by name), then the discontinued. */
    async listForPatient(patientId: number, reader: Reader = db) {
      return selectMedications(reader)
        .where(eq(patientMedications.patientId, patientId))
        .orderBy(
          sql`${patientMedications.discontinuedAt} IS NOT NULL`,
          asc(patientMedications.name),
          asc(patientMedications.id),
        );
    },

    async find(id: number, reader: Reader = db) {
      const [row] = await selectMedications(reader).where(eq(patientMedications.id, id));
      return row;
    },

    /** Row lock: recordings and changes of one medication happen one after another. */
    async lock(tx: Writer, id: number) {
      const [row] = await tx
        .select({
          id: patientMedications.id,
          prn: patientMedications.prn,
          discontinuedAt: patientMedications.discontinuedAt,
        })
        .from(patientMedications)
        .where(eq(patientMedications.id, id))
        .for('update');
      return row;
    },

    insert: insertMedication,

    /** Only while current: a discontinued medication is history. */
    async update(tx: Writer, id: number, input: MedicationWrite) {
      const changed = await tx
        .update(patientMedications)
        .set({ ...input, updatedAt: sql`now()` })
        .where(and(eq(patientMedications.id, id), isNull(patientMedications.discontinuedAt)))
        .returning({ id: patientMedications.id });
      return changed.length > 0;
    },

    async discontinue(tx: Writer, id: number, reason: string, userId: number) {
      const changed = await tx
        .update(patientMedications)
        .set({
          discontinuedAt: sql`now()`,
          discontinuedBy: userId,
          discontinuedReason: reason,
          updatedAt: sql`now()`,
        })
        .where(and(eq(patientMedications.id, id), isNull(patientMedications.discontinuedAt)))
        .returning({ id: patientMedications.id });
      return changed.length > 0;
    },

    /** Whether `at` is one of the medication's doses: its time, on one of its days, in its dates. */
    async isScheduledDose(reader: Reader, id: number, at: Date): Promise<boolean> {
      const local = sql`(${at.toISOString()}::timestamptz AT TIME ZONE ${patientMedications.timeZone})`;
      const [row] = await reader
        .select({ id: patientMedications.id })
        .from(patientMedications)
        .where(
          and(
            eq(patientMedications.id, id),
            sql`to_char(${local}, 'HH24:MI') = ANY(${patientMedications.times})`,
            sql`date_trunc('minute', ${local}) = ${local}`,
            sql`${local}::date >= ${patientMedications.startDate}`,
            sql`(${patientMedications.endDate} IS NULL OR ${local}::date <= ${patientMedications.endDate})`,
            sql`(cardinality(${patientMedications.weekDays}) = 0 OR extract(isodow FROM ${local})::smallint = ANY(${patientMedications.weekDays}))`,
            sql`(${patientMedications.discontinuedAt} IS NULL OR ${at.toISOString()}::timestamptz < ${patientMedications.discontinuedAt})`,
          ),
        );
      return row !== undefined;
    },
  };
}

export type MedicationRepo = ReturnType<typeof createMedicationRepo>;
