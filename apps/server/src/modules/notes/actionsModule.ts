import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createNoteActionRepo } from './actionRepo.ts';
import { noteActionRoutes } from './actionRoutes.ts';
import { createNoteActionService } from './actionService.ts';
import { noteDocumentRoutes } from './documentRoutes.ts';
import { createNoteDocumentService } from './documentService.ts';
import { createDocumentStore } from './documentStore.ts';
import { createNoteDraftService } from './noteDraftService.ts';
import type { NoteEvents } from './noteEvents.ts';
import { createNoteTypeRepo } from './noteTypeRepo.ts';
import { noteAccess } from './policy.ts';

export type NoteActionsModuleOptions = { db: Database; dataDir: string; events: NoteEvents };

/**
 * What is done to notes once they exist (hold, extend, privacy, addenda, inserts, strikes) and
 * their documents, for patients' notes and hubs' alike. Those who may read such notes reach the
 * routes; the services decide per note.
 */
export const noteActionsModule: FastifyPluginAsync<NoteActionsModuleOptions> = async (
  app,
  { db, dataDir, events },
) => {
  const types = createNoteTypeRepo(db);
  const repo = createNoteActionRepo();
  const actions = createNoteActionService(db, repo, types, events);
  // The `/log` entry "updateNoteFields" is the drafts' own change, made by their service.
  const drafts = createNoteDraftService(db, types, events);
  const documents = createNoteDocumentService(
    db,
    repo,
    createDocumentStore(path.join(dataDir, 'note-documents')),
  );
  const owners = [
    { kind: 'patient', base: '/api/notes', access: noteAccess.readPatient },
    { kind: 'hub', base: '/api/hub/notes', access: noteAccess.readHub },
  ] as const;
  for (const owner of owners) {
    await app.register(noteActionRoutes, { ...owner, actions, drafts });
    await app.register(noteDocumentRoutes, { ...owner, documents });
  }
};
