import type { StatisticsTile } from '@hearth/domain';

// Figures no report lists open the page where they are worked on; failed jobs have none.
const pageOfTile: Partial<Record<StatisticsTile['key'], string>> = {
  openPostings: '/user/postings',
  agencies: '/user/agencies',
  activeSubscriptions: '/user/billing/subscriptions',
  signInsToday: '/user/sign-ins',
};

/** Where a tile leads: the report that lists its rows, else the page of its records, if any. */
export function tileLink(tile: StatisticsTile): string | null {
  return tile.report === null ? (pageOfTile[tile.key] ?? null) : `/user/reports/${tile.report}`;
}
