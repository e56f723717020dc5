import { BuyerKind, type OrganisationRef, SubscriptionStatus } from '@hearth/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { checkoutSessions, gatewayEvents, subscriptions, users } from '../../../db/schema/index.ts';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type CheckoutInsert = typeof checkoutSessions.$inferInsert;

/** Pending and finished checkouts, and the webhook events already applied. */
export function createCheckoutRepo(db: Database) {
  return {
    async insert(tx: Transaction, values: CheckoutInsert): Promise<CheckoutRow> {
      const [row] = await tx.insert(checkoutSessions).values(values).returning();
      if (row === undefined) {
        throw new Error('checkout not inserted');
      }
      return row;
    },

    async findBySession(sessionId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.gatewaySessionId, sessionId));
      return row;
    },

    /** A checkout by Hearth's reference, locked while its webhook is applied. */
    async findForCompletion(
      tx: Transaction,
      reference: string,
      sessionId: string,
    ): Promise<CheckoutRow | undefined> {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.reference, reference),
            eq(checkoutSessions.gatewaySessionId, sessionId),
          ),
        )
        .for('update');
      return row;
    },

    async complete(
      tx: Transaction,
      id: number,
      outcome: Pick<CheckoutInsert, 'subscriptionId' | 'paymentId' | 'refundedAsDuplicateAt'>,
    ): Promise<void> {
      await tx
        .update(checkoutSessions)
        .set({ ...outcome, status: 'complete', completedAt: new Date() })
        .where(eq(checkoutSessions.id, id));
    },

    /** The gateway closed an unpaid checkout; a finished one stays as it is. */
    async expire(tx: Transaction, sessionId: string): Promise<void> {
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(checkoutSessions.gatewaySessionId, sessionId),
            eq(checkoutSessions.status, 'open'),
          ),
        );
    },

    /** Whether the organisation holds a live subscription (any status but cancelled). */
    async hasLiveSubscription(organisation: OrganisationRef): Promise<boolean> {
      const column =
        organisation.kind === BuyerKind.agency ? subscriptions.agencyId : subscriptions.partnerId;
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(eq(column, organisation.id), ne(subscriptions.status, SubscriptionStatus.cancelled)),
        );
      return row !== undefined;
    },

    async emailOf(userId: number): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (row === undefined) {
        throw new Error('the buyer has no account');
      }
      return row.email;
    },

    /**
     * Records a webhook event in the transaction of its effect; false when it was applied before
     * (a concurrent delivery of the same event waits on the key, then finds it).
     */
    async recordEvent(tx: Transaction, id: string, type: string): Promise<boolean> {
      const inserted = await tx
        .insert(gatewayEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: gatewayEvents.id });
      return inserted.length > 0;
    },
  };
}

export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
