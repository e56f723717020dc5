import type { AuditAction } from '@hearth/domain';
import {
  type HubNoteCreate,
  type Note,
  NoteAction,
  type NoteDraftUpdate,
  type NoteKind,
  NoteValidation,
  type PatientNoteCreate,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type WebTranslationKey } from '../../../platform/errors.ts';
import { recordNoteAction } from '../actions/actionLog.ts';
import type { NoteEvents, NoteRequestContext } from '../events/noteEvents.ts';
import { writesNotesFor } from '../policy.ts';
import { findNoteOwner, type NoteOwner } from '../readers/ownerRepo.ts';
import { findReadableNote, type ReadableNote } from '../readers/readableNoteRepo.ts';
import type { NoteOwnerFacts } from '../readers/readerRule.ts';
import { loadNotes } from '../reads/detailsRepo.ts';
import type { NoteTypeRepo } from '../types/typeRepo.ts';
import { clusterOfHub, type DraftOwner, insertDraft, signDraft, updateDraft } from './draftRepo.ts';

// Drafts: written by those who write notes for the owner, then the author's alone to change and
// to sign. Signing freezes the text; later words are amendments (the actions service).

const messages = {
  write: 'note_writer_only',
  author: 'draft_author_only',
  signed: 'note_signed',
  held: 'note_on_hold',
} as const;

const invalid = (field: string, message: WebTranslationKey) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

export function createNoteDraftService(db: Database, types: NoteTypeRepo, events: NoteEvents) {
  type Reader = Pick<Database, 'select'>;

  async function checkChoices(
    reader: Reader,
    kind: NoteKind,
    owner: NoteOwnerFacts,
    fields: NoteDraftUpdate,
  ) {
    if (!(await types.typeUsable(reader, fields.noteTypeId, kind, owner.agencyId))) {
      throw invalid('noteTypeId', NoteValidation.unknownNoteType);
    }
    if (
      fields.templateId !== null &&
      !(await types.templateUsable(reader, fields.templateId, kind, owner.agencyId))
    ) {
      throw invalid('templateId', NoteValidation.unknownTemplate);
    }
  }

  async function one(actor: Actor, note: { id: number; kind: NoteKind }, owner: NoteOwnerFacts) {
    const [dto] = await loadNotes(db, actor, note.kind, owner, [note.id]);
    if (dto === undefined) {
      throw new Error(`note ${note.id} vanished`);
    }
    return dto;
  }

  async function create(
    actor: Actor,
    owner: NoteOwner,
    draftOwner: DraftOwner,
    fields: NoteDraftUpdate,
    context: AuditContext,
  ): Promise<Note> {
    if (!writesNotesFor(actor, owner)) {
      throw new AppError('forbidden', messages.write);
    }
    await checkChoices(db, draftOwner.kind, owner, fields);
    const note = await db.transaction(async (tx) => {
      const created = await insertDraft(tx, draftOwner, fields, actor.userId);
      await writeAudit(tx, context, {
        action: 'note.drafted',
        subjectType: 'note',
        subjectId: created.id,
        agencyId: owner.kind === 'patient' ? owner.agencyId : null,
        details: { kind: created.kind },
      });
      return created;
    });
    return one(actor, note, owner);
  }

  /** The author's own draft, locked for the change; 404 unseen, 403 not theirs, 409 signed/held. */
  async function ownDraft(tx: Reader, actor: Actor, id: number, kind: NoteKind) {
    const note = await findReadableNote(tx, actor, id, kind, { lock: true });
    if (note.authorId !== actor.userId) {
      throw new AppError('forbidden', messages.author);
    }
    if (note.signedAt !== null) {
      throw new AppError('conflict', messages.signed);
    }
    if (note.heldAt !== null) {
      throw new AppError('conflict', messages.held);
    }
    return note;
  }

  function audit(tx: Transaction, context: AuditContext, note: ReadableNote, action: AuditAction) {
    return writeAudit(tx, context, {
      action,
      subjectType: 'note',
      subjectId: note.id,
      agencyId: note.owner.kind === 'patient' ? note.owner.agencyId : null,
      details: { kind: note.kind },
    });
  }

  return {
    async createForPatient(actor: Actor, input: PatientNoteCreate, context: AuditContext) {
      const { patientId, ...fields } = input;
      const owner = await findNoteOwner(db, actor, { kind: 'patient', patientId });
      return create(actor, owner, { kind: 'patient', patientId }, fields, context);
    },

    async createForHub(actor: Actor, input: HubNoteCreate, context: AuditContext) {
      const { hubId, clusterId, ...fields } = input;
      const owner = await findNoteOwner(db, actor, { kind: 'hub', hubId });
      if (clusterId !== null && !(await clusterOfHub(db, hubId, clusterId))) {
        throw invalid('clusterId', NoteValidation.unknownCluster);
      }
      return create(actor, owner, { kind: 'hub', hubId, clusterId }, fields, context);
    },

    /** Update note fields: one updateNoteFields entry in the action log. */
    async update(
      actor: Actor,
      id: number,
      kind: NoteKind,
      fields: NoteDraftUpdate,
      context: AuditContext,
    ): Promise<Note> {
      const note = await db.transaction(async (tx) => {
        const draft = await ownDraft(tx, actor, id, kind);
        await checkChoices(tx, kind, draft.owner, fields);
        if (!(await updateDraft(tx, id, fields))) {
          throw new AppError('conflict', messages.signed);
        }
        await recordNoteAction(tx, draft, NoteAction.updateNoteFields, actor.userId, {
          fields: Object.keys(fields),
        });
        await audit(tx, context, draft, 'note.draftUpdated');
        return draft;
      });
      return one(actor, note, note.owner);
    },

    /** Sign: recorded as updateNoteFields with { signed: true }. */
    async sign(
      actor: Actor,
      id: number,
      kind: NoteKind,
      context: NoteRequestContext,
    ): Promise<Note> {
      const note = await db.transaction(async (tx) => {
        const draft = await ownDraft(tx, actor, id, kind);
        if (!(await signDraft(tx, id))) {
          throw new AppError('conflict', messages.signed);
        }
        await recordNoteAction(tx, draft, NoteAction.updateNoteFields, actor.userId, {
          signed: true,
        });
        await audit(tx, context, draft, 'note.signed');
        return draft;
      });
      await events.changed({
        noteId: id,
        change: 'signed',
        readersOf: id,
        actorUserId: actor.userId,
        socketId: context.socketId,
      });
      return one(actor, note, note.owner);
    },
  };
}

export type NoteDraftService = ReturnType<typeof createNoteDraftService>;
