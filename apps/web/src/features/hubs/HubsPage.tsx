import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useAuthDetails } from '../identity/index.ts';
import { useHubColumns } from './hubColumns.tsx';
import { useHubList } from './hubsApi.ts';
import { foundsHubs, runsHubs } from './permissions.ts';

const FILTERS = ['q', 'show', 'operator'] as const;
const OPERATOR_KINDS = ['agency', 'partner'] as const;

/** The hub directory: every hub, its operator, where it is, and its free places and members. */
export function HubsPage() {
  const { t } = useTranslation('hubs');
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const { q, show, operator } = list.filters;
  const result = useHubList({
    page: list.page,
    perPage: list.perPage,
    q: q || undefined,
    operator: operator || undefined,
    managed: show === 'managed' || undefined,
    mine: show === 'mine' || undefined,
  });
  const columns = useHubColumns();
  const canAdd = foundsHubs(details?.user.role);
  const shows = runsHubs(details?.user.role) ? (['managed', 'mine'] as const) : (['mine'] as const);

  return (
    <ListPage
      title={t('list.title')}
      action={
        canAdd && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={localized('/user/shared-living/hubs/new')}
          >
            {t('list.add')}
          </Button>
        )
      }
      filters={
        <FilterBar label={t('list.filters')}>
          <SearchFilter
            label={t('list.search')}
            value={q}
            onChange={(value) => list.setFilters({ q: value })}
          />
          <SelectFilter
            label={t('list.show')}
            value={show}
            options={shows.map((value) => ({ value, label: t(`list.shows.${value}`) }))}
            onChange={(value) => list.setFilters({ show: value })}
          />
          <SelectFilter
            label={t('list.operator')}
            value={operator}
            options={OPERATOR_KINDS.map((value) => ({
              value,
              label: t(`list.operators.${value}`),
            }))}
            onChange={(value) => list.setFilters({ operator: value })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('list.title')}
        columns={columns}
        rowKey={(hub) => hub.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'list.noneMatching' : 'list.none')}
      />
    </ListPage>
  );
}
