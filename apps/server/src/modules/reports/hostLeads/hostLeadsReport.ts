import { HOST_LEAD_STATUSES, type HostLeadStatus } from '@hearth/domain';
import { and, count, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leadStatusChanges as changes, leads } from '../../../db/schema/index.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import {
  agencyBucketOf,
  agencyDayOf,
  type BucketCount,
  seriesOf,
  withinAgencyDays,
} from '../reportSql.ts';

// The leads funnel: one row per lead (a would-be host, or a family seeking a shared home) that
// came in during the range, with the stage it stands at and, for a declined lead, the stage it
// had reached. Leads are the platform's, so only administrators read them, as in the pipeline.

/** A stage's place in the pipeline, so a sort by status follows the funnel, not the alphabet. */
const stageOrder = sql`array_position(ARRAY[${sql.join(
  HOST_LEAD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${leads.status})`;

/** Each lead's last move, and the stage a declined lead was declined from. */
function historyOf(db: Database) {
  return db
    .select({
      leadId: changes.leadId,
      lastMovedAt: max(changes.changedAt).as('last_moved_at'),
      declinedFrom:
        sql<HostLeadStatus | null>`(array_agg(${changes.fromStatus} ORDER BY ${changes.changedAt} DESC) FILTER (WHERE ${changes.toStatus} = 'declined'))[1]`.as(
          'declined_from',
        ),
    })
    .from(changes)
    .groupBy(changes.leadId)
    .as('history');
}

type Filter = { from: string; to: string; status?: HostLeadStatus };

const conditions = (filter: Filter): SQL | undefined =>
  and(
    withinAgencyDays(leads.createdAt, filter),
    filter.status === undefined ? undefined : eq(leads.status, filter.status),
  );

export function createHostLeadsReport(db: Database): ReportDefinition<'hostLeads'> {
  return {
    audiences: ['all'],

    async rows({ filter, page, perPage, sort }) {
      const where = conditions(filter);
      const history = historyOf(db);
      const sortable = {
        createdOn: leads.createdAt,
        kind: leads.kind,
        location: leads.location,
        status: stageOrder,
        lastMovedOn: history.lastMovedAt,
      };
      const { limit, offset } = pageWindowOf({ page, perPage });
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            createdOn: agencyDayOf(leads.createdAt),
            reference: leads.reference,
            kind: leads.kind,
            location: leads.location,
            status: leads.status,
            declinedFrom: history.declinedFrom,
            lastMovedOn: sql<string | null>`${agencyDayOf(history.lastMovedAt)}`,
          })
          .from(leads)
          .leftJoin(history, eq(history.leadId, leads.id))
          .where(where)
          .orderBy(...reportOrderOf(sort, sortable, [desc(leads.createdAt)], leads.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async graph({ filter, bucket }) {
      const counts: BucketCount[] = await db
        .select({
          bucket: agencyBucketOf(leads.createdAt, bucket),
          key: leads.status,
          value: sql<number>`count(*)::int`,
        })
        .from(leads)
        .where(conditions(filter))
        .groupBy(sql`1`, leads.status);
      return seriesOf(HOST_LEAD_STATUSES, filter, bucket, counts);
    },
  };
}
