import { ATTENDED_STATUSES, PatientStatus } from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  agencies,
  attendanceRecords,
  dayProgramCapacities,
  patients,
  users,
} from '../../db/schema/index.ts';

export type Writer = Database | Transaction;

/** What a record holds, as written by the provider. */
export type AttendanceValues = {
  status: string;
  arrivalTime: string | null;
  departureTime: string | null;
  reason: string | null;
};

export type StoredRecord = AttendanceValues & {
  recordedByName: string;
  recordedAt: Date;
  corrections: number;
};

export type SheetRow = {
  patientId: number;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  record: StoredRecord | null;
};

export type DayTally = { day: string; attended: number; absent: number; unrecorded: number };

const attended = sql.raw(ATTENDED_STATUSES.map((status) => `'${status}'`).join(', '));

const recordColumns = {
  status: attendanceRecords.status,
  arrivalTime: attendanceRecords.arrivalTime,
  departureTime: attendanceRecords.departureTime,
  reason: attendanceRecords.reason,
  recordedByName: users.name,
  recordedAt: attendanceRecords.recordedAt,
  corrections: attendanceRecords.corrections,
};

export function createAttendanceRepo(db: Database) {
  return {
    async program(programId: number): Promise<{ name: string; kind: number } | undefined> {
      const [row] = await db
        .select({ name: agencies.name, kind: agencies.kind })
        .from(agencies)
        .where(eq(agencies.id, programId));
      return row;
    },

    async capacity(writer: Writer, programId: number): Promise<number | null> {
      const [row] = await writer
        .select({ capacity: dayProgramCapacities.capacityPerDay })
        .from(dayProgramCapacities)
        .where(eq(dayProgramCapacities.programId, programId));
      return row?.capacity ?? null;
    },

    async saveCapacity(tx: Transaction, programId: number, capacityPerDay: number) {
      const values = { capacityPerDay, updatedAt: new Date() };
      await tx
        .insert(dayProgramCapacities)
        .values({ programId, ...values })
        .onConflictDoUpdate({ target: dayProgramCapacities.programId, set: values });
    },

    /** Whether the patient is a participant (of any standing) of the program. */
    async isParticipant(writer: Writer, programId: number, patientId: number): Promise<boolean> {
      const [row] = await writer
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, patientId), eq(patients.agencyId, programId)));
      return row !== undefined;
    },

    /** The program's active participants, and anyone else with a record that day, by name. */
    async sheet(programId: number, day: string): Promise<SheetRow[]> {
      const rows = await db
        .select({
          patientId: patients.id,
          firstName: patients.firstName,
          lastName: patients.lastName,
          preferredName: patients.preferredName,
          ...recordColumns,
          recordId: attendanceRecords.id,
        })
        .from(patients)
        .leftJoin(
          attendanceRecords,
          and(eq(attendanceRecords.patientId, patients.id), eq(attendanceRecords.day, day)),
        )
        .leftJoin(users, eq(users.id, attendanceRecords.recordedBy))
        .where(
          and(
            eq(patients.agencyId, programId),
            sql`(${patients.status} = ${PatientStatus.active} OR ${attendanceRecords.id} IS NOT NULL)`,
          ),
        )
        .orderBy(patients.lastName, patients.firstName, patients.id);
      return rows.map(({ patientId, firstName, lastName, preferredName, recordId, ...record }) => ({
        patientId,
        firstName,
        lastName,
        preferredName,
        record:
          recordId === null || record.status === null || record.recordedAt === null
            ? null
            : {
                status: record.status,
                arrivalTime: record.arrivalTime,
                departureTime: record.departureTime,
                reason: record.reason,
                recordedByName: record.recordedByName ?? '',
                recordedAt: record.recordedAt,
                corrections: record.corrections ?? 0,
              },
      }));
    },

    /** The record of one participant's day, locked until the transaction ends. */
    async lockedRecord(
      tx: Transaction,
      patientId: number,
      day: string,
    ): Promise<AttendanceValues | undefined> {
      const [row] = await tx
        .select({
          status: attendanceRecords.status,
          arrivalTime: attendanceRecords.arrivalTime,
          departureTime: attendanceRecords.departureTime,
          reason: attendanceRecords.reason,
        })
        .from(attendanceRecords)
        .where(and(eq(attendanceRecords.patientId, patientId), eq(attendanceRecords.day, day)))
        .for('update');
      return row;
    },

    /** Writes the day's record; a second write of the same day is a correction, counted. */
    async save(
      tx: Transaction,
      key: { programId: number; patientId: number; day: string; recordedBy: number },
      values: AttendanceValues,
    ): Promise<void> {
      const changed = { ...values, recordedBy: key.recordedBy, recordedAt: new Date() };
      await tx
        .insert(attendanceRecords)
        .values({ ...key, ...values })
        .onConflictDoUpdate({
          target: [attendanceRecords.patientId, attendanceRecords.day],
          set: { ...changed, corrections: sql`${attendanceRecords.corrections} + 1` },
        });
    },

    async record(writer: Writer, patientId: number, day: string): Promise<StoredRecord> {
      const [row] = await writer
        .select(recordColumns)
        .from(attendanceRecords)
        .innerJoin(users, eq(users.id, attendanceRecords.recordedBy))
        .where(and(eq(attendanceRecords.patientId, patientId), eq(attendanceRecords.day, day)));
      if (row === undefined) {
        throw new Error('attendance record vanished inside its own transaction');
      }
      return row;
    },

    /**
     * Each day's tally from `from` for `days` days: who came in, who was absent, and how many of
     * today's active participants have no record yet.
     */
    async tallies(
      writer: Writer,
      programId: number,
      from: string,
      days: number,
    ): Promise<DayTally[]> {
      const result = await writer.execute<DayTally>(sql`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
          count(r.id) FILTER (WHERE r.status IN (${attended}))::int AS attended,
          count(r.id) FILTER (WHERE r.status = 'absent')::int AS absent,
          (SELECT count(*) FROM patients p
            WHERE p.agency_id = ${programId} AND p.status = ${PatientStatus.active}
              AND NOT EXISTS (SELECT 1 FROM attendance_records a
                WHERE a.patient_id = p.id AND a.day = d.day))::int AS unrecorded
        FROM (SELECT g::date AS day
          FROM generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') AS g
        ) AS d
        LEFT JOIN attendance_records r ON r.program_id = ${programId} AND r.day = d.day
        GROUP BY d.day
        ORDER BY d.day`);
      return result.rows;
    },
  };
}

export type AttendanceRepo = ReturnType<typeof createAttendanceRepo>;
