import type { TFunction } from 'i18next';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BoundingBox,
  type ClusterIndex,
  createClusterIndex,
  type MapListing,
} from './clusters.ts';
import { createMarkerLayer, type MarkerLabels, type MarkerLayer } from './markerLayer.ts';

// Points just outside the view are drawn too, so a small pan shows no empty edge.
const VIEW_PADDING = 0.25;

function viewOf(map: LeafletMap): BoundingBox {
  const bounds = map.getBounds().pad(VIEW_PADDING);
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

const markerLabels = (t: TFunction<'map'>): MarkerLabels => ({
  listing: (name) => name,
  cluster: (count) => t('cluster', { count }),
});

/** Draws what lies in and around the map's current view at its current zoom. */
function drawView(
  map: LeafletMap,
  markers: MarkerLayer,
  index: ClusterIndex,
  selectedListingId: number | undefined,
  t: TFunction<'map'>,
) {
  markers.show(index.pointsIn(viewOf(map), map.getZoom()), selectedListingId, markerLabels(t));
}

export type ClusterMarkersOptions = {
  listings: readonly MapListing[];
  selectedListingId: number | undefined;
  onOpenListing: (listingId: number) => void;
};

/** Listings as clusters and markers, re-clustered whenever the map stops moving or zooming. */
export function useClusterMarkers(
  map: LeafletMap | null,
  { listings, selectedListingId, onOpenListing }: ClusterMarkersOptions,
) {
  const { t } = useTranslation('map');
  const index = useMemo(() => createClusterIndex(listings), [listings]);
  const layer = useRef<MarkerLayer | null>(null);

  const openListing = useEffectEvent(onOpenListing);
  const redraw = useEffectEvent(() => {
    if (map !== null && layer.current !== null) {
      drawView(map, layer.current, index, selectedListingId, t);
    }
  });

  useEffect(() => {
    if (map === null) {
      return;
    }
    const markers = createMarkerLayer(map, {
      openListing,
      expandCluster: (clusterId, at, fromKeyboard) => {
        map.setView(at, index.expansionZoom(clusterId));
        // The focused cluster is gone once the map zooms; the map itself keeps the focus.
        if (fromKeyboard) {
          map.getContainer().focus({ preventScroll: true });
        }
      },
    });
    layer.current = markers;
    map.on('moveend', redraw);
    return () => {
      map.off('moveend', redraw);
      markers.remove();
      layer.current = null;
    };
  }, [map, index]);

  // New results, a new selection or another language: drawn in place. Leaflet waits, if need be,
  // for the first view to be set.
  useEffect(() => {
    const markers = layer.current;
    if (map !== null && markers !== null) {
      map.whenReady(() => drawView(map, markers, index, selectedListingId, t));
    }
  }, [map, index, selectedListingId, t]);
}
