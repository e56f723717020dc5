import { PAYER_SORTS, type Payer, PayerKind, Role } from '@hearth/domain';
import AddCardIcon from '@mui/icons-material/AddCard';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SearchFilter } from '../../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { CommonEntryFilters } from '../entries/CommonEntryFilters.tsx';
import { RetiredChip } from '../entries/RetiredChip.tsx';
import { RecordLink } from '../shared/RecordLink.tsx';
import { payersApi } from './payersApi.ts';

const FILTERS = ['q', 'kind', 'province', 'status', 'sort'] as const;

function useColumns(): Column<Payer>[] {
  const { t } = useTranslation('directory');
  const label = useLabel();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('payer.name'),
        cell: (payer) => (
          <>
            <RecordLink to={`/user/payers/${payer.id}`}>{payer.name}</RecordLink>{' '}
            {payer.retiredAt !== null && <RetiredChip />}
          </>
        ),
      },
      {
        id: 'kind',
        header: t('payer.kind'),
        cell: (payer) => label(PayerKind.labelKey(payer.kind)),
      },
      { id: 'contact', header: t('payer.contactName'), cell: (payer) => payer.contactName ?? '' },
      { id: 'phone', header: t('payer.phone'), noWrap: true, cell: (payer) => payer.phone ?? '' },
      { id: 'province', header: t('payer.province'), cell: (payer) => payer.province?.name ?? '' },
    ],
    [t, label],
  );
}

/** Who pays for care: insurers, government programs, private pay; admins keep the list. */
export function PayersPage() {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const result = payersApi.useList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useColumns();
  return (
    <ListPage
      title={t('payers.title')}
      action={
        details?.user.role === Role.admin && (
          <Button
            variant="contained"
            component={RouterLink}
            to={localized('/user/payers/new')}
            startIcon={<AddCardIcon />}
          >
            {t('payers.add')}
          </Button>
        )
      }
      filters={
        <FilterBar>
          <SearchFilter
            label={t('payers.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('payer.kind')}
            value={list.filters.kind}
            options={PayerKind.codes.map((kind) => ({
              value: kind,
              label: label(PayerKind.labelKey(kind)),
            }))}
            onChange={(kind) => list.setFilters({ kind })}
          />
          <CommonEntryFilters list={list} sorts={PAYER_SORTS} />
        </FilterBar>
      }
    >
      <DataList
        label={t('payers.title')}
        columns={columns}
        rowKey={(payer) => payer.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'payers.noneMatching' : 'payers.none')}
      />
    </ListPage>
  );
}
