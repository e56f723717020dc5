import { type SQL, sql } from 'drizzle-orm';
import { agencyProfiles } from '../../../db/schema/index.ts';

export type Point = { latitude: number; longitude: number };

/** Mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle (haversine) distance in km from `point` to the agency's address; null for an
 * agency without coordinates. Plain SQL, as PostgreSQL ships no geography without PostGIS, and the
 * directory's few thousand agencies need no spatial index.
 */
export function distanceFrom(point: Point): SQL<number | null> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  const { latitude, longitude } = agencyProfiles;
  // least(1, …): rounding may push the argument a hair above 1, where asin() fails.
  return sql<number | null>`(${sql.raw(String(EARTH_RADIUS_KM))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`;
}
