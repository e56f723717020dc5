import { z } from 'zod';
import { positiveId } from './fields.ts';
import type { ServerMessageCode } from './serverMessages.ts';

/** The most place names one map view asks for: more would overlap at any zoom the map allows. */
export const MAP_PLACES_LIMIT = 200;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** The part of the map in view, in degrees: west to east, south to north, never across 180°. */
export const mapPlacesQuerySchema = z
  .object({ west: longitude, south: latitude, east: longitude, north: latitude })
  .refine((bounds) => bounds.west <= bounds.east, {
    path: ['east'],
    message: 'bounds_east_of_west' satisfies ServerMessageCode,
  })
  .refine((bounds) => bounds.south <= bounds.north, {
    path: ['north'],
    message: 'bounds_north_of_south' satisfies ServerMessageCode,
  });
export type MapPlacesQuery = z.infer<typeof mapPlacesQuerySchema>;

/** A gazetteer city as the map labels it: largest first, so a crowded view keeps the big ones. */
export const mapPlaceSchema = z.object({
  id: positiveId,
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int().min(0),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapPlacesResponseSchema = z.object({ data: z.array(mapPlaceSchema) });
