import { CARE_COORDINATOR_SORTS, type CareCoordinator, Role } from '@hearth/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SearchFilter } from '../../../components/list/SearchFilter.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { CommonEntryFilters } from '../entries/CommonEntryFilters.tsx';
import { RetiredChip } from '../entries/RetiredChip.tsx';
import { RecordLink } from '../shared/RecordLink.tsx';
import { coordinatorsApi } from './coordinatorsApi.ts';

const FILTERS = ['q', 'province', 'status', 'sort'] as const;

function useColumns(): Column<CareCoordinator>[] {
  const { t } = useTranslation('directory');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('coordinator.name'),
        cell: (coordinator) => (
          <>
            <RecordLink to={`/user/coordinators/${coordinator.id}`}>{coordinator.name}</RecordLink>{' '}
            {coordinator.retiredAt !== null && <RetiredChip />}
          </>
        ),
      },
      {
        id: 'organisation',
        header: t('coordinator.organisation'),
        cell: (coordinator) => coordinator.organisation ?? '',
      },
      {
        id: 'region',
        header: t('coordinator.region'),
        cell: (coordinator) =>
          [coordinator.region, coordinator.province?.code].filter(Boolean).join(', '),
      },
      {
        id: 'phone',
        header: t('coordinator.phone'),
        noWrap: true,
        cell: (coordinator) => coordinator.phone ?? '',
      },
      {
        id: 'email',
        header: t('coordinator.email'),
        cell: (coordinator) => coordinator.email ?? '',
      },
    ],
    [t],
  );
}

/** The care coordinators who refer and follow patients; admins keep the list. */
export function CoordinatorsPage() {
  const { t } = useTranslation('directory');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const result = coordinatorsApi.useList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useColumns();
  return (
    <ListPage
      title={t('coordinators.title')}
      action={
        details?.user.role === Role.admin && (
          <Button
            variant="contained"
            component={RouterLink}
            to={localized('/user/coordinators/new')}
            startIcon={<PersonAddIcon />}
          >
            {t('coordinators.add')}
          </Button>
        )
      }
      filters={
        <FilterBar>
          <SearchFilter
            label={t('coordinators.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <CommonEntryFilters list={list} sorts={CARE_COORDINATOR_SORTS} />
        </FilterBar>
      }
    >
      <DataList
        label={t('coordinators.title')}
        columns={columns}
        rowKey={(coordinator) => coordinator.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'coordinators.noneMatching' : 'coordinators.none')}
      />
    </ListPage>
  );
}
