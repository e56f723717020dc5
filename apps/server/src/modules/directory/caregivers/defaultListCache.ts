import type { Locale } from '@hearth/domain';
import type { ChangeListener } from '../../../platform/db/changeListener.ts';
import type { AgencyListScope, CountedRow } from '../../../platform/db/defaultList.ts';
import { EVERY_CHANGE, keptReads } from '../../../platform/db/keptReads.ts';

/** The channel the database notifies (with an agency's id, or `*`) when a caregiver list shows something changed. */
export const CAREGIVER_LIST_CHANGES_CHANNEL = 'caregiver_list_changes';

export type ListPage<Row> = { rows: Row[]; total: number };

/** What a default list's page depends on besides the database: who, which page, language and day. */
export type DefaultPageKey = {
  scope: AgencyListScope;
  locale: Locale;
  today: string;
  limit: number;
  offset: number;
};

/**
 * An agency's default caregiver list (the one most requests open), answered from memory until
 * the database announces a change to what it shows: a profile of the agency, its languages or
 * documents, the agency's name, or the reference names (triggers notify
 * `caregiver_list_changes`); 30 s at most, 1,000 pages at most. The read's audit entry is still
 * written for every request.
 */
export function createDefaultListCache<Row extends CountedRow>(changes: ChangeListener) {
  const pages = keptReads<ListPage<Row>>(changes, {
    channel: CAREGIVER_LIST_CHANGES_CHANNEL,
    most: 1_000,
    longestMs: 30_000,
  });
  return async (
    { scope, locale, today, limit, offset }: DefaultPageKey,
    read: () => Promise<ListPage<Row>>,
  ): Promise<ListPage<Row>> => {
    const agencies = scope.kind === 'all' ? 'all' : scope.agencyIds.join(',');
    const key = `${agencies}|${locale}|${today}|${limit}|${offset}`;
    return pages.read(key, async () => ({
      value: await read(),
      tags: scope.kind === 'all' ? [EVERY_CHANGE] : scope.agencyIds.map(String),
      // The day is part of the key: a page holds until something it shows changes.
      servableMs: Number.POSITIVE_INFINITY,
    }));
  };
}
