import { BuyerKind, CARE_TIME_ZONE, PaymentFlag } from '@hearth/domain';
import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { invoiceNumberCounters, subscriptionPayments } from '../../../db/schema/index.ts';

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
export type PaymentInsert = typeof subscriptionPayments.$inferInsert;
export type Settlement =
  | { status: typeof PaymentFlag.paid; paidOn: string; reference: string }
  | { status: typeof PaymentFlag.voidedOrOnHold; reason: string };
export type PaymentFilter = {
  organisationKind?: string | undefined;
  organisationId?: number | undefined;
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The first instant of a day in the agencies' time zone. */
const startOfDay = (day: string): SQL =>
  sql`(${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;
const startOfNextDay = (day: string): SQL =>
  sql`(${day}::date + 1)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;

/** Payments of one kind of organisation, or of one organisation when its id is given too. */
function ofOrganisation(kind: string, id: number | undefined): SQL {
  const column =
    kind === BuyerKind.agency ? subscriptionPayments.agencyId : subscriptionPayments.partnerId;
  return id === undefined ? isNotNull(column) : eq(column, id);
}

function matching(filter: PaymentFilter): SQL | undefined {
  const organisation =
    filter.organisationKind === undefined
      ? undefined
      : ofOrganisation(filter.organisationKind, filter.organisationId);
  return and(
    organisation,
    filter.status === undefined ? undefined : eq(subscriptionPayments.status, filter.status),
    filter.from === undefined
      ? undefined
      : gte(subscriptionPayments.issuedAt, startOfDay(filter.from)),
    filter.to === undefined
      ? undefined
      : lt(subscriptionPayments.issuedAt, startOfNextDay(filter.to)),
  );
}

export function createPaymentRepo(db: Database) {
  return {
    async page(
      filter: PaymentFilter,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<{ rows: PaymentRow[]; total: number }> {
      const where = matching(filter);
      const rows = await db
        .select()
        .from(subscriptionPayments)
        .where(where)
        .orderBy(desc(subscriptionPayments.issuedAt), desc(subscriptionPayments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(subscriptionPayments)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    async find(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.id, id));
      return row;
    },

    /** The next invoice number of a year; the counter row's lock queues concurrent issues. */
    async takeInvoiceNumber(tx: Transaction, year: number): Promise<number> {
      const [row] = await tx
        .insert(invoiceNumberCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceNumberCounters.year,
          set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceNumberCounters.lastNumber });
      if (row === undefined) {
        throw new Error('invoice number not taken');
      }
      return row.lastNumber;
    },

    /** Whether a subscription's period has its payment already (ask with the subscription locked). */
    async hasPeriod(
      tx: Transaction,
      subscriptionId: number,
      periodStart: string,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptionPayments.id })
        .from(subscriptionPayments)
        .where(
          and(
            eq(subscriptionPayments.subscriptionId, subscriptionId),
            eq(subscriptionPayments.periodStart, periodStart),
          ),
        );
      return row !== undefined;
    },

    async insert(tx: Transaction, values: PaymentInsert): Promise<PaymentRow> {
      const [row] = await tx.insert(subscriptionPayments).values(values).returning();
      if (row === undefined) {
        throw new Error('payment not inserted');
      }
      return row;
    },

    /**
     * Settles an unpaid payment: paid (from the start of the day the money arrived, in the
     * agencies' time zone) or voided. Undefined when it is not unpaid (any more).
     */
    async settleUnpaid(
      tx: Transaction,
      id: number,
      settlement: Settlement,
    ): Promise<PaymentRow | undefined> {
      const values =
        settlement.status === PaymentFlag.paid
          ? {
              status: settlement.status,
              paidAt: startOfDay(settlement.paidOn),
              reference: settlement.reference,
            }
          : { status: settlement.status, voidReason: settlement.reason };
      const [row] = await tx
        .update(subscriptionPayments)
        .set(values)
        .where(
          and(eq(subscriptionPayments.id, id), eq(subscriptionPayments.status, PaymentFlag.unpaid)),
        )
        .returning();
      return row;
    },
  };
}

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;
