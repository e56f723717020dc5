import type { signInRecordSchema } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateTime } from '../../components/DateTime.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { dayRangeToInstants } from '../../components/list/dateRange.ts';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import type { Column } from '../../components/list/types.ts';
import { useListParams } from '../../components/list/useListParams.ts';
import { type SignInListParams, useSignInList } from './historyApi.ts';
import { SignInOutcome } from './SignInOutcome.tsx';
import { shortUserAgent } from './userAgent.ts';

type SignInRecord = z.infer<typeof signInRecordSchema>;

const FILTERS = ['outcome', 'from', 'to'] as const;
const outcomes = { succeeded: 'true', failed: 'false' } as const;

function useColumns(): Column<SignInRecord>[] {
  const { t } = useTranslation('admin');
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('signIns.columns.time'),
        noWrap: true,
        cell: (record) => <DateTime value={record.createdAt} withSeconds />,
      },
      { id: 'email', header: t('signIns.columns.email'), cell: (record) => record.email },
      {
        id: 'outcome',
        header: t('signIns.columns.outcome'),
        cell: (record) => <SignInOutcome succeeded={record.succeeded} reason={record.reason} />,
      },
      { id: 'ip', header: t('signIns.columns.ip'), cell: (record) => record.ip ?? '—' },
      {
        id: 'browser',
        header: t('signIns.columns.browser'),
        // The whole string stays at hand for whoever needs to tell two devices apart.
        cell: (record) => (
          <span title={record.userAgent ?? undefined}>
            {shortUserAgent(record.userAgent) ?? t('signIns.unknownBrowser')}
          </span>
        ),
      },
    ],
    [t],
  );
}

/** Sign-ins this person may see: everyone's for admins, their agency's for owners, else their own. */
export function SignInHistoryPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(FILTERS);
  const { outcome, from, to } = list.filters;
  const params: SignInListParams = {
    page: list.page,
    perPage: list.perPage,
    succeeded: outcome === 'succeeded' || outcome === 'failed' ? outcomes[outcome] : undefined,
    ...dayRangeToInstants(from, to),
  };
  const result = useSignInList(params);
  const columns = useColumns();

  return (
    <ListPage
      title={t('signIns.title')}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('signIns.columns.outcome')}
            value={outcome}
            options={[
              { value: 'succeeded', label: t('signIns.succeeded') },
              { value: 'failed', label: t('signIns.failed') },
            ]}
            onChange={(value) => list.setFilters({ outcome: value })}
          />
          <DateRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
        </FilterBar>
      }
    >
      <DataList
        label={t('signIns.title')}
        columns={columns}
        rowKey={(record) => record.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'signIns.noneMatching' : 'signIns.none')}
      />
    </ListPage>
  );
}
