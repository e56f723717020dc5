import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CookieSettings } from '../../platform/auth/cookies.ts';
import type { FileStore } from '../../platform/files/fileStore.ts';
import { listingsModule } from './listings/index.ts';
import { mapConfigRoutes } from './mapConfigRoutes.ts';
import { reviewsModule } from './reviews/index.ts';
import { createSearchStateRepo } from './stateRepo.ts';
import { searchStateRoutes } from './stateRoutes.ts';
import { createSearchStateService } from './stateService.ts';

export { holdAgencyListings, releaseAgencyListings } from './listings/index.ts';

export type MarketplaceModuleOptions = {
  db: Database;
  cookies: CookieSettings;
  map: Config['map'];
  /** Where listing photos are kept. */
  files: FileStore;
};

/** The marketplace: each piece (stored search state, search) registers as its own sub-plugin. */
export const marketplaceModule: FastifyPluginAsyncZod<MarketplaceModuleOptions> = async (
  app,
  { db, cookies, map, files },
) => {
  await app.register(searchStateRoutes, {
    service: createSearchStateService(createSearchStateRepo(db)),
    cookies,
  });
  await app.register(listingsModule, { db, files });
  await app.register(mapConfigRoutes, { map });
  await app.register(reviewsModule, { db });
};
