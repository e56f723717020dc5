import { CARE_TIME_ZONE } from '@hearth/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { caregivers, shifts } from '../../../db/schema/index.ts';

export function createMyDayRepo(db: Database) {
  return {
    /** The clients of the caregiver's accepted, not cancelled visits starting on `day` (agency day). */
    async visitPatientIds(userId: number, agencyIds: readonly number[], day: string) {
      if (agencyIds.length === 0) {
        return [];
      }
      const rows = await db
        .selectDistinct({ patientId: shifts.patientId })
        .from(shifts)
        .innerJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
        .where(
          and(
            eq(caregivers.userId, userId),
            inArray(shifts.agencyId, [...agencyIds]),
            eq(shifts.assignment, 'accepted'),
            isNull(shifts.cancelledAt),
            sql`(${shifts.startsAt} AT TIME ZONE ${CARE_TIME_ZONE})::date = ${day}::date`,
          ),
        );
      return rows.map((row) => row.patientId);
    },
  };
}

export type MyDayRepo = ReturnType<typeof createMyDayRepo>;
