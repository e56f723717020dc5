import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createNoteDraftService } from './noteDraftService.ts';
import type { NoteEvents } from './noteEvents.ts';
import { createNoteListRepo } from './noteListRepo.ts';
import { createNoteLogRepo } from './noteLogRepo.ts';
import { createNoteReadService } from './noteReadService.ts';
import { createNoteTypeRepo } from './noteTypeRepo.ts';
import { ownerRoutes } from './ownerRoutes.ts';
import { noteAccess } from './policy.ts';
import { noteRoutes } from './routes.ts';

/** Clinical notes of patients, hubs and clusters: lists, reads, drafts, types, templates, logs. */
export const notesModule: FastifyPluginAsync<{ db: Database; events: NoteEvents }> = async (
  app,
  { db, events },
) => {
  const types = createNoteTypeRepo(db);
  const reads = createNoteReadService(db, createNoteListRepo(db), createNoteLogRepo(db));
  const drafts = createNoteDraftService(db, types, events);
  await app.register(noteRoutes, {
    kind: 'patient',
    base: '/api/notes',
    ownerRef: (patientId) => ({ kind: 'patient', patientId }),
    access: { read: noteAccess.readPatient, write: noteAccess.writePatient },
    reads,
    drafts,
  });
  await app.register(noteRoutes, {
    kind: 'hub',
    base: '/api/hub/notes',
    ownerRef: (hubId) => ({ kind: 'hub', hubId }),
    access: { read: noteAccess.readHub, write: noteAccess.writeHub },
    reads,
    drafts,
  });
  await app.register(ownerRoutes, { reads, drafts, types });
};
