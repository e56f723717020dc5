import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createPlacesRepo } from '../../reference/placesRepo.ts';
import { createListingDetailRepo } from './listingDetailRepo.ts';
import { createListingDetailService } from './listingDetailService.ts';
import { createListingRepo } from './listingRepo.ts';
import { createListingService } from './listingService.ts';
import { createOwnListingRepo } from './ownListingRepo.ts';
import { ownListingRoutes } from './ownListingRoutes.ts';
import { createOwnListingService } from './ownListingService.ts';
import { listingRoutes } from './routes.ts';

/** Listings: what families find when they search for care near a place. */
export const listingsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(listingRoutes, {
    listings: createListingService(createListingRepo(db), createPlacesRepo(db)),
    details: createListingDetailService(createListingDetailRepo(db)),
  });
  await app.register(ownListingRoutes, {
    own: createOwnListingService(db, createOwnListingRepo(db)),
  });
};
