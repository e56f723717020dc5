import type { Listing, SearchedPlace } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { LazyListingsMap } from '../map/LazyListingsMap.tsx';

export type SearchMapProps = {
  listings: Listing[];
  place: SearchedPlace;
  onOpenListing: (id: number) => void;
};

/** The results on the map, around the searched place and its radius. */
export function SearchMap({ listings, place, onOpenListing }: SearchMapProps) {
  const { t } = useTranslation('marketplace');
  return (
    <LazyListingsMap
      listings={listings}
      center={place}
      radiusKm={place.radiusKm}
      onOpenListing={onOpenListing}
      label={t('map.label')}
    />
  );
}
