import { AGENCY_STAFF_ROLES, AgencyStanding, Role } from '@hearth/domain';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import StoreIcon from '@mui/icons-material/Store';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DefaultedSelect } from '../../../components/DefaultedSelect.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { SearchFilter } from '../../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { useProvinces, useShortList } from '../../reference/index.ts';
import { CityPicker } from '../shared/CityPicker.tsx';
import { useAgencyList, useInternalAgency } from './agenciesApi.ts';
import { useAgencyColumns } from './agencyColumns.tsx';
import { agencySortKeys, agencySorts } from './agencySorts.ts';

// `cityName` only shows the picked city again; the server searches by `city`, its id.
const FILTERS = ['q', 'careType', 'province', 'city', 'cityName', 'standing', 'sort'] as const;

/** Find agencies by name, care provided, place and (for admins) standing. */
export function AgenciesPage() {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const role = details?.user.role;
  const isAdmin = role === Role.admin;
  const isStaff = role !== undefined && AGENCY_STAFF_ROLES.includes(role);
  const list = useListParams(FILTERS);
  const { cityName: _shownOnly, ...asked } = setFilters(list.filters);
  const result = useAgencyList({ page: list.page, perPage: list.perPage, ...asked });
  const ownAgency = useInternalAgency(isStaff);
  const careTypes = useShortList('careTypes');
  const provinces = useProvinces();
  const nearCity = list.filters.city !== '';
  const columns = useAgencyColumns({
    withStanding: isAdmin || isStaff,
    withDistance: nearCity,
    withKind: isAdmin,
  });

  const action = isAdmin ? (
    <Button
      variant="contained"
      component={RouterLink}
      to={localized('/user/agencies/new')}
      startIcon={<AddBusinessIcon />}
    >
      {t('agencies.add')}
    </Button>
  ) : (
    ownAgency.data && (
      <Button
        variant="outlined"
        component={RouterLink}
        to={localized(`/user/agencies/${ownAgency.data.id}`)}
        startIcon={<StoreIcon />}
      >
        {t('agencies.yourAgency')}
      </Button>
    )
  );

  return (
    <ListPage
      title={t('agencies.title')}
      action={action}
      filters={
        <FilterBar>
          <SearchFilter
            label={t('agencies.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('agencies.careType')}
            value={list.filters.careType}
            options={careTypes.options.map((option) => ({
              value: String(option.id),
              label: option.label,
            }))}
            onChange={(careType) => list.setFilters({ careType })}
          />
          <SelectFilter
            label={t('agencies.province')}
            value={list.filters.province}
            options={provinces.options.map((option) => ({
              value: String(option.id),
              label: `${option.label} (${option.country})`,
            }))}
            onChange={(province) => list.setFilters({ province })}
          />
          <CityPicker
            label={t('agencies.near')}
            helperText={t('agencies.nearHelp')}
            value={
              nearCity ? { id: Number(list.filters.city), label: list.filters.cityName } : null
            }
            onChange={(city) =>
              list.setFilters({
                city: city ? String(city.id) : '',
                cityName: city?.label ?? '',
                // Without a city there is no distance to sort by.
                ...(city === null && list.filters.sort === 'distance' && { sort: '' }),
              })
            }
          />
          {isAdmin && (
            <SelectFilter
              label={t('agencies.standing')}
              value={list.filters.standing}
              options={AgencyStanding.codes.map((standing) => ({
                value: String(standing),
                label: label(AgencyStanding.labelKey(standing)),
              }))}
              onChange={(standing) => list.setFilters({ standing })}
            />
          )}
          <DefaultedSelect
            label={t('list.sortBy')}
            value={list.filters.sort}
            values={agencySorts({ byStanding: isAdmin, byDistance: nearCity })}
            labelOf={(sort) => t(`agencies.sort.${agencySortKeys[sort]}`)}
            onChange={(sort) => list.setFilters({ sort })}
          />
        </FilterBar>
      }
    >
      <DataList
        label={t('agencies.title')}
        columns={columns}
        rowKey={(agency) => agency.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'agencies.noneMatching' : 'agencies.none')}
      />
    </ListPage>
  );
}
