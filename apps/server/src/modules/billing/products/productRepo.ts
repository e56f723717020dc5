import { and, arrayContains, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { membershipProducts } from '../../../db/schema/index.ts';

export type ProductRow = typeof membershipProducts.$inferSelect;
export type ProductInsert = typeof membershipProducts.$inferInsert;
export type ProductFilter = {
  kind?: string | undefined;
  currency?: string | undefined;
  active: boolean;
};

export function createProductRepo(db: Database) {
  return {
    /** On sale (or retired), cheapest first within a currency. */
    list(filter: ProductFilter): Promise<ProductRow[]> {
      return db
        .select()
        .from(membershipProducts)
        .where(
          and(
            filter.active
              ? isNull(membershipProducts.retiredAt)
              : isNotNull(membershipProducts.retiredAt),
            filter.kind === undefined
              ? undefined
              : arrayContains(membershipProducts.buyerKinds, [filter.kind]),
            filter.currency === undefined
              ? undefined
              : eq(membershipProducts.currency, filter.currency),
          ),
        )
        .orderBy(
          asc(membershipProducts.currency),
          asc(membershipProducts.priceCents),
          asc(membershipProducts.id),
        );
    },

    async find(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(membershipProducts).where(eq(membershipProducts.id, id));
      return row;
    },

    async insert(tx: Transaction, values: ProductInsert): Promise<ProductRow> {
      const [row] = await tx.insert(membershipProducts).values(values).returning();
      if (row === undefined) {
        throw new Error('product not inserted');
      }
      return row;
    },

    async update(
      tx: Transaction,
      id: number,
      values: Partial<ProductInsert>,
    ): Promise<ProductRow | undefined> {
      const [row] = await tx
        .update(membershipProducts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(membershipProducts.id, id))
        .returning();
      return row;
    },

    /** Retires a product on sale; undefined when there is none such (absent or retired already). */
    async retire(tx: Transaction, id: number): Promise<ProductRow | undefined> {
      const [row] = await tx
        .update(membershipProducts)
        .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(membershipProducts.id, id), isNull(membershipProducts.retiredAt)))
        .returning();
      return row;
    },
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
