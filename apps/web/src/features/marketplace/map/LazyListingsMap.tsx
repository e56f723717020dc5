import Box from '@mui/material/Box';
import { lazy, type Ref, Suspense, useRef } from 'react';
import { useSeenOnce } from '../../../components/useSeenOnce.ts';
import type { ListingsMapProps } from './ListingsMap.tsx';
import { MAP_MIN_HEIGHT } from './mapHeight.ts';

// Leaflet and the map's own code are fetched only by a page that shows a map, after the page's
// text: a visitor reads the results while the map arrives.
const ListingsMap = lazy(() =>
  import('./ListingsMap.tsx').then((module) => ({ default: module.ListingsMap })),
);

// A little ahead of the viewport, so the map is usually drawn by the time it is reached; not so far
// that a listing whose map sits below its first screen (on a phone, about 370 px below) costs a
// visitor who never scrolls there Leaflet and the base map's 280 KB.
const LOAD_AHEAD = '200px';

type MapPlaceholderProps = {
  label: string;
  /** Busy only while the map is on its way: a map waiting to be scrolled to is not loading. */
  loading: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** The map's room, held while it is not yet seen or not yet loaded, so nothing moves. */
function MapPlaceholder({ label, loading, ref }: MapPlaceholderProps) {
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      aria-busy={loading ? 'true' : undefined}
      sx={{
        width: '100%',
        height: '100%',
        minHeight: MAP_MIN_HEIGHT,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    />
  );
}

/**
 * The listings map, fetched when it comes near the viewport: a map far down a page (a listing's
 * own) costs a visitor who never scrolls to it neither Leaflet nor the offline base map's data.
 */
export function LazyListingsMap(props: ListingsMapProps) {
  const room = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(room, LOAD_AHEAD);
  if (!seen) {
    return <MapPlaceholder label={props.label} loading={false} ref={room} />;
  }
  return (
    <Suspense fallback={<MapPlaceholder label={props.label} loading />}>
      <ListingsMap {...props} />
    </Suspense>
  );
}
