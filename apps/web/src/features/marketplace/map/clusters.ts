import { MAP_CLUSTERING } from '@hearth/domain';
import Supercluster from 'supercluster';

/** What the map needs to know of a listing: where it is and what to call it. */
export type MapListing = { id: number; name: string; latitude: number; longitude: number };

/** West, south, east, north in degrees, as Leaflet's `LatLngBounds` and supercluster read them. */
export type BoundingBox = [west: number, south: number, east: number, north: number];

/** One thing drawn on the map at a zoom: a listing on its own, or a group of nearby ones. */
export type MapPoint =
  | { kind: 'listing'; key: string; listing: MapListing; latitude: number; longitude: number }
  | {
      kind: 'cluster';
      key: string;
      clusterId: number;
      count: number;
      latitude: number;
      longitude: number;
    };

export type ClusterIndex = {
  /** What to draw inside `bounds` at `zoom` (a whole number; fractions are rounded down). */
  pointsIn(bounds: BoundingBox, zoom: number): MapPoint[];
  /** The zoom at which a cluster splits into more than one point. */
  expansionZoom(clusterId: number): number;
};

type ListingProperties = { listing: MapListing };

/** Clusters listings with the product's settings; the index answers any view of the map. */
export function createClusterIndex(listings: readonly MapListing[]): ClusterIndex {
  const index = new Supercluster<ListingProperties>({ ...MAP_CLUSTERING });
  index.load(
    listings.map((listing) => ({
      type: 'Feature',
      properties: { listing },
      geometry: { type: 'Point', coordinates: [listing.longitude, listing.latitude] },
    })),
  );

  return {
    pointsIn(bounds, zoom) {
      return index.getClusters(bounds, Math.floor(zoom)).map((feature): MapPoint => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties) {
          const { cluster_id: clusterId, point_count: count } = feature.properties;
          return {
            kind: 'cluster',
            key: `cluster-${clusterId}`,
            clusterId,
            count,
            latitude,
            longitude,
          };
        }
        const { listing } = feature.properties;
        return { kind: 'listing', key: `listing-${listing.id}`, listing, latitude, longitude };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
