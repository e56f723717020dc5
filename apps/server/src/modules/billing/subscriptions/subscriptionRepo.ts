import { BuyerKind, type OrganisationRef, SubscriptionStatus } from '@hearth/domain';
import { and, desc, eq, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { agencies, partners, subscriptions } from '../../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = typeof subscriptions.$inferInsert;
export type Page = { page: number; perPage: number };

export type SubscriptionFilter = {
  organisationKind?: string | undefined;
  organisationId?: number | undefined;
  status?: string | undefined;
};

/** Subscriptions of one kind of organisation (or one organisation), in one status. */
function filterCondition(filter: SubscriptionFilter): SQL | undefined {
  const column =
    filter.organisationKind === BuyerKind.agency ? subscriptions.agencyId : subscriptions.partnerId;
  return and(
    filter.organisationKind === undefined
      ? undefined
      : filter.organisationId === undefined
        ? isNotNull(column)
        : eq(column, filter.organisationId),
    filter.status === undefined ? undefined : eq(subscriptions.status, filter.status),
  );
}

export function createSubscriptionRepo(db: Database) {
  return {
    async organisationExists(organisation: OrganisationRef): Promise<boolean> {
      const table = organisation.kind === BuyerKind.agency ? agencies : partners;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.id, organisation.id));
      return row !== undefined;
    },

    async page(
      filter: SubscriptionFilter,
      { page, perPage }: Page,
    ): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const where = filterCondition(filter);
      const rows = await db
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(desc(subscriptions.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /** A subscription, locked for the change the transaction is about to make. */
    async findForUpdate(tx: Transaction, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update');
      return row;
    },

    async insert(tx: Transaction, values: SubscriptionInsert): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      if (row === undefined) {
        throw new Error('subscription not inserted');
      }
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      values: Partial<SubscriptionInsert>,
    ): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      if (row === undefined) {
        throw new Error('subscription not updated');
      }
      return row;
    },

    /** Live subscriptions billed after the fact whose current period ended on or before `day`. */
    endedIncurredPeriods(day: string, invoiceSchedule: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.invoiceSchedule, invoiceSchedule),
            ne(subscriptions.status, SubscriptionStatus.cancelled),
            ne(subscriptions.status, SubscriptionStatus.trialing),
            lte(subscriptions.currentPeriodEnd, day),
          ),
        )
        .orderBy(subscriptions.id);
    },
  };
}

export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
