import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { referencePlaces } from '../../reference/index.ts';
import { createListingDetailRepo } from './listingDetailRepo.ts';
import { createListingDetailService } from './listingDetailService.ts';
import { createListingRepo } from './listingRepo.ts';
import { createListingService } from './listingService.ts';
import { createOwnListingRepo } from './ownListingRepo.ts';
import { ownListingRoutes } from './ownListingRoutes.ts';
import { createOwnListingService } from './ownListingService.ts';
import { createPhotoRepo } from './photoRepo.ts';
import { photoRoutes } from './photoRoutes.ts';
import { createPhotoService } from './photoService.ts';
import { listingRoutes } from './routes.ts';

export { holdAgencyListings, releaseAgencyListings } from './listingHolds.ts';

export type ListingsModuleOptions = { db: Database; files: FileStore };

/** Listings: what families find when they search for care near a place, and their editing. */
export const listingsModule: FastifyPluginAsync<ListingsModuleOptions> = async (
  app,
  { db, files },
) => {
  await app.register(listingRoutes, {
    listings: createListingService(createListingRepo(db), referencePlaces(db)),
    details: createListingDetailService(createListingDetailRepo(db)),
  });
  const own = createOwnListingService(db, createOwnListingRepo(db));
  await app.register(ownListingRoutes, { own });
  await app.register(photoRoutes, {
    photos: createPhotoService(createPhotoRepo(db), files, own),
  });
};
