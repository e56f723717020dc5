import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/files/fileStore.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import type { Notifier } from '../notifications/index.ts';
import { createNoteActionRepo } from './actions/actionRepo.ts';
import { noteActionRoutes } from './actions/actionRoutes.ts';
import { createNoteActionService } from './actions/actionService.ts';
import { noteDocumentRoutes } from './documents/documentRoutes.ts';
import { createNoteDocumentService } from './documents/documentService.ts';
import { newNoteRoutes, noteDraftRoutes } from './drafts/draftRoutes.ts';
import { createNoteDraftService } from './drafts/draftService.ts';
import { createNoteEvents } from './events/noteEvents.ts';
import { noteAccess } from './policy.ts';
import type { NoteOwnerRef } from './readers/ownerRepo.ts';
import { createNoteListRepo } from './reads/listRepo.ts';
import { createNoteLogRepo } from './reads/logRepo.ts';
import { clusterNoteReadRoutes, noteReadRoutes } from './reads/readRoutes.ts';
import { createNoteReadService } from './reads/readService.ts';
import { createNoteTypeRepo } from './types/typeRepo.ts';
import { noteTypeRoutes } from './types/typeRoutes.ts';

// The notes module as the rest of the server sees it: its routes, and the reader rule's answer to
// "does this person reach this patient's notes", which the patient's live channel asks.
export { reachesPatientNotes } from './readers/ownerRepo.ts';

export type NotesModuleOptions = {
  db: Database;
  /** Where note documents are kept. */
  files: FileStore;
  broadcaster: Broadcaster;
  notifier: Notifier;
};

/** Both owners' notes, each under its own base path, with their types and the owner's id naming. */
const owners = [
  {
    kind: 'patient',
    base: '/api/notes',
    typesBase: '/api',
    ownerRef: (patientId: number): NoteOwnerRef => ({ kind: 'patient', patientId }),
    access: { read: noteAccess.readPatient, write: noteAccess.writePatient },
  },
  {
    kind: 'hub',
    base: '/api/hub/notes',
    typesBase: '/api/hub',
    ownerRef: (hubId: number): NoteOwnerRef => ({ kind: 'hub', hubId }),
    access: { read: noteAccess.readHub, write: noteAccess.writeHub },
  },
] as const;

/**
 * Clinical notes of patients, hubs and clusters: lists, reads, drafts, types, templates, logs,
 * the actions on a signed note (hold, extend, privacy, addenda, inserts, strikes) and documents.
 * Those who may read such notes reach the routes; the services decide per note.
 */
export const notesModule: FastifyPluginAsync<NotesModuleOptions> = async (
  app,
  { db, files, broadcaster, notifier },
) => {
  const events = createNoteEvents(db, broadcaster, notifier, app.log);
  const types = createNoteTypeRepo(db);
  const reads = createNoteReadService(db, createNoteListRepo(db), createNoteLogRepo(db));
  const drafts = createNoteDraftService(db, types, events);
  const actionRepo = createNoteActionRepo();
  const actions = createNoteActionService(db, actionRepo, types, events);
  const documents = createNoteDocumentService(db, actionRepo, files);
  for (const { kind, base, typesBase, ownerRef, access } of owners) {
    await app.register(noteReadRoutes, { kind, base, ownerRef, access: access.read, reads });
    await app.register(noteDraftRoutes, { kind, base, access: access.write, drafts });
    await app.register(noteTypeRoutes, { kind, base: typesBase, types });
    await app.register(noteActionRoutes, { kind, base, access: access.read, actions, drafts });
    await app.register(noteDocumentRoutes, { kind, base, access: access.read, documents });
  }
  await app.register(newNoteRoutes, { drafts });
  await app.register(clusterNoteReadRoutes, { reads });
};
