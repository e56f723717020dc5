import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { ChangeListener } from '../../../platform/db/changeListener.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { createCaregiverRepo } from './caregiverRepo.ts';
import { createCaregiverService } from './caregiverService.ts';
import { createCaregiverWriteRepo } from './caregiverWriteRepo.ts';
import { createDocumentRepo } from './documentRepo.ts';
import { documentRoutes } from './documentRoutes.ts';
import { createDocumentService } from './documentService.ts';
import { ownProfileRoutes } from './ownProfileRoutes.ts';
import { createOwnProfileService } from './ownProfileService.ts';
import { createPhotoRepo } from './photoRepo.ts';
import { photoRoutes } from './photoRoutes.ts';
import { createPhotoService } from './photoService.ts';
import { caregiverRoutes } from './routes.ts';

export { CAREGIVER_LIST_CHANGES_CHANNEL } from './defaultListCache.ts';

/** Caregiver profiles: each agency's record of the people who give its care. */
export const caregiversModule: FastifyPluginAsync<{
  db: Database;
  files: FileStore;
  /** With it, the default list's pages are answered from memory between changes. */
  changes: ChangeListener | null;
}> = async (app, { db, files, changes }) => {
  const repo = createCaregiverRepo(db, changes);
  const writeRepo = createCaregiverWriteRepo(db);
  const documentRepo = createDocumentRepo(db);
  await app.register(caregiverRoutes, {
    caregivers: createCaregiverService(db, repo, writeRepo),
  });
  await app.register(documentRoutes, {
    documents: createDocumentService(db, repo, documentRepo),
  });
  await app.register(ownProfileRoutes, {
    ownProfiles: createOwnProfileService(db, repo, writeRepo, documentRepo),
  });
  await app.register(photoRoutes, {
    photos: createPhotoService(db, repo, createPhotoRepo(db), files),
  });
};
