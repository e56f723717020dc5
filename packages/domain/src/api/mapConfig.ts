import { z } from 'zod';
import { MAP_CLUSTERING } from '../enums/marketplace.ts';

/**
 * The deepest zoom the marketplace map allows: two levels past the clustering's last one, so at the
 * deepest zooms every listing stands alone, and within what common tile servers draw (OSM has 19).
 */
export const MAP_MAX_ZOOM = MAP_CLUSTERING.maxZoom + 2;

/** Where the map's base tiles come from; no tile URL means the map draws on a blank base. */
export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  maxZoom: z.number().int().min(1),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const mapConfigResponseSchema = z.object({ data: mapConfigSchema });
