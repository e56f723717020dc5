import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapListing } from './clusters.ts';
import { mapSx, visuallyHidden } from './mapStyles.ts';
import { useClusterMarkers } from './useClusterMarkers.ts';
import { useLeafletMap } from './useLeafletMap.ts';
import { useSearchView } from './useSearchView.ts';
import { useStableListings } from './useStableListings.ts';
import type { MapCenter } from './viewport.ts';

export type ListingsMapProps = {
  listings: MapListing[];
  center: MapCenter;
  /** The search radius, drawn as a circle; left out (a listing's own page), the map shows a spot. */
  radiusKm?: number;
  onOpenListing(id: number): void;
  selectedListingId?: number;
  /** The map region's accessible name, e.g. "Map of home care near Toronto". */
  label: string;
};

/**
 * Search results on a map: nearby listings grouped with their count, each listing a button that
 * opens it. Its height comes from the parent (at least a phone-readable minimum).
 */
export function ListingsMap({
  listings,
  center,
  radiusKm,
  onOpenListing,
  selectedListingId,
  label,
}: ListingsMapProps) {
  const { t } = useTranslation('map');
  const container = useRef<HTMLDivElement>(null);
  const map = useLeafletMap(container, { zoomIn: t('zoomIn'), zoomOut: t('zoomOut') });
  const stableListings = useStableListings(listings);
  useSearchView(map, center, radiusKm, stableListings);
  useClusterMarkers(map, { listings: stableListings, selectedListingId, onOpenListing });

  return (
    <Box role="region" aria-label={label} sx={mapSx}>
      <Box component="p" sx={visuallyHidden}>
        {/* Only a search has a list beside its map; a listing's page shows the one place. */}
        {radiusKm === undefined ? t('keyboard') : `${t('sameAsList')} ${t('keyboard')}`}
      </Box>
      <div ref={container} />
    </Box>
  );
}
