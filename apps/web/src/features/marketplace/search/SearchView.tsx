import {
  Country,
  LISTING_RADIUS_DEFAULT_KM,
  SEARCH_TYPE_PRODUCT,
  type SearchQuery,
  type SearchType,
} from '@hearth/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/ApiError.ts';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { setFilters } from '../../../components/list/queryParams.ts';
import { useListParams } from '../../../components/list/useListParams.ts';
import { FiltersDialog } from './FiltersDialog.tsx';
import { hasPlace, useListingSearch } from './listingSearchApi.ts';
import { PlaceBox } from './PlaceBox.tsx';
import { SEARCH_FILTERS, SearchFilters } from './SearchFilters.tsx';
import { SearchMap } from './SearchMap.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchTypeNav } from './SearchTypeNav.tsx';
import {
  EMPTY_QUERY,
  useRememberSearchType,
  useSaveSearchQuery,
  useSearchQuery,
} from './searchStateApi.ts';
import { UnknownPlace } from './UnknownPlace.tsx';

/** A 422 about any place field means the place was not found; other errors are about the call. */
const isPlaceError = (error: Error | null) =>
  error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0;

/** The searched place's country: the city the server found, else the one the query names. */
const countryOf = (code: string | null | undefined) => (Country.isCode(code) ? code : null);

export type SearchViewProps = {
  searchType: SearchType;
  heading: string;
  intro?: ReactNode;
  /** Set on a place page: a new place leaves that page for the plain search page. */
  leaveOnNewPlace?: boolean;
};

/**
 * The marketplace search of one kind of care: place, filters, results and map. The place is the
 * stored query (session, then server); filters and page live in the address.
 */
export function SearchView({ searchType, heading, intro, leaveOnNewPlace }: SearchViewProps) {
  const { t } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  // Read at once (noSsr): a first render at the wrong width would redraw the page as it loads.
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const phone = !useMediaQuery((theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const { query, setQuery } = useSearchQuery(searchType);
  const saveQuery = useSaveSearchQuery();
  useRememberSearchType(searchType);
  const list = useListParams(SEARCH_FILTERS);
  const radiusKm = Number(list.filters.radiusKm) || LISTING_RADIUS_DEFAULT_KM;
  const search = useListingSearch(searchType, query, {
    ...setFilters(list.filters),
    page: list.page,
    perPage: list.perPage,
  });
  const placeError = isPlaceError(search.error) ? t('place.unknown') : undefined;

  const choosePlace = (next: SearchQuery) => {
    setQuery(next);
    if (leaveOnNewPlace) {
      void navigate(localized(`/${searchType}`));
    } else {
      list.setPage(1);
    }
  };
  const listingHref = (id: number) =>
    `${localized(`/${searchType}/listings/${id}`)}${leaveOnNewPlace ? '' : location.search}`;

  let results: ReactNode;
  if (query === undefined || (search.isPending && search.fetchStatus === 'fetching')) {
    results = <ListLoading label={t('results.loading')} />;
  } else if (search.data === undefined && !search.isError) {
    results = <Typography role="status">{t('results.needPlace')}</Typography>;
  } else if (search.isError && search.data === undefined) {
    results =
      placeError === undefined ? (
        <ListError message={search.error.message} onRetry={() => void search.refetch()} />
      ) : (
        <UnknownPlace placeText={query?.location ?? ''} onChoose={choosePlace} />
      );
  } else if (search.data !== undefined) {
    const { data, meta } = search.data;
    const listView = (
      <SearchResults
        listings={data}
        place={meta.place}
        placeText={(query ?? EMPTY_QUERY).location ?? ''}
        country={countryOf(meta.place.city?.country ?? query?.country1)}
        total={meta.total}
        page={list.page}
        perPage={list.perPage}
        updating={search.isFetching}
        hrefOf={listingHref}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
    );
    const mapView = (
      <SearchMap
        listings={data}
        place={meta.place}
        onOpenListing={(id) => void navigate(listingHref(id))}
      />
    );
    results = wide ? (
      <Grid container spacing={3}>
        <Grid size={{ md: 7 }}>{listView}</Grid>
        <Grid size={{ md: 5 }}>
          <Box sx={{ position: 'sticky', top: 16, height: 'min(70vh, 640px)' }}>{mapView}</Box>
        </Grid>
      </Grid>
    ) : (
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={shown}
          onChange={(_event, value: 'list' | 'map' | null) => value !== null && setShown(value)}
          aria-label={t('results.show')}
        >
          <ToggleButton value="list">{t('results.showList')}</ToggleButton>
          <ToggleButton value="map">{t('results.showMap')}</ToggleButton>
        </ToggleButtonGroup>
        {shown === 'list' ? listView : <Box sx={{ height: '70vh' }}>{mapView}</Box>}
      </Stack>
    );
  }

  // The place goes with the person to another kind of care; its filters are that kind's own.
  const carryPlace = (to: SearchType) => {
    if (query !== undefined && hasPlace(query)) {
      saveQuery(to, query);
    }
  };
  const filters = (
    <SearchFilters
      product={SEARCH_TYPE_PRODUCT[searchType]}
      filters={list.filters}
      onChange={list.setFilters}
      radiusKm={radiusKm}
    />
  );
  const filtersSet = Object.values<string>(list.filters).filter((value) => value !== '').length;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        {intro}
      </Box>
      <SearchTypeNav current={searchType} onSwitch={carryPlace} />
      <Box role="search" aria-label={t('place.searchLabel')} sx={{ maxWidth: 640 }}>
        <PlaceBox value={query?.location ?? ''} onChoose={choosePlace} error={placeError} />
      </Box>
      {phone ? <FiltersDialog count={filtersSet}>{filters}</FiltersDialog> : filters}
      {/* A screen's height kept for the results, so the footer below does not jump when they come. */}
      <Box component="section" aria-label={t('results.label')} sx={{ minHeight: '100vh' }}>
        {results}
      </Box>
    </Stack>
  );
}
