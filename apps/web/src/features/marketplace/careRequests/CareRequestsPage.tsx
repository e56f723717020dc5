import {
  careRequestKindSchema,
  careRequestSeenFilterSchema,
  MarketplaceProduct,
  Role,
} from '@hearth/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { useCareRequestColumns } from './careRequestColumns.tsx';
import { useCareRequestList } from './careRequestsApi.ts';

const FILTERS = ['status', 'kind', 'product'] as const;

/** `/user/care-requests`: families' requests from the agency's listings, newest first. */
export function CareRequestsPage() {
  const { t } = useTranslation('careRequests');
  const label = useLabel();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const result = useCareRequestList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useCareRequestColumns(details?.user.role === Role.admin);
  const unseen = result.data?.meta.unseen;

  return (
    <ListPage
      title={t('inbox.title')}
      action={
        unseen !== undefined && unseen > 0 ? (
          <Typography color="text.secondary" role="status">
            {t('inbox.unseen', { count: unseen })}
          </Typography>
        ) : undefined
      }
      filters={
        <FilterBar>
          <SelectFilter
            label={t('inbox.filters.status')}
            value={list.filters.status}
            options={careRequestSeenFilterSchema.options.map((status) => ({
              value: status,
              label: t(`inbox.status.${status}`),
            }))}
            onChange={(status) => list.setFilters({ status })}
          />
          <SelectFilter
            label={t('inbox.filters.kind')}
            value={list.filters.kind}
            options={careRequestKindSchema.options.map((kind) => ({
              value: kind,
              label: t(`inbox.kinds.${kind}`),
            }))}
            onChange={(kind) => list.setFilters({ kind })}
          />
          <SelectFilter
            label={t('inbox.filters.product')}
            value={list.filters.product}
            options={MarketplaceProduct.codes.map((product) => ({
              value: product,
              label: label(MarketplaceProduct.labelKey(product)),
            }))}
            onChange={(product) => list.setFilters({ product })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('inbox.title')}
        columns={columns}
        rowKey={(request) => request.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'inbox.noneMatching' : 'inbox.none')}
      />
    </ListPage>
  );
}
