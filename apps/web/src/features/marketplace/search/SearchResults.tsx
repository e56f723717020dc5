import type { Country, Listing, SearchedPlace } from '@hearth/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import { ListPagination } from '../../../components/list/ListPagination.tsx';
import { ListEmpty } from '../../../components/list/ListStatus.tsx';
import { ListingCard } from './ListingCard.tsx';
import { cityLabel, formatKm } from './places.ts';

export type SearchResultsProps = {
  listings: Listing[];
  place: SearchedPlace;
  /** What the person typed, named when the server found no city for the point. */
  placeText: string;
  /** Where the prices are from, for their currency. */
  country: Country | null;
  total: number;
  page: number;
  perPage: number;
  updating: boolean;
  hrefOf: (id: number) => string;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onClearFilters: (() => void) | undefined;
};

/** The count ("12 results within 25 km of Toronto, ON"), the cards and the page controls. */
export function SearchResults(props: SearchResultsProps) {
  const { listings, place, total, page, perPage } = props;
  const { t } = useTranslation('marketplace');
  const locale = useLocale();
  const where = place.city === null ? props.placeText : cityLabel(place.city);
  const within = { radius: formatKm(place.radiusKm, locale), place: where };

  return (
    <Stack spacing={2} aria-busy={props.updating}>
      {/* Announced when a new search settles; the heading stays a heading for navigation. */}
      <Box role="status">
        <Typography variant="h6" component="h2">
          {t('results.count', { count: total, ...within })}
        </Typography>
      </Box>
      {props.updating && <LinearProgress aria-label={t('results.updating')} />}
      {total === 0 ? (
        <ListEmpty
          message={t('results.empty', within)}
          onClearFilters={props.onClearFilters}
          onFirstPage={undefined}
        />
      ) : listings.length === 0 ? (
        <ListEmpty message="" onFirstPage={() => props.onPageChange(1)} />
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                href={props.hrefOf(listing.id)}
                country={props.country}
              />
            </li>
          ))}
        </Stack>
      )}
      {total > 0 && (
        <ListPagination
          page={page}
          perPage={perPage}
          total={total}
          onPageChange={props.onPageChange}
          onPerPageChange={props.onPerPageChange}
        />
      )}
    </Stack>
  );
}
