import { CARE_TIME_ZONE, type PayPeriod } from '@hearth/domain';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  agencies,
  caregivers,
  patients,
  shifts,
  timesheetRevisions,
  timesheetRevisionVisits,
  users,
} from '../../../db/schema/index.ts';
import { hasOpenVisitException } from '../../care/verification/index.ts';

// All SQL of the timesheets. A visit belongs to the pay period its first mark (the check-in, or a
// lone check-out) falls in, read in the agencies' time zone, so a visit across midnight counts on
// the day it began and the periods' edges follow daylight saving time.

type Reader = Database | Transaction;

/** A visit of a pay period as the record stands: delivered (a mark at least), with a caregiver. */
export type LiveVisitRow = {
  shiftId: number;
  caregiverId: number;
  caregiverName: string;
  patientId: number;
  patientName: string;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  hasOpenEvvException: boolean;
};

export type RevisionRow = typeof timesheetRevisions.$inferSelect & {
  caregiverName: string;
  approverName: string | null;
};

export type RevisionVisitRow = typeof timesheetRevisionVisits.$inferSelect & {
  patientName: string;
};

export type NewRevision = Omit<typeof timesheetRevisions.$inferInsert, 'id' | 'approvedAt'>;
export type NewRevisionVisit = Omit<typeof timesheetRevisionVisits.$inferInsert, 'revisionId'>;

const caregiverName = sql<string>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`;
const patientName = sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`;
const firstMark = sql`coalesce(${shifts.checkedInAt}, ${shifts.checkedOutAt})`;

/** The instant an agency day begins, where the agencies are. */
const dayStart = (day: string) => sql`(${day}::timestamp AT TIME ZONE ${CARE_TIME_ZONE})`;

function visitsOfPeriod(agencyId: number, period: PayPeriod): SQL | undefined {
  return and(
    eq(shifts.agencyId, agencyId),
    isNotNull(shifts.caregiverId),
    or(isNotNull(shifts.checkedInAt), isNotNull(shifts.checkedOutAt)),
    sql`${firstMark} >= ${dayStart(period.start)}`,
    sql`${firstMark} < ${dayStart(period.end)}`,
  );
}

const ofPeriod = (agencyId: number, periodStart: string) =>
  and(eq(timesheetRevisions.agencyId, agencyId), eq(timesheetRevisions.periodStart, periodStart));

export function createTimesheetRepo(db: Database) {
  return {
    async agencyExists(agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row !== undefined;
    },

    /** The caregiver profile a signed-in caregiver has at an agency, if any. */
    async caregiverOfUser(agencyId: number, userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: caregivers.id })
        .from(caregivers)
        .where(and(eq(caregivers.agencyId, agencyId), eq(caregivers.userId, userId)));
      return row?.id;
    },

    /** A signed-in caregiver's profiles at the agencies they work for, by agency name. */
    async profilesOfUser(userId: number, agencyIds: readonly number[]) {
      return db
        .select({
          agencyId: agencies.id,
          agencyName: agencies.name,
          caregiverId: caregivers.id,
          caregiverName,
        })
        .from(caregivers)
        .innerJoin(agencies, eq(agencies.id, caregivers.agencyId))
        .where(and(eq(caregivers.userId, userId), inArray(caregivers.agencyId, [...agencyIds])))
        .orderBy(asc(agencies.name), asc(agencies.id));
    },

    async caregiverName(agencyId: number, caregiverId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: caregiverName })
        .from(caregivers)
        .where(and(eq(caregivers.agencyId, agencyId), eq(caregivers.id, caregiverId)));
      return row?.name;
    },

    /** The period's delivered visits as they stand, in order; one caregiver's when given. */
    async liveVisits(
      reader: Reader,
      agencyId: number,
      period: PayPeriod,
      caregiverId?: number,
    ): Promise<LiveVisitRow[]> {
      return reader
        .select({
          shiftId: shifts.id,
          // Never null here: the period's visits are those with a caregiver.
          caregiverId: sql<number>`${shifts.caregiverId}`,
          caregiverName,
          patientId: shifts.patientId,
          patientName,
          checkInAt: shifts.checkedInAt,
          checkOutAt: shifts.checkedOutAt,
          hasOpenEvvException: hasOpenVisitException,
        })
        .from(shifts)
        .innerJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
        .innerJoin(patients, eq(patients.id, shifts.patientId))
        .where(
          and(
            visitsOfPeriod(agencyId, period),
            caregiverId === undefined ? undefined : eq(shifts.caregiverId, caregiverId),
          ),
        )
        .orderBy(asc(firstMark), asc(shifts.id));
    },

    /** Every revision of the period, newest first; one caregiver's when given. */
    async revisions(
      reader: Reader,
      agencyId: number,
      periodStart: string,
      caregiverId?: number,
    ): Promise<RevisionRow[]> {
      return reader
        .select({
          ...timesheetRevisionColumns,
          caregiverName,
          approverName: users.name,
        })
        .from(timesheetRevisions)
        .innerJoin(caregivers, eq(caregivers.id, timesheetRevisions.caregiverId))
        .leftJoin(users, eq(users.id, timesheetRevisions.approvedBy))
        .where(
          and(
            ofPeriod(agencyId, periodStart),
            caregiverId === undefined ? undefined : eq(timesheetRevisions.caregiverId, caregiverId),
          ),
        )
        .orderBy(desc(timesheetRevisions.revision));
    },

    async revisionVisits(revisionIds: readonly number[]): Promise<RevisionVisitRow[]> {
      if (revisionIds.length === 0) {
        return [];
      }
      return db
        .select({
          revisionId: timesheetRevisionVisits.revisionId,
          shiftId: timesheetRevisionVisits.shiftId,
          patientId: timesheetRevisionVisits.patientId,
          serviceDate: timesheetRevisionVisits.serviceDate,
          checkInAt: timesheetRevisionVisits.checkInAt,
          checkOutAt: timesheetRevisionVisits.checkOutAt,
          verifiedMinutes: timesheetRevisionVisits.verifiedMinutes,
          patientName,
        })
        .from(timesheetRevisionVisits)
        .innerJoin(patients, eq(patients.id, timesheetRevisionVisits.patientId))
        .where(inArray(timesheetRevisionVisits.revisionId, [...revisionIds]))
        .orderBy(asc(timesheetRevisionVisits.checkInAt), asc(timesheetRevisionVisits.shiftId));
    },

    /**
     * Holds the caregiver's period while a revision is made, so two approvals at once are taken
     * one after the other and the second one sees the first.
     */
    async lockPeriod(tx: Transaction, agencyId: number, periodStart: string, caregiverId: number) {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`timesheet:${agencyId}:${periodStart}:${caregiverId}`}))`,
      );
    },

    async insertRevision(
      tx: Transaction,
      revision: NewRevision,
      visits: readonly NewRevisionVisit[],
    ): Promise<number> {
      const [row] = await tx
        .insert(timesheetRevisions)
        .values(revision)
        .returning({ id: timesheetRevisions.id });
      if (row === undefined) {
        throw new Error('no timesheet revision stored');
      }
      if (visits.length > 0) {
        await tx
          .insert(timesheetRevisionVisits)
          .values(visits.map((visit) => ({ ...visit, revisionId: row.id })));
      }
      return row.id;
    },
  };
}

const timesheetRevisionColumns = {
  id: timesheetRevisions.id,
  agencyId: timesheetRevisions.agencyId,
  caregiverId: timesheetRevisions.caregiverId,
  periodStart: timesheetRevisions.periodStart,
  periodEnd: timesheetRevisions.periodEnd,
  revision: timesheetRevisions.revision,
  reason: timesheetRevisions.reason,
  visitCount: timesheetRevisions.visitCount,
  verifiedMinutes: timesheetRevisions.verifiedMinutes,
  mileageKm: timesheetRevisions.mileageKm,
  approvedBy: timesheetRevisions.approvedBy,
  approvedAt: timesheetRevisions.approvedAt,
};

export type TimesheetRepo = ReturnType<typeof createTimesheetRepo>;
