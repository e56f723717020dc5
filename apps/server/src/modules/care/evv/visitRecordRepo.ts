import { CARE_TIME_ZONE, type ListingService } from '@hearth/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  assessments,
  careTypes,
  shifts,
  users,
  visitCaptures,
  visitChanges,
} from '../../../db/schema/index.ts';
import { visitMarkColumns } from '../shifts/index.ts';

type Reader = Pick<Database, 'select'>;

/** A care time zone calendar day's first instant, as SQL. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;

const visitColumns = {
  id: shifts.id,
  agencyId: shifts.agencyId,
  patientId: shifts.patientId,
  caregiverId: shifts.caregiverId,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  visitDate: sql<string>`to_char(${shifts.startsAt} AT TIME ZONE ${CARE_TIME_ZONE}, 'YYYY-MM-DD')`,
  careType: careTypes.code,
  services: sql<ListingService[]>`${assessments.services}`,
  ...visitMarkColumns,
  missedAt: shifts.missedAt,
  cancelledAt: shifts.cancelledAt,
  // The caregiver's own word, given with a mark outside the client's home (visit verification).
  givenAwayFromHome: sql<boolean>`EXISTS (SELECT 1 FROM ${visitCaptures} WHERE ${visitCaptures.shiftId} = ${shifts.id} AND ${visitCaptures.reasonCode} = 'community_visit')`,
  capturedOffline: sql<boolean>`EXISTS (SELECT 1 FROM ${visitCaptures} WHERE ${visitCaptures.shiftId} = ${shifts.id} AND ${visitCaptures.capturedOffline})`,
};

const selectVisits = (reader: Reader) =>
  reader
    .select(visitColumns)
    .from(shifts)
    .innerJoin(assessments, eq(assessments.id, shifts.assessmentId))
    .leftJoin(careTypes, eq(careTypes.id, assessments.careTypeId));

export type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];

const selectChanges = (reader: Reader) =>
  reader
    .select({
      id: visitChanges.id,
      shiftId: visitChanges.shiftId,
      field: visitChanges.field,
      beforeAt: visitChanges.beforeAt,
      beforeLatitude: visitChanges.beforeLatitude,
      beforeLongitude: visitChanges.beforeLongitude,
      beforeAccuracy: visitChanges.beforeAccuracy,
      afterAt: visitChanges.afterAt,
      afterLatitude: visitChanges.afterLatitude,
      afterLongitude: visitChanges.afterLongitude,
      afterAccuracy: visitChanges.afterAccuracy,
      beforeFence: visitChanges.beforeFence,
      beforeDistanceMetres: visitChanges.beforeDistanceMetres,
      beforeFenceRadiusMetres: visitChanges.beforeFenceRadiusMetres,
      beforeTiming: visitChanges.beforeTiming,
      afterFence: visitChanges.afterFence,
      afterDistanceMetres: visitChanges.afterDistanceMetres,
      afterFenceRadiusMetres: visitChanges.afterFenceRadiusMetres,
      afterTiming: visitChanges.afterTiming,
      reason: visitChanges.reason,
      resolution: visitChanges.resolution,
      note: visitChanges.note,
      changedById: visitChanges.changedBy,
      changedByName: users.name,
      changedAt: visitChanges.changedAt,
    })
    .from(visitChanges)
    .innerJoin(users, eq(users.id, visitChanges.changedBy));

export type ChangeRow = Awaited<ReturnType<typeof selectChanges>>[number];

/** Where an export page starts: after the last visit of the page before, by start then id. */
export type ExportCursor = { startsAt: Date; id: number };

export type ExportRange = { agencyId: number; from: string; to: string };

/** What an aggregator receives: a visit with both marks, or one the agency corrected. */
const exportable: SQL = sql`(${shifts.checkedOutAt} IS NOT NULL OR EXISTS (
  SELECT 1 FROM ${visitChanges} WHERE ${visitChanges.shiftId} = ${shifts.id}))`;

function after(cursor: ExportCursor | null): SQL | undefined {
  if (cursor === null) {
    return undefined;
  }
  // The first bound lets the (agency, start) index skip what earlier pages read.
  return and(
    gte(shifts.startsAt, cursor.startsAt),
    or(gt(shifts.startsAt, cursor.startsAt), gt(shifts.id, cursor.id)),
  );
}

export function createVisitRecordRepo(db: Database) {
  return {
    async visit(shiftId: number): Promise<VisitRow | undefined> {
      const [row] = await selectVisits(db).where(eq(shifts.id, shiftId));
      return row;
    },

    /** One page of the export, in the order of the (agency, start) index. */
    exportPage(
      range: ExportRange,
      cursor: ExportCursor | null,
      limit: number,
    ): Promise<VisitRow[]> {
      return selectVisits(db)
        .where(
          and(
            eq(shifts.agencyId, range.agencyId),
            gte(shifts.startsAt, sql`${dayStart(range.from)}`),
            lt(shifts.startsAt, sql`${dayStart(range.to)} + interval '1 day'`),
            isNull(shifts.cancelledAt),
            exportable,
            after(cursor),
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(limit);
    },

    /** The corrections of these visits, each visit's oldest first. */
    changesOf(shiftIds: readonly number[]): Promise<ChangeRow[]> {
      if (shiftIds.length === 0) {
        return Promise.resolve([]);
      }
      return selectChanges(db)
        .where(inArray(visitChanges.shiftId, [...shiftIds]))
        .orderBy(asc(visitChanges.shiftId), asc(visitChanges.changedAt), asc(visitChanges.id));
    },

    async agencyExists(agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row !== undefined;
    },
  };
}

export type VisitRecordRepo = ReturnType<typeof createVisitRecordRepo>;
