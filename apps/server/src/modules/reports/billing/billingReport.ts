import { type BillingReportStatus, careDay, receivableBucketOf } from '@hearth/domain';
import { and, between, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  carePaymentAllocations as allocations,
  careInvoices as invoices,
  patients,
  payers,
  carePayments as payments,
  sharedLivingReferrals as residents,
} from '../../../db/schema/index.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import type { ReportScope } from '../reportScope.ts';
import { type BucketCount, dayBucketOf, seriesOf } from '../reportSql.ts';

// One row per care invoice issued in the range (drafts are nobody's revenue yet): who it bills,
// its days, its money in integer cents, and where an open balance stands on the receivable
// aging today. The chart is money, not counts: invoiced by issue day, received by payment day.

/** What is still owed: nothing on a voided invoice, never below zero. */
const outstandingCents = sql<number>`(CASE WHEN ${invoices.status} = 'voided' THEN 0 ELSE greatest(${invoices.totalCents} - ${invoices.paidCents}, 0) END)::int`;

/** The payer billed, else the private client: the patient, or the shared-living resident. */
const billedTo = sql<string>`coalesce(${payers.name}, ${patients.firstName} || ' ' || ${patients.lastName}, ${residents.firstName} || ' ' || ${residents.lastName})`;

type Filter = {
  from: string;
  to: string;
  agencyId?: number;
  patientId?: number;
  payerId?: number;
  status?: BillingReportStatus;
};

/** The invoices the filter is about, whatever day range the query reads them by. */
const invoiceConditions = (scope: ReportScope, filter: Filter): SQL | undefined =>
  and(
    agencyScoped(invoices.agencyId, scope),
    ne(invoices.status, 'draft'),
    filter.patientId === undefined ? undefined : eq(invoices.patientId, filter.patientId),
    filter.payerId === undefined ? undefined : eq(invoices.payerId, filter.payerId),
    filter.status === undefined ? undefined : eq(invoices.status, filter.status),
  );

const issuedWithin = (filter: Filter): SQL =>
  between(invoices.issuedOn, filter.from, filter.to) as SQL;

function billedToJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(payers, eq(payers.id, invoices.payerId))
    .leftJoin(patients, eq(patients.id, invoices.patientId))
    .leftJoin(residents, eq(residents.id, invoices.referralId));
}

export function createBillingReport(db: Database): ReportDefinition<'billing'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = and(invoiceConditions(scope, filter), issuedWithin(filter));
      const sortable = {
        number: invoices.number,
        billedTo,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        totalCents: invoices.totalCents,
        outstandingCents,
      };
      const { limit, offset } = pageWindowOf({ page, perPage });
      const [found, [totals]] = await Promise.all([
        billedToJoins(
          db
            .select({
              number: invoices.number,
              billedTo,
              recipient: invoices.recipient,
              issuedOn: invoices.issuedOn,
              dueOn: invoices.dueOn,
              status: invoices.status,
              currency: invoices.currency,
              totalCents: invoices.totalCents,
              paidCents: invoices.paidCents,
              outstandingCents,
              patientId: invoices.patientId,
            })
            .from(invoices)
            .$dynamic(),
        )
          .where(where)
          .orderBy(...reportOrderOf(sort, sortable, [desc(invoices.issuedOn)], invoices.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(invoices).where(where),
      ]);
      const today = careDay();
      const rows = found.map((row) => ({
        ...row,
        // An issued invoice always has its due day; only what is still owed has an age.
        ageBand:
          row.outstandingCents > 0 && row.dueOn !== null
            ? receivableBucketOf(row.dueOn, today)
            : null,
      }));
      return { rows, total: totals?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const invoiced = db
        .select({
          bucket: dayBucketOf(invoices.issuedOn, bucket),
          key: sql<string>`'issuedCents'`,
          value: sql<number>`sum(${invoices.totalCents})::bigint`,
        })
        .from(invoices)
        .where(
          and(
            invoiceConditions(scope, filter),
            issuedWithin(filter),
            ne(invoices.status, 'voided'),
          ),
        )
        .groupBy(sql`1`);
      const received = db
        .select({
          bucket: dayBucketOf(payments.receivedOn, bucket),
          key: sql<string>`'paidCents'`,
          value: sql<number>`sum(${allocations.amountCents})::bigint`,
        })
        .from(allocations)
        .innerJoin(payments, eq(payments.id, allocations.paymentId))
        .innerJoin(invoices, eq(invoices.id, allocations.invoiceId))
        .where(
          and(
            invoiceConditions(scope, filter),
            between(payments.receivedOn, filter.from, filter.to),
          ),
        )
        .groupBy(sql`1`);
      const counts: BucketCount[] = (await Promise.all([invoiced, received])).flat();
      return seriesOf(['issuedCents', 'paidCents'], filter, bucket, counts);
    },
  };
}
