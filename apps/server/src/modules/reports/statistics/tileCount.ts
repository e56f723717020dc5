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
