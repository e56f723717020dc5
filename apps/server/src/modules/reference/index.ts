import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { catalogueRoutes } from './catalogueRoutes.ts';
import { listRoutes } from './listRoutes.ts';
import { mapPlacesRoutes } from './mapPlacesRoutes.ts';
import { createPlacesRepo, type PlacesRepo } from './placesRepo.ts';
import { createPlacesService } from './placesService.ts';
import { createReferenceRepo } from './repo.ts';
import { createReferenceService, type ReferenceService } from './service.ts';
import { createTranslationFiles } from './translations.ts';

/**
 * The reference service for other modules: `assertCurrent('languages', ids)` before a record
 * points at entries, since a module never reads another module's tables through its repo.
 */
export function referenceService(db: Database): ReferenceService {
  return createReferenceService(db, createReferenceRepo(db));
}

/** Current provinces and cities, for a module that resolves what a person typed into a place. */
export function referencePlaces(db: Database): PlacesRepo {
  return createPlacesRepo(db);
}

export type ReferenceModuleOptions = { db: Database };

export const referenceModule: FastifyPluginAsyncZod<ReferenceModuleOptions> = async (
  app,
  { db },
) => {
  const service = referenceService(db);
  const places = createPlacesRepo(db);
  await app.register(listRoutes, { service });
  await app.register(mapPlacesRoutes, { places });
  await app.register(catalogueRoutes, {
    service,
    places: createPlacesService(places),
    translations: createTranslationFiles(),
  });
};

export { surveyQuestionList } from './lists.ts';
export type { PlacesRepo, ReferenceService };
