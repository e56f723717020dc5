import { MAP_PLACES_LIMIT, mapPlacesQuerySchema, mapPlacesResponseSchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacesRepo } from './placesRepo.ts';
import { referenceAccess } from './policy.ts';

export type MapPlacesRoutesOptions = { places: PlacesRepo };

/** The gazetteer's city names for the map drawn without tiles: the largest ones in view. */
export const mapPlacesRoutes: FastifyPluginAsyncZod<MapPlacesRoutesOptions> = async (
  app,
  { places },
) => {
  app.get(
    '/api/map-places',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags: ['reference'],
        summary: `The largest current cities inside west, south, east and north (degrees), largest first, at most ${MAP_PLACES_LIMIT}`,
        querystring: mapPlacesQuerySchema,
        response: { 200: mapPlacesResponseSchema },
      },
    },
    async (request) => ({
      data: await places.largestCitiesWithin(request.query, MAP_PLACES_LIMIT),
    }),
  );
};
