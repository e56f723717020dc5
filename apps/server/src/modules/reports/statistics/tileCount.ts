import type { StatisticsTile } from '@hearth/domain';

/** A tile's figure as a `count()` select answers it: one row, or none for an empty table. */
export const firstCount = (rows: readonly { value: number }[]): number =>
  Number(rows[0]?.value ?? 0);

/** The tile a figure makes, its rows in `report` (null: no report lists them). */
export const tileOf = (
  key: StatisticsTile['key'],
  report: StatisticsTile['report'],
  value: number,
): StatisticsTile => ({ key, report, value });

/**
 * Runs a scope's counts: side by side on the pool, or one after another in a transaction, whose
 * single connection takes one query at a time.
 */
export async function countAll<const T extends readonly (() => Promise<number>)[]>(
  inTransaction: boolean,
  counts: T,
): Promise<{ [K in keyof T]: number }> {
  const values: number[] = [];
  if (inTransaction) {
    for (const count of counts) {
      values.push(await count());
    }
  } else {
    values.push(...(await Promise.all(counts.map((count) => count()))));
  }
  // One value per count, in their order.
  return values as { [K in keyof T]: number };
}
