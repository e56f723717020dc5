import { NoteAction, type NoteKind, type NoteListQuery, type NoteLogQuery } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordNoteAction } from '../actions/actionLog.ts';
import { readsNoteLogs } from '../policy.ts';
import { findNoteOwner, type NoteOwnerRef } from '../readers/ownerRepo.ts';
import { findReadableNote } from '../readers/readableNoteRepo.ts';
import { loadNotes } from './detailsRepo.ts';
import { type NoteListRepo, noteKindOf } from './listRepo.ts';
import type { NoteLogRepo } from './logRepo.ts';

// Reading notes leaves a trace: every list is one list-log row with the ids it showed, every
// opened note one view row in its action log. Both logs are for the author and supervisors.

const agencyOf = (owner: { kind: string; agencyId: number | null }) =>
  owner.kind === 'patient' ? owner.agencyId : null;

/** A list's owner as an audit subject: the patient, hub or cluster by its id. */
const ownerSubject = (ref: NoteOwnerRef) => ({
  subjectType: ref.kind,
  subjectId:
    ref.kind === 'patient' ? ref.patientId : ref.kind === 'hub' ? ref.hubId : ref.clusterId,
});

export function createNoteReadService(db: Database, lists: NoteListRepo, logs: NoteLogRepo) {
  async function logReadable(actor: Actor, id: number, kind: NoteKind) {
    const note = await findReadableNote(db, actor, id, kind);
    if (!readsNoteLogs(actor, note.owner, note.authorId)) {
      throw new AppError('forbidden', 'note_logs_readers');
    }
  }

  return {
    async list(
      actor: Actor,
      ref: NoteOwnerRef,
      isDraft: boolean,
      query: NoteListQuery,
      context: AuditContext,
    ) {
      const owner = await findNoteOwner(db, actor, ref);
      const { page, perPage, ...filter } = query;
      const kind = noteKindOf(ref);
      const { ids, total } = await lists.list(actor, ref, isDraft, filter, { page, perPage });
      const data = await loadNotes(db, actor, kind, owner, ids);
      const shown = data.flatMap((note) => [note.id, ...note.appendedNotes.map((a) => a.id)]);
      await db.transaction(async (tx) => {
        await lists.recordList(tx, actor, ref, isDraft, { ...query }, shown);
        await writeAudit(tx, context, {
          action: 'note.listed',
          ...ownerSubject(ref),
          agencyId: agencyOf(owner),
          details: { isDraft, count: shown.length },
        });
      });
      return { data, total };
    },

    /** One note; records a view in its action log. */
    async get(actor: Actor, id: number, kind: NoteKind, context: AuditContext) {
      const note = await findReadableNote(db, actor, id, kind);
      await db.transaction(async (tx) => {
        await recordNoteAction(tx, note, NoteAction.view, actor.userId);
        await writeAudit(tx, context, {
          action: 'note.viewed',
          subjectType: 'note',
          subjectId: id,
          agencyId: agencyOf(note.owner),
          details: { kind },
        });
      });
      const [dto] = await loadNotes(db, actor, kind, note.owner, [id]);
      if (dto === undefined) {
        throw new Error(`note ${id} vanished`);
      }
      return dto;
    },

    /** Who wrote the owner's notes this person reads; that the list was seen is audited. */
    async authors(actor: Actor, ref: NoteOwnerRef, context: AuditContext) {
      const owner = await findNoteOwner(db, actor, ref);
      const authors = await lists.authors(actor, ref);
      await writeReadAudit(db, context, {
        action: 'note.authors_listed',
        ...ownerSubject(ref),
        agencyId: agencyOf(owner),
        details: { authorIds: authors.map((author) => author.id) },
      });
      return authors;
    },

    async listLog(actor: Actor, id: number, kind: NoteKind, query: NoteLogQuery) {
      await logReadable(actor, id, kind);
      return logs.listLog(id, query, query);
    },

    async viewLog(actor: Actor, id: number, kind: NoteKind, query: NoteLogQuery) {
      await logReadable(actor, id, kind);
      return logs.viewLog(id, query, query);
    },
  };
}

export type NoteReadService = ReturnType<typeof createNoteReadService>;
