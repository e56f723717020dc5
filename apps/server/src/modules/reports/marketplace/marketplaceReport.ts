import {
  AssessmentStatus,
  careRequestKindSchema,
  type MarketplaceReportStatus,
} from '@hearth/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  assessments,
  careRequests,
  assessmentStatusChanges as changes,
  marketplaceListings as listings,
} from '../../../db/schema/index.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import { cityInRegion } from '../reportRegion.ts';
import type { ReportScope } from '../reportScope.ts';
import { agencyBucketOf, type BucketCount, seriesOf, withinAgencyDays } from '../reportSql.ts';

// One row per care request received in the range. Its source is the marketplace product of the
// listing it came through; it is answered when the agency first moves its assessment out of
// `requested` (accepting, scheduling or turning it down), not when someone merely opens it.

/** The first move of the request's assessment by the agency. */
const answeredAt = sql<Date | null>`(
  SELECT min(${changes.changedAt}) FROM ${changes}
  WHERE ${changes.assessmentId} = ${assessments.id} AND ${changes.fromStatus} IS NOT NULL
)`.mapWith(changes.changedAt);

const answeredWithinDay = sql<boolean>`coalesce(${answeredAt} < ${careRequests.createdAt} + interval '1 day', false)`;

/** The share of a bucket's requests answered within a day, in percent. */
const ANSWERED_SHARE_KEY = 'answeredWithinDay';
const SERIES_KEYS = [...careRequestKindSchema.options, ANSWERED_SHARE_KEY];

type Filter = {
  from: string;
  to: string;
  agencyId?: number;
  careTypeId?: number;
  region?: string;
  status?: MarketplaceReportStatus;
};

function conditions(scope: ReportScope, filter: Filter): SQL | undefined {
  return and(
    agencyScoped(listings.agencyId, scope),
    withinAgencyDays(careRequests.createdAt, filter),
    filter.careTypeId === undefined ? undefined : eq(assessments.careTypeId, filter.careTypeId),
    filter.status === undefined
      ? undefined
      : eq(assessments.status, AssessmentStatus.values[filter.status]),
    // The listing's city places a request in a region.
    cityInRegion(listings.cityId, filter.region),
  );
}

/** A request is read with its assessment (status, care type) and its listing (agency, source). */
function requestJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(assessments, eq(assessments.id, careRequests.assessmentId))
    .innerJoin(listings, eq(listings.id, careRequests.listingId));
}

export function createMarketplaceReport(db: Database): ReportDefinition<'marketplace'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = conditions(scope, filter);
      const sortable = {
        receivedAt: careRequests.createdAt,
        kind: careRequests.kind,
        source: listings.product,
        listing: listings.name,
        status: assessments.status,
        answeredAt,
      };
      const { limit, offset } = pageWindowOf({ page, perPage });
      const [found, [totals]] = await Promise.all([
        requestJoins(
          db
            .select({
              receivedAt: careRequests.createdAt,
              reference: careRequests.reference,
              kind: careRequests.kind,
              source: listings.product,
              listing: listings.name,
              status: assessments.status,
              answeredAt,
              answeredWithinDay,
              patientId: assessments.patientId,
            })
            .from(careRequests)
            .$dynamic(),
        )
          .where(where)
          .orderBy(
            ...reportOrderOf(sort, sortable, [desc(careRequests.createdAt)], careRequests.id),
          )
          .limit(limit)
          .offset(offset),
        requestJoins(db.select({ total: count() }).from(careRequests).$dynamic()).where(where),
      ]);
      const rows = found.map((row) => ({
        ...row,
        receivedAt: row.receivedAt.toISOString(),
        status: AssessmentStatus.nameOf(row.status as AssessmentStatus),
        answeredAt: row.answeredAt?.toISOString() ?? null,
      }));
      return { rows, total: totals?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const bucketOf = agencyBucketOf(careRequests.createdAt, bucket);
      const found = await requestJoins(
        db
          .select({
            bucket: bucketOf,
            kind: careRequests.kind,
            requests: sql<number>`count(*)::int`,
            answered: sql<number>`(count(*) FILTER (WHERE ${answeredWithinDay}))::int`,
          })
          .from(careRequests)
          .$dynamic(),
      )
        .where(conditions(scope, filter))
        .groupBy(sql`1`, careRequests.kind);
      const perBucket = new Map<string, { requests: number; answered: number }>();
      for (const row of found) {
        const sums = perBucket.get(row.bucket) ?? { requests: 0, answered: 0 };
        perBucket.set(row.bucket, {
          requests: sums.requests + row.requests,
          answered: sums.answered + row.answered,
        });
      }
      const counts: BucketCount[] = [
        ...found.map((row) => ({ bucket: row.bucket, key: row.kind, value: row.requests })),
        ...[...perBucket].map(([start, sums]) => ({
          bucket: start,
          key: ANSWERED_SHARE_KEY,
          value: Math.round((sums.answered / sums.requests) * 1000) / 10,
        })),
      ];
      return seriesOf(SERIES_KEYS, filter, bucket, counts);
    },
  };
}
