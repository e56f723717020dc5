import { type ListResponse, Role } from '@hearth/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { QueryParams } from '../../../api/callApi.ts';
import { AddLink } from '../../../components/list/AddLink.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SearchFilter } from '../../../components/list/SearchFilter.tsx';
import type { Column } from '../../../components/list/types.ts';
import { type ListParams, useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { RecordLink } from '../shared/RecordLink.tsx';
import { CommonEntryFilters } from './CommonEntryFilters.tsx';
import type { EntrySort } from './entryFilters.ts';
import { RetiredChip } from './RetiredChip.tsx';

type Entry = { id: number; name: string; retiredAt: string | null };
const COMMON_FILTERS = ['q', 'province', 'status', 'sort'] as const;
type CommonFilter = (typeof COMMON_FILTERS)[number];

export type EntryListPageProps<T extends Entry, Own extends string> = {
  useList: (params: QueryParams) => UseQueryResult<ListResponse<T>>;
  /** The columns after the name, which links to the entry. */
  columns: readonly Column<T>[];
  sorts: readonly EntrySort[];
  /** The list's address; an entry's page is below it, the page adding one at `/new`. */
  listPath: string;
  addIcon: ReactNode;
  /** The filters of this kind of entry alone, shown before the common ones. */
  own?: { names: readonly Own[]; render: (list: ListParams<CommonFilter | Own>) => ReactNode };
  texts: {
    title: string;
    name: string;
    add: string;
    search: string;
    none: string;
    noneMatching: string;
  };
};

/** A list of retirable directory entries (care coordinators, payers); admins keep it. */
export function EntryListPage<T extends Entry, Own extends string = never>({
  useList,
  columns,
  sorts,
  listPath,
  addIcon,
  own,
  texts,
}: EntryListPageProps<T, Own>) {
  const { data: details } = useAuthDetails();
  const ownNames = own?.names;
  const filterNames = useMemo(() => [...COMMON_FILTERS, ...(ownNames ?? [])], [ownNames]);
  const list = useListParams<CommonFilter | Own>(filterNames);
  // Read and set for its common filters, the list is one of those alone; TypeScript cannot see
  // that through the open `Own`.
  const common = list as unknown as ListParams<CommonFilter>;
  const result = useList({ page: list.page, perPage: list.perPage, ...setFilters(list.filters) });
  const allColumns = useMemo(
    (): Column<T>[] => [
      {
        id: 'name',
        header: texts.name,
        cell: (entry) => (
          <>
            <RecordLink to={`${listPath}/${entry.id}`}>{entry.name}</RecordLink>{' '}
            {entry.retiredAt !== null && <RetiredChip />}
          </>
        ),
      },
      ...columns,
    ],
    [texts.name, listPath, columns],
  );
  return (
    <ListPage
      title={texts.title}
      action={
        details?.user.role === Role.admin && (
          <AddLink to={`${listPath}/new`} icon={addIcon}>
            {texts.add}
          </AddLink>
        )
      }
      filters={
        <FilterBar>
          <SearchFilter
            label={texts.search}
            value={common.filters.q}
            onChange={(q) => common.setFilters({ q })}
          />
          {own?.render(list)}
          <CommonEntryFilters list={common} sorts={sorts} />
        </FilterBar>
      }
    >
      <DataList
        label={texts.title}
        columns={allColumns}
        rowKey={(entry) => entry.id}
        result={result}
        params={list}
        emptyMessage={list.hasFilters ? texts.noneMatching : texts.none}
      />
    </ListPage>
  );
}
