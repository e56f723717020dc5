import { and, between, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type Point = { latitude: number; longitude: number };

/** Where a table keeps a row's place; both columns null for a row without one. */
export type Located = { latitude: AnyPgColumn; longitude: AnyPgColumn };

/** Mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

// A hair wider than exact, so that rounding never leaves out a row the exact distance keeps.
const MARGIN_DEGREES = 1e-6;

/**
 * Great-circle (haversine) distance in km from `point` to the row's place; null for a row without
 * one. Plain SQL, as PostgreSQL ships no geography without PostGIS.
 */
export function distanceKm(row: Located, point: Point): SQL<number | null> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  const { latitude, longitude } = row;
  // least(1, …): rounding may push the argument a hair above 1, where asin() fails.
  return sql<number | null>`(${sql.raw(String(EARTH_RADIUS_KM))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`;
}

/** A range of longitudes, west to east, within -180…180. */
type Span = [west: number, east: number];

export type Box = { south: number; north: number; longitudes: Span[] | 'all' };

/**
 * The latitudes and longitudes any place within `radiusKm` of `point` lies in: a box around the
 * circle, which an index on (latitude, longitude) finds quickly. When the circle reaches a pole
 * the box takes every longitude; across the antimeridian its longitudes are two ranges.
 */
export function boundingBox(point: Point, radiusKm: number): Box {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const reach = degrees(angle) + MARGIN_DEGREES;
  const south = point.latitude - reach;
  const north = point.latitude + reach;
  if (south <= -90 || north >= 90) {
    return { south: Math.max(south, -90), north: Math.min(north, 90), longitudes: 'all' };
  }
  // The circle's widest longitude difference (short of the poles, so the ratio stays below 1).
  const spread =
    degrees(Math.asin(Math.sin(angle) / Math.cos(radians(point.latitude)))) + MARGIN_DEGREES;
  const west = point.longitude - spread;
  const east = point.longitude + spread;
  if (west < -180) {
    return {
      south,
      north,
      longitudes: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  }
  if (east > 180) {
    return {
      south,
      north,
      longitudes: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  }
  return { south, north, longitudes: [[west, east]] };
}

/** Rows inside the bounding box of `radiusKm` around `point`: a coarse, index-driven filter. */
export function insideBox(row: Located, point: Point, radiusKm: number): SQL | undefined {
  const { south, north, longitudes } = boundingBox(point, radiusKm);
  return and(
    between(row.latitude, south, north),
    longitudes === 'all'
      ? undefined
      : or(...longitudes.map(([west, east]) => between(row.longitude, west, east))),
  );
}

/** Rows within `radiusKm` of `point`: the box finds the candidates, the distance decides. */
export const withinKm = (row: Located, point: Point, radiusKm: number): SQL | undefined =>
  and(insideBox(row, point, radiusKm), lte(distanceKm(row, point), radiusKm));
