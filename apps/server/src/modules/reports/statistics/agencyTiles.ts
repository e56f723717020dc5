import {
  addDays,
  careDay,
  EXPIRY_WARNING_DAYS,
  LATE_CHECK_IN_MINUTES,
  type StatisticsTile,
  VISIT_MAX_MINUTES,
} from '@hearth/domain';
import { and, count, eq, gt, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  caregiverDocuments,
  caregivers,
  careRequests,
  marketplaceListings,
  notes,
  postings,
  shifts,
} from '../../../db/schema/index.ts';
import { withinAgencyDays } from '../reportSql.ts';
import { countAll, firstCount, tileOf } from './tileCount.ts';

/** How many agency days back "new" care requests and recent visits reach, today included. */
const RECENT_DAYS = 7;

/**
 * An agency's day at a glance, each figure its own small query on the agency's indexes. "Today"
 * is the agency day in `CARE_TIME_ZONE`; a cancelled visit counts nowhere.
 */
export async function agencyTiles(
  db: Database | Transaction,
  agencyId: number,
  now: Date,
  { inTransaction = false }: { inTransaction?: boolean } = {},
): Promise<StatisticsTile[]> {
  const today = careDay(now);
  const todayOnly = { from: today, to: today };
  const recent = { from: addDays(today, 1 - RECENT_DAYS), to: today };
  const liveShifts = and(eq(shifts.agencyId, agencyId), isNull(shifts.cancelledAt));
  const visitsWhere = (...conditions: SQL[]) =>
    db
      .select({ value: count() })
      .from(shifts)
      .where(and(liveShifts, ...conditions))
      .then(firstCount);
  const startsToday = withinAgencyDays(shifts.startsAt, todayOnly);

  const [
    visitsToday,
    checkedInNow,
    missedToday,
    lateToday,
    openPostings,
    withoutSignedNote,
    expiringDocuments,
    newCareRequests,
  ] = await countAll(inTransaction, [
    () => visitsWhere(startsToday),
    // A check-in older than the longest visit is a forgotten check-out, nobody in a home now.
    () =>
      visitsWhere(
        isNotNull(shifts.checkedInAt),
        isNull(shifts.checkedOutAt),
        gt(shifts.checkedInAt, new Date(now.getTime() - VISIT_MAX_MINUTES * 60_000)),
      ),
    () => visitsWhere(startsToday, isNotNull(shifts.missedAt), isNull(shifts.checkedInAt)),
    () =>
      visitsWhere(
        startsToday,
        sql`${shifts.checkedInAt} > ${shifts.startsAt} + make_interval(mins => ${LATE_CHECK_IN_MINUTES})`,
      ),
    () =>
      db
        .select({ value: count() })
        .from(postings)
        .where(and(eq(postings.postedByAgencyId, agencyId), eq(postings.status, 'open')))
        .then(firstCount),
    // A visit is documented by a signed note about its client written from the check-in to a
    // day after the check-out (a caregiver often writes it up that evening).
    () =>
      visitsWhere(
        withinAgencyDays(shifts.checkedOutAt, recent),
        sql`NOT EXISTS (SELECT 1 FROM ${notes} WHERE ${notes.patientId} = ${shifts.patientId}
        AND ${notes.signedAt} IS NOT NULL AND ${notes.createdAt} >= ${shifts.checkedInAt}
        AND ${notes.createdAt} < ${shifts.checkedOutAt} + interval '1 day')`,
      ),
    () =>
      db
        .select({ value: count() })
        .from(caregiverDocuments)
        .innerJoin(caregivers, eq(caregivers.id, caregiverDocuments.caregiverId))
        .where(
          and(
            eq(caregivers.agencyId, agencyId),
            eq(caregivers.status, 'hired'),
            gte(caregiverDocuments.expiresOn, today),
            lte(caregiverDocuments.expiresOn, addDays(today, EXPIRY_WARNING_DAYS)),
          ),
        )
        .then(firstCount),
    () =>
      db
        .select({ value: count() })
        .from(careRequests)
        .innerJoin(marketplaceListings, eq(marketplaceListings.id, careRequests.listingId))
        .where(
          and(
            eq(marketplaceListings.agencyId, agencyId),
            withinAgencyDays(careRequests.createdAt, recent),
          ),
        )
        .then(firstCount),
  ]);

  return [
    tileOf('visitsToday', 'visits', visitsToday),
    tileOf('checkedInNow', 'visits', checkedInNow),
    tileOf('missedToday', 'visits', missedToday),
    tileOf('lateToday', 'visits', lateToday),
    tileOf('openPostings', null, openPostings),
    tileOf('visitsWithoutSignedNote', 'documentation', withoutSignedNote),
    tileOf('expiringDocuments', 'caregivers', expiringDocuments),
    tileOf('newCareRequests', 'marketplace', newCareRequests),
  ];
}
