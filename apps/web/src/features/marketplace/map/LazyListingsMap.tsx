import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ListingsMapProps } from './ListingsMap.tsx';
import { MAP_MIN_HEIGHT } from './mapHeight.ts';

// Leaflet and the map's own code are fetched only by a page that shows a map, after the page's
// text: a visitor reads the results while the map arrives.
const ListingsMap = lazy(() =>
  import('./ListingsMap.tsx').then((module) => ({ default: module.ListingsMap })),
);

/** The listings map, fetched on first use; its room is held meanwhile, so nothing moves. */
export function LazyListingsMap(props: ListingsMapProps) {
  return (
    <Suspense
      fallback={
        <Box
          role="region"
          aria-label={props.label}
          aria-busy="true"
          sx={{
            width: '100%',
            height: '100%',
            minHeight: MAP_MIN_HEIGHT,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        />
      }
    >
      <ListingsMap {...props} />
    </Suspense>
  );
}
