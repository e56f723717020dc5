import {
  BOOKING_ASSIGNMENTS,
  CARE_TIME_ZONE,
  type FenceOutcome,
  type ListingService,
  type ShiftAssignment,
  type SignatureMissingReason,
  type TimingOutcome,
  type VisitReasonCode,
} from '@hearth/domain';
import { and, asc, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  assessments,
  caregivers,
  patients,
  shifts,
  visitCaptures,
  visitConfirmations,
} from '../../../db/schema/index.ts';
import type { ShiftScope } from './policy.ts';
import { visitMarkColumns } from './visitMarks.ts';

type Reader = Pick<Database, 'select'>;

export type Paging = { limit: number; offset: number };

/** A Toronto calendar day's first instant, as SQL. */
export const dayStart = (day: string) =>
  sql`(${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;

const checkInCapture = alias(visitCaptures, 'check_in_capture');
const checkOutCapture = alias(visitCaptures, 'check_out_capture');

/** A capture's verdict as the shift's answer shows it (null when there is none). */
const verdictColumns = (capture: typeof checkInCapture | typeof checkOutCapture) => ({
  at: capture.at,
  receivedAt: capture.receivedAt,
  fence: sql<FenceOutcome>`${capture.fence}`,
  distanceMetres: capture.distanceMetres,
  fenceRadiusMetres: capture.fenceRadiusMetres,
  timing: sql<TimingOutcome>`${capture.timing}`,
  reasonCode: sql<VisitReasonCode | null>`${capture.reasonCode}`,
  capturedOffline: capture.capturedOffline,
});

const columns = {
  id: shifts.id,
  assessmentId: shifts.assessmentId,
  agencyId: shifts.agencyId,
  patientId: shifts.patientId,
  patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
  services: sql<ListingService[]>`${assessments.services}`,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  assignment: sql<ShiftAssignment>`${shifts.assignment}`,
  caregiverId: shifts.caregiverId,
  caregiverName: sql<string | null>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`,
  ...visitMarkColumns,
  missedAt: shifts.missedAt,
  cancelledAt: shifts.cancelledAt,
  checkInVerdict: verdictColumns(checkInCapture),
  checkOutVerdict: verdictColumns(checkOutCapture),
  confirmation: {
    shiftId: visitConfirmations.shiftId,
    signatureSha256: visitConfirmations.signatureSha256,
    signedAt: visitConfirmations.signedAt,
    signatureMissingReason: sql<SignatureMissingReason | null>`${visitConfirmations.signatureMissingReason}`,
    taskIds: visitConfirmations.taskIds,
  },
};

const selectShifts = (reader: Reader) =>
  reader
    .select(columns)
    .from(shifts)
    .innerJoin(patients, eq(patients.id, shifts.patientId))
    .innerJoin(assessments, eq(assessments.id, shifts.assessmentId))
    .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
    .leftJoin(
      checkInCapture,
      and(eq(checkInCapture.shiftId, shifts.id), eq(checkInCapture.phase, 'check_in')),
    )
    .leftJoin(
      checkOutCapture,
      and(eq(checkOutCapture.shiftId, shifts.id), eq(checkOutCapture.phase, 'check_out')),
    )
    .leftJoin(visitConfirmations, eq(visitConfirmations.shiftId, shifts.id));

export type ShiftRecord = Awaited<ReturnType<typeof selectShifts>>[number];

/** The caregiver profiles linked to a person's account (one per agency they work for). */
export const profilesOf = (userId: number) =>
  sql`(SELECT profile.id FROM caregivers profile WHERE profile.user_id = ${userId})`;

export function scopeCondition(scope: ShiftScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agencies':
      return inArray(shifts.agencyId, [...scope.agencyIds]);
    case 'caregiver':
      // Only shifts offered to or taken by them; one they declined is no longer theirs to see.
      return and(
        sql`${shifts.caregiverId} IN ${profilesOf(scope.userId)}`,
        inArray(shifts.assignment, [...BOOKING_ASSIGNMENTS]),
      );
    case 'none':
      return sql`false`;
  }
}

/** Shifts starting on the Toronto days `from` to `to`, both included. */
function daysCondition(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(shifts.startsAt, sql`${dayStart(from)}`),
    to === undefined ? undefined : lt(shifts.startsAt, sql`${dayStart(to)} + interval '1 day'`),
  );
}

export type CalendarFilter = {
  from: string;
  to: string;
  caregiver?: number | undefined;
  patient?: number | undefined;
};

export function createShiftRepo(db: Database) {
  return {
    async findVisible(scope: ShiftScope, id: number): Promise<ShiftRecord | undefined> {
      const [row] = await selectShifts(db).where(and(eq(shifts.id, id), scopeCondition(scope)));
      return row;
    },

    async ofAssessment(
      assessmentId: number,
      days: { from?: string | undefined; to?: string | undefined },
      page: Paging,
    ) {
      const where = and(eq(shifts.assessmentId, assessmentId), daysCondition(days.from, days.to));
      const [rows, [total]] = await Promise.all([
        selectShifts(db)
          .where(where)
          .orderBy(asc(shifts.startsAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shifts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Every shift of the period the person may see, not cancelled, by start. */
    calendar(scope: ShiftScope, filter: CalendarFilter): Promise<ShiftRecord[]> {
      return selectShifts(db)
        .where(
          and(
            scopeCondition(scope),
            isNull(shifts.cancelledAt),
            daysCondition(filter.from, filter.to),
            filter.caregiver === undefined ? undefined : eq(shifts.caregiverId, filter.caregiver),
            filter.patient === undefined ? undefined : eq(shifts.patientId, filter.patient),
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.id));
    },
  };
}

export type ShiftRepo = ReturnType<typeof createShiftRepo>;
