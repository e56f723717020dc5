import { type LatLngBounds, latLng, latLngBounds } from 'leaflet';
import type { MapListing } from './clusters.ts';

export type MapCenter = { latitude: number; longitude: number };

/** The zoom of a lone place (one listing, or a search point without a radius): a few streets. */
export const SINGLE_PLACE_ZOOM = 15;

/**
 * What the map should show at first: the whole search circle and every result, or, with neither a
 * radius nor more than the center to show, nothing wider than the center itself (null).
 */
export function initialBounds(
  center: MapCenter,
  radiusKm: number | undefined,
  listings: readonly MapListing[],
): LatLngBounds | null {
  const middle = latLng(center.latitude, center.longitude);
  const bounds =
    radiusKm !== undefined && radiusKm > 0
      ? middle.toBounds(radiusKm * 2000)
      : latLngBounds(middle, middle);
  for (const listing of listings) {
    bounds.extend([listing.latitude, listing.longitude]);
  }
  return bounds.getNorthEast().equals(bounds.getSouthWest()) ? null : bounds;
}
