import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { taxRates } from '../../../db/schema/index.ts';

export type TaxRateRow = typeof taxRates.$inferSelect;
export type TaxRateInsert = typeof taxRates.$inferInsert;
export type Region = { country: string; province: string };
export type RegionFilter = { country?: string | undefined; province?: string | undefined };

const inRegion = (region: Region): SQL | undefined =>
  and(eq(taxRates.country, region.country), eq(taxRates.province, region.province));

export function createTaxRateRepo(db: Database) {
  return {
    /** The region's rate in effect on `day`: the latest that started on or before it. */
    async rateAt(region: Region, day: string): Promise<TaxRateRow | undefined> {
      const [row] = await db
        .select()
        .from(taxRates)
        .where(and(inRegion(region), lte(taxRates.effectiveFrom, day)))
        .orderBy(desc(taxRates.effectiveFrom))
        .limit(1);
      return row;
    },

    async hasRegion(region: Region): Promise<boolean> {
      const [row] = await db
        .select({ id: taxRates.id })
        .from(taxRates)
        .where(inRegion(region))
        .limit(1);
      return row !== undefined;
    },

    /** Every rate, by region, each region's newest first. */
    list(filter: RegionFilter): Promise<TaxRateRow[]> {
      return db
        .select()
        .from(taxRates)
        .where(
          and(
            filter.country === undefined ? undefined : eq(taxRates.country, filter.country),
            filter.province === undefined ? undefined : eq(taxRates.province, filter.province),
          ),
        )
        .orderBy(asc(taxRates.country), asc(taxRates.province), desc(taxRates.effectiveFrom));
    },

    async insert(tx: Transaction, values: TaxRateInsert): Promise<TaxRateRow> {
      const [row] = await tx.insert(taxRates).values(values).returning();
      if (row === undefined) {
        throw new Error('tax rate not inserted');
      }
      return row;
    },
  };
}

export type TaxRateRepo = ReturnType<typeof createTaxRateRepo>;
