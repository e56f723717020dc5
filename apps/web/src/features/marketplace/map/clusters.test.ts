import { MAP_CLUSTERING } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import {
  type BoundingBox,
  createClusterIndex,
  type MapListing,
  type MapPoint,
} from './clusters.ts';

const WORLD: BoundingBox = [-180, -85, 180, 85];

/** `count` listings in a small grid around a point, about 100 m apart. */
function listingsAround(latitude: number, longitude: number, count: number, firstId: number) {
  return Array.from(
    { length: count },
    (_, i): MapListing => ({
      id: firstId + i,
      name: `Listing ${firstId + i}`,
      latitude: latitude + (i % 5) * 0.001,
      longitude: longitude + Math.floor(i / 5) * 0.001,
    }),
  );
}

const toronto = listingsAround(43.6532, -79.3832, 12, 1);
const ottawa = listingsAround(45.4215, -75.6972, 7, 100);
const halifax = listingsAround(44.6488, -63.5752, 1, 200);
const listings = [...toronto, ...ottawa, ...halifax];

const countOf = (points: readonly MapPoint[]) =>
  points.reduce((sum, point) => sum + (point.kind === 'cluster' ? point.count : 1), 0);

describe('createClusterIndex', () => {
  it('accounts for every listing exactly once at every zoom', () => {
    const index = createClusterIndex(listings);
    for (let zoom = 0; zoom <= MAP_CLUSTERING.maxZoom + 2; zoom += 1) {
      expect(countOf(index.pointsIn(WORLD, zoom)), `zoom ${zoom}`).toBe(listings.length);
    }
  });

  it('groups nearby listings at a low zoom, one group per city', () => {
    const points = createClusterIndex(listings).pointsIn(WORLD, 6);
    const clusters = points.filter((point) => point.kind === 'cluster');
    expect(clusters.map((cluster) => cluster.count).sort((a, b) => a - b)).toEqual([7, 12]);
    expect(points.filter((point) => point.kind === 'listing')).toEqual([
      expect.objectContaining({ key: 'listing-200', listing: halifax[0] }),
    ]);
  });

  it('shows every listing on its own past the last clustered zoom', () => {
    const points = createClusterIndex(listings).pointsIn(WORLD, MAP_CLUSTERING.maxZoom + 1);
    expect(points.every((point) => point.kind === 'listing')).toBe(true);
    const ids = points.flatMap((point) => (point.kind === 'listing' ? [point.listing.id] : []));
    expect(ids.sort((a, b) => a - b)).toEqual(listings.map((listing) => listing.id));
  });

  it('keeps only what lies inside the bounds asked for', () => {
    const aroundHalifax: BoundingBox = [-64, 44, -63, 45];
    const points = createClusterIndex(listings).pointsIn(aroundHalifax, 10);
    expect(points.map((point) => point.key)).toEqual(['listing-200']);
  });

  it('names the zoom at which a cluster splits, and that zoom shows more points', () => {
    const index = createClusterIndex(toronto);
    const [cluster] = index.pointsIn(WORLD, 4);
    if (cluster?.kind !== 'cluster') {
      throw new Error('expected the Toronto listings to form one cluster at zoom 4');
    }
    expect(cluster.count).toBe(toronto.length);
    const zoom = index.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(4);
    expect(zoom).toBeLessThanOrEqual(MAP_CLUSTERING.maxZoom + 1);
    expect(index.pointsIn(WORLD, zoom).length).toBeGreaterThan(1);
    expect(index.pointsIn(WORLD, zoom - 1)).toHaveLength(1);
  });

  it('rounds a fractional zoom down, as supercluster indexes whole zooms', () => {
    const index = createClusterIndex(listings);
    expect(index.pointsIn(WORLD, 6.7)).toEqual(index.pointsIn(WORLD, 6));
  });

  it('draws nothing without listings', () => {
    expect(createClusterIndex([]).pointsIn(WORLD, 10)).toEqual([]);
  });
});
