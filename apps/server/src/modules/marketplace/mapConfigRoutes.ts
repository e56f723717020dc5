import { MAP_MAX_ZOOM, mapConfigResponseSchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { mapAccess } from './policy.ts';

/**
 * The image source a page needs to show tiles from `tileUrl` when the default policy (our own
 * origin and any https one) does not cover it: an http server, with `{s}` subdomains as `*`.
 */
export function tileImageSources(tileUrl: string | null): string[] {
  const origin = tileUrl === null ? undefined : /^http:\/\/[^/?#]+/.exec(tileUrl)?.[0];
  return origin === undefined ? [] : [origin.replaceAll('{s}', '*')];
}

export type MapConfigRoutesOptions = { map: Config['map'] };

/** The map's base tiles, as the operator configured them: read once by every map on the web. */
export const mapConfigRoutes: FastifyPluginAsyncZod<MapConfigRoutesOptions> = async (
  app,
  { map },
) => {
  const answer = { data: { ...map, maxZoom: MAP_MAX_ZOOM } };
  app.get(
    '/api/map-config',
    {
      config: { access: mapAccess.readConfig },
      schema: {
        tags: ['marketplace'],
        summary: 'Where the map tiles come from; a null tileUrl means the map has no base tiles',
        response: { 200: mapConfigResponseSchema },
      },
    },
    async () => answer,
  );
};
