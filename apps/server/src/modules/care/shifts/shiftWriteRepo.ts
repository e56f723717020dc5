import {
  BOOKING_ASSIGNMENTS,
  CARE_TIME_ZONE,
  type CaregiverStatus,
  type ListingService,
  MISSED_AFTER_MINUTES,
  type ShiftAssignment,
  type ShiftPosition,
} from '@hearth/domain';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assessments, caregivers, shifts } from '../../../db/schema/index.ts';
import { markColumnValues } from './visitMarks.ts';

type Writer = Pick<Database, 'select' | 'update' | 'insert' | 'execute'>;

/** What an assignment or a visit is decided on, read under the shift's row lock. */
export type LockedShift = {
  id: number;
  agencyId: number;
  assessmentId: number;
  patientId: number;
  services: ListingService[];
  startsAt: Date;
  endsAt: Date;
  caregiverId: number | null;
  assignment: ShiftAssignment;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
  caregiverUserId: number | null;
};

export type CaregiverFacts = {
  id: number;
  name: string;
  status: CaregiverStatus;
  professionRank: number | null;
  competencies: Record<string, number>;
  available: boolean;
  booked: boolean;
};

export type Clash = { id: number; startsAt: Date; endsAt: Date };

const overlaps = (startsAt: Date, endsAt: Date) =>
  sql`tstzrange(${shifts.startsAt}, ${shifts.endsAt}) && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)`;

// Takes a writer, not only the app's pool: the demo seeder plans its visits inside its transaction.
export function createShiftWriteRepo(db: Writer) {
  return {
    /**
     * One shift per schedule slot on each Toronto day from `from` to `to` whose weekday matches;
     * a shift already made for the same start is kept as it is. Returns how many were new.
     */
    async generate(tx: Writer, assessmentId: number, from: string, to: string): Promise<number> {
      const result = await tx.execute(sql`
        INSERT INTO shifts (assessment_id, agency_id, patient_id, starts_at, ends_at)
        SELECT a.id, a.agency_id, a.patient_id,
          (day::date + slot.starts_at) AT TIME ZONE ${CARE_TIME_ZONE},
          (day::date + slot.ends_at) AT TIME ZONE ${CARE_TIME_ZONE}
        FROM assessments a
        JOIN assessment_schedule_slots slot ON slot.assessment_id = a.id
        CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') AS day
        WHERE a.id = ${assessmentId} AND extract(isodow FROM day) = slot.week_day
        ON CONFLICT (assessment_id, starts_at) DO NOTHING`);
      return result.rowCount ?? 0;
    },

    /** Today's date in the care time zone (the database's clock, as every instant here). */
    async today(): Promise<string> {
      const result = await db.execute<{ today: string }>(
        sql`SELECT to_char(now() AT TIME ZONE ${CARE_TIME_ZONE}, 'YYYY-MM-DD') AS today`,
      );
      return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
    },

    async lock(tx: Writer, id: number): Promise<LockedShift | undefined> {
      const [row] = await tx
        .select({
          id: shifts.id,
          agencyId: shifts.agencyId,
          assessmentId: shifts.assessmentId,
          patientId: shifts.patientId,
          services: sql<ListingService[]>`${assessments.services}`,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          caregiverId: shifts.caregiverId,
          assignment: sql<ShiftAssignment>`${shifts.assignment}`,
          checkedInAt: shifts.checkedInAt,
          checkedOutAt: shifts.checkedOutAt,
          cancelledAt: shifts.cancelledAt,
          caregiverUserId: caregivers.userId,
        })
        .from(shifts)
        .innerJoin(assessments, eq(assessments.id, shifts.assessmentId))
        .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
        .where(eq(shifts.id, id))
        .for('update', { of: shifts });
      return row;
    },

    /**
     * The agency's caregivers who could be hired or are (not those turned down or gone), with
     * what decides whether they may take a shift at this time; `caregiverId` narrows to one.
     */
    async caregiverFacts(
      reader: Writer,
      shift: Pick<LockedShift, 'id' | 'agencyId' | 'startsAt' | 'endsAt'>,
      caregiverId?: number,
    ): Promise<CaregiverFacts[]> {
      const start = sql`(${shift.startsAt.toISOString()}::timestamptz AT TIME ZONE ${CARE_TIME_ZONE})`;
      const minutes = Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / 60_000);
      const result = await reader.execute<CaregiverFacts>(sql`
        SELECT c.id, c.first_name || ' ' || c.last_name AS name, c.status,
          p.rank AS "professionRank",
          coalesce((SELECT jsonb_object_agg(cc.skill, cc.level) FROM caregiver_competencies cc
            WHERE cc.caregiver_id = c.id), '{}'::jsonb) AS competencies,
          EXISTS (SELECT 1 FROM caregiver_availability av
            WHERE av.caregiver_id = c.id AND av.week_day = extract(isodow FROM ${start})
              AND av.start_time <= ${start}::time
              AND av.end_time - time '00:00' >= (${start}::time - time '00:00')
                + make_interval(mins => ${minutes})) AS available,
          EXISTS (SELECT 1 FROM shifts o
            WHERE o.caregiver_id = c.id AND o.id <> ${shift.id} AND o.cancelled_at IS NULL
              AND o.assignment IN ('offered', 'accepted')
              AND tstzrange(o.starts_at, o.ends_at)
                && tstzrange(${shift.startsAt.toISOString()}::timestamptz,
                  ${shift.endsAt.toISOString()}::timestamptz)) AS booked
        FROM caregivers c
        LEFT JOIN professions p ON p.id = c.profession_id
        WHERE c.agency_id = ${shift.agencyId} AND c.status IN ('pending', 'hired')
          ${caregiverId === undefined ? sql`` : sql`AND c.id = ${caregiverId}`}
        ORDER BY c.last_name, c.first_name, c.id`);
      return result.rows;
    },

    /** The first offered or accepted shift of this caregiver that overlaps the given one. */
    async clashOf(
      reader: Pick<Database, 'select'>,
      shift: Pick<LockedShift, 'id' | 'startsAt' | 'endsAt'>,
      caregiverId: number,
    ): Promise<Clash | undefined> {
      const [row] = await reader
        .select({ id: shifts.id, startsAt: shifts.startsAt, endsAt: shifts.endsAt })
        .from(shifts)
        .where(
          and(
            eq(shifts.caregiverId, caregiverId),
            ne(shifts.id, shift.id),
            isNull(shifts.cancelledAt),
            inArray(shifts.assignment, [...BOOKING_ASSIGNMENTS]),
            overlaps(shift.startsAt, shift.endsAt),
          ),
        )
        .orderBy(shifts.startsAt)
        .limit(1);
      return row;
    },

    async setAssignment(
      tx: Writer,
      id: number,
      caregiverId: number | null,
      assignment: ShiftAssignment,
    ): Promise<void> {
      await tx.update(shifts).set({ caregiverId, assignment }).where(eq(shifts.id, id));
    },

    async checkIn(tx: Writer, id: number, at: Date, position: ShiftPosition): Promise<void> {
      await tx
        .update(shifts)
        .set(markColumnValues.checkIn({ ...position, at }))
        .where(eq(shifts.id, id));
    },

    async checkOut(tx: Writer, id: number, at: Date, position: ShiftPosition): Promise<void> {
      await tx
        .update(shifts)
        .set(markColumnValues.checkOut({ ...position, at }))
        .where(eq(shifts.id, id));
    },

    /**
     * Marks as missed every live shift nobody checked in to within the grace period after its
     * start, once; returns the newly marked. `agencyIds` undefined means every agency (the job).
     */
    async markMissed(
      tx: Writer,
      agencyIds?: readonly number[],
    ): Promise<{ id: number; agencyId: number }[]> {
      return tx
        .update(shifts)
        .set({ missedAt: sql`now()` })
        .where(
          and(
            agencyIds === undefined ? undefined : inArray(shifts.agencyId, [...agencyIds]),
            isNull(shifts.missedAt),
            isNull(shifts.cancelledAt),
            isNull(shifts.checkedInAt),
            lt(shifts.startsAt, sql`now() - make_interval(mins => ${MISSED_AFTER_MINUTES})`),
          ),
        )
        .returning({ id: shifts.id, agencyId: shifts.agencyId });
    },

    /** The assessment's own fields generation reads, locked so two generations queue. */
    async lockAssessment(tx: Writer, id: number) {
      const [row] = await tx
        .select({
          id: assessments.id,
          agencyId: assessments.agencyId,
          patientId: assessments.patientId,
          status: assessments.status,
          startDate: assessments.startDate,
          endDate: assessments.endDate,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .for('update');
      return row;
    },
  };
}

export type ShiftWriteRepo = ReturnType<typeof createShiftWriteRepo>;
