import { circle, type Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import type { MapListing } from './clusters.ts';
import { initialBounds, type MapCenter, SINGLE_PLACE_ZOOM } from './viewport.ts';

export const searchAreaClass = 'hearth-map-search-area';

/**
 * Shows the search: the circle searched, fitted with every result in view, whenever the search
 * (its place, radius or results) changes. Between searches the person moves the map freely.
 */
export function useSearchView(
  map: LeafletMap | null,
  center: MapCenter,
  radiusKm: number | undefined,
  listings: readonly MapListing[],
) {
  const { latitude, longitude } = center;

  useEffect(() => {
    if (map === null) {
      return;
    }
    const bounds = initialBounds({ latitude, longitude }, radiusKm, listings);
    const fit = () => {
      if (bounds !== null) {
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: SINGLE_PLACE_ZOOM, animate: false });
      }
    };
    map.setView([latitude, longitude], SINGLE_PLACE_ZOOM, { animate: false });
    const { x: width, y: height } = map.getSize();
    if (width > 0 && height > 0) {
      fit();
      return;
    }
    // A map laid out later (in a panel not yet shown) fits once it has a size to fit into.
    map.once('resize', fit);
    return () => {
      map.off('resize', fit);
    };
  }, [map, latitude, longitude, radiusKm, listings]);

  useEffect(() => {
    if (map === null || radiusKm === undefined || radiusKm <= 0) {
      return;
    }
    const area = circle([latitude, longitude], {
      radius: radiusKm * 1000,
      interactive: false,
      className: searchAreaClass,
    }).addTo(map);
    return () => {
      area.remove();
    };
  }, [map, latitude, longitude, radiusKm]);
}
