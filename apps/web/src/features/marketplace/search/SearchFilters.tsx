import {
  LISTING_SERVICES,
  LISTING_SORTS,
  ListingService,
  MAX_PER_PAGE,
  type MarketplaceProduct,
  routes,
  WeekDay,
} from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/callApi.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { FilterBar } from '../../../components/list/FilterBar.tsx';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import { useShortList } from '../../reference/index.ts';

export const SEARCH_FILTERS = [
  'radiusKm',
  'careType',
  'language',
  'service',
  'priceMax',
  'openOn',
  'minRating',
  'sort',
] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

const RADII_KM = [5, 10, 25, 50, 100, 200];
/** The star floors offered; a listing needs three reviews to have a rating at all. */
const RATING_FLOORS = [3, 3.5, 4, 4.5];

function useCareTypes(product: MarketplaceProduct) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['marketplace', 'careTypes', product],
    queryFn: ({ signal }) =>
      callApi(routes.reference.careTypes(), {
        query: { product, perPage: MAX_PER_PAGE },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
  return (query.data?.data ?? []).map((type) => ({
    value: String(type.id),
    label: type.labels[locale],
  }));
}

/** Whole currency units in the box; the address and the server count cents. */
function PriceMaxFilter({ cents, onChange }: { cents: string; onChange: (cents: string) => void }) {
  const { t } = useTranslation('marketplace');
  const shown = cents === '' ? '' : String(Number(cents) / 100);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const amount = Number(text);
    onChange(text.trim() === '' || !(amount >= 0) ? '' : String(Math.round(amount * 100)));
  };
  return (
    <TextField
      type="number"
      label={t('filters.priceMax')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      helperText={t('filters.priceMaxHelp')}
      slotProps={{ htmlInput: { min: 0, step: 1 }, inputLabel: { shrink: true } }}
    />
  );
}

export type SearchFiltersProps = {
  product: MarketplaceProduct;
  filters: Record<SearchFilter, string>;
  onChange: (changes: Partial<Record<SearchFilter, string>>) => void;
  radiusKm: number;
};

/**
 * What narrows the results (distance, care type, language, service, price, open day and rating)
 * and their order.
 */
export function SearchFilters({ product, filters, onChange, radiusKm }: SearchFiltersProps) {
  const { t } = useTranslation('marketplace');
  const label = useLabel();
  const locale = useLocale();
  const careTypes = useCareTypes(product);
  const languages = useShortList('languages').options.map((option) => ({
    value: String(option.id),
    label: option.label,
  }));

  return (
    <FilterBar label={t('filters.label')}>
      <TextField
        select
        label={t('filters.radius')}
        value={String(radiusKm)}
        onChange={(event) => onChange({ radiusKm: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {[...new Set([...RADII_KM, radiusKm])]
          .sort((a, b) => a - b)
          .map((km) => (
            <option key={km} value={km}>
              {t('filters.radiusKm', { km })}
            </option>
          ))}
      </TextField>
      <SelectFilter
        label={t('filters.careType')}
        value={filters.careType}
        options={careTypes}
        onChange={(careType) => onChange({ careType })}
      />
      <SelectFilter
        label={t('filters.language')}
        value={filters.language}
        options={languages}
        onChange={(language) => onChange({ language })}
      />
      <SelectFilter
        label={t('filters.service')}
        value={filters.service}
        options={LISTING_SERVICES[product].map((service) => ({
          value: service,
          label: label(ListingService.labelKey(service)),
        }))}
        onChange={(service) => onChange({ service })}
      />
      <PriceMaxFilter cents={filters.priceMax} onChange={(priceMax) => onChange({ priceMax })} />
      <SelectFilter
        label={t('filters.openOn')}
        value={filters.openOn}
        options={WeekDay.codes.map((day) => ({
          value: String(day),
          label: label(WeekDay.labelKey(day)),
        }))}
        onChange={(openOn) => onChange({ openOn })}
      />
      <SelectFilter
        label={t('filters.minRating')}
        value={filters.minRating}
        options={RATING_FLOORS.map((stars) => ({
          value: String(stars),
          label: t('filters.minRatingStars', { stars: stars.toLocaleString(locale) }),
        }))}
        onChange={(minRating) => onChange({ minRating })}
      />
      <TextField
        select
        label={t('filters.sort')}
        value={filters.sort || 'distance'}
        // Nearest first is the search's own order: the address keeps only the other.
        onChange={(event) =>
          onChange({ sort: event.target.value === 'distance' ? '' : event.target.value })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sortBy.${sort}`)}
          </option>
        ))}
      </TextField>
    </FilterBar>
  );
}
