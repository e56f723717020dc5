import { MarketplaceProduct, type OwnListing } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import { useAddressParams } from '../../../components/list/useAddressParams.ts';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { AgencyPicker } from '../../reference/index.ts';
import { useListingColumns } from './listingColumns.tsx';
import { useOwnListings } from './listingEditorApi.ts';
import { ownAgencyOf } from './permissions.ts';

const FILTERS = ['product', 'published'] as const;

const idOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/** "Our listings": an agency's listings, drafts too, to add, change and publish. */
export function ListingsPage() {
  const { t } = useTranslation('listingEditor');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const [searchParams, changeParams] = useAddressParams();
  const ownAgency = ownAgencyOf(details ?? null);
  // Staff keep their own agency's; an admin's choice lives in the address, so it can be shared.
  // It is no filter: clearing the filters keeps the agency.
  const agencyId = ownAgency ?? idOf(searchParams.get('agencyId') ?? '');
  const pickAgency = (id: number | null) =>
    changeParams((next) => {
      if (id === null) {
        next.delete('agencyId');
      } else {
        next.set('agencyId', String(id));
      }
      next.delete('page');
    });
  const result = useOwnListings(agencyId, {
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useListingColumns();
  const firstListing: OwnListing | undefined = result.data?.data[0];

  return (
    <ListPage
      title={t('title')}
      action={
        agencyId !== null && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={localized(`/user/listings/new?agencyId=${agencyId}`)}
          >
            {t('list.add')}
          </Button>
        )
      }
      filters={
        <FilterBar>
          {ownAgency === null && (
            <AgencyPicker
              label={t('agency.label')}
              name="agency"
              value={agencyId}
              valueLabel={firstListing?.agency.name}
              onChange={pickAgency}
              helperText={t('agency.hint')}
            />
          )}
          <SelectFilter
            label={t('list.product')}
            value={list.filters.product}
            options={MarketplaceProduct.codes.map((product) => ({
              value: product,
              label: label(MarketplaceProduct.labelKey(product)),
            }))}
            onChange={(product) => list.setFilters({ product })}
          />
          <SelectFilter
            label={t('list.status')}
            value={list.filters.published}
            options={[
              { value: 'true', label: t('status.published') },
              { value: 'false', label: t('status.draft') },
            ]}
            onChange={(published) => list.setFilters({ published })}
          />
        </FilterBar>
      }
    >
      {agencyId === null ? (
        <Alert severity="info">{t('agency.pickFirst')}</Alert>
      ) : (
        <DataList
          label={t('title')}
          columns={columns}
          rowKey={(listing) => listing.id}
          result={result}
          params={list}
          emptyMessage={t(list.hasFilters ? 'list.noneMatching' : 'list.none')}
        />
      )}
    </ListPage>
  );
}
