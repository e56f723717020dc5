import {
  insertProblem,
  type Note,
  NoteAction,
  NoteActionValidation,
  type NoteChangeKind,
  type NoteKind,
  type NoteLogAction,
  type NoteTextProblem,
  NoteValidation,
  privacyWithin,
  strikeProblem,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  AppError,
  type CollectedFieldProblems,
  type FieldProblems,
  type Reason,
  type WebTranslationKey,
} from '../../../platform/errors.ts';
import type { NoteEvents, NoteRequestContext } from '../events/noteEvents.ts';
import { supervisesNotesOf, writesNotesFor } from '../policy.ts';
import { findReadableNote, noteNotFound, type ReadableNote } from '../readers/readableNoteRepo.ts';
import { loadNotes } from '../reads/detailsRepo.ts';
import type { NoteTypeRepo } from '../types/typeRepo.ts';
import { recordNoteAction } from './actionLog.ts';
import type { NoteActionRepo, Transaction } from './actionRepo.ts';

// The actions on an existing note. Each runs in one transaction that locks the note's family
// (see lockFamily), checks who and when, makes its change, and writes exactly one row to the note
// action log and one to the audit log. The dedicated routes and the `/log` dispatcher both come
// here, so the same request is the same act whichever way it arrives.

/** The actions this service performs; updating a draft's fields is the draft service's. */
export type AmendingAction = Exclude<NoteLogAction, { action: 'updateNoteFields' }>;

type Acted = {
  /** The note whose action log takes the row (the one changed: an insert's target, say). */
  loggedOn: ReadableNote;
  details: Record<string, unknown>;
};

type ActionContext = { tx: Transaction; actor: Actor; note: ReadableNote; now: Date };

/** What a held note still allows: reading it, and releasing it. */
const ALLOWED_WHILE_HELD: readonly NoteAction[] = [NoteAction.view, NoteAction.unhold];

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
const forbidden = (reason: Reason) => new AppError('forbidden', reason);
const conflict = (reason: Reason) => new AppError('conflict', reason);

export const onHold = () => conflict('note_on_hold_blocks');
const notHeld = () => conflict('note_not_on_hold');
const draft = () => conflict('draft_not_amended');
const windowClosed = () => conflict('amend_window_passed');
const appendedOnAppended = () => conflict('addendum_to_note');

const problemMessages: Record<NoteTextProblem['problem'], WebTranslationKey> = {
  outOfRange: NoteActionValidation.offsetOutOfRange,
  mismatch: NoteActionValidation.strikeMismatch,
  overlapsStrike: NoteActionValidation.overlapsStrike,
};

function refuseProblem(problem: NoteTextProblem | null) {
  if (problem !== null) {
    throw invalid({ [problem.field]: [problemMessages[problem.problem]] });
  }
}

const isSupervisor = ({ actor, note }: ActionContext) => supervisesNotesOf(actor, note.owner);

function requireSupervisor(context: ActionContext, refusal: Reason) {
  if (!isSupervisor(context)) {
    throw forbidden(refusal);
  }
}

/** Amendments: a signed note, not held, inside its window, by one who writes for its owner. */
export function refuseAmending(actor: Actor, target: ReadableNote, now: Date) {
  if (!writesNotesFor(actor, target.owner)) {
    throw forbidden('note_writers_amend');
  }
  if (target.signedAt === null || target.amendableUntil === null) {
    throw draft();
  }
  if (target.heldAt !== null) {
    throw onHold();
  }
  if (target.amendableUntil <= now) {
    throw windowClosed();
  }
}

/** The note as the actor now sees it, after a change (a strike, an addendum, a lifted hold). */
export async function noteAsShown(db: Database, actor: Actor, note: ReadableNote): Promise<Note> {
  const [shown] = await loadNotes(db, actor, note.kind, note.owner, [note.id]);
  if (shown === undefined) {
    throw noteNotFound();
  }
  return shown;
}

const hours = (count: number) => count * 60 * 60 * 1000;

// The action log's codes as the live event names the change; a view changes nothing.
const changeOf: Record<AmendingAction['action'], NoteChangeKind | null> = {
  view: null,
  hold: 'held',
  unhold: 'unheld',
  extend: 'extended',
  updatePrivacy: 'privacyChanged',
  appendNote: 'appended',
  insertText: 'inserted',
  strikeText: 'struck',
  deleteDocument: 'documentHidden',
};

export function createNoteActionService(
  db: Database,
  repo: NoteActionRepo,
  types: NoteTypeRepo,
  events: NoteEvents,
) {
  /** The note an insert or strike names: the note acted on or one appended to it, read by the actor. */
  async function textTarget(context: ActionContext, noteId: number): Promise<ReadableNote> {
    const { tx, actor, note } = context;
    if (noteId === note.id) {
      return note;
    }
    const target = await findReadableNote(tx, actor, noteId, note.kind, { lock: true }).catch(
      (error: unknown) => {
        // Another note's id, or one this person does not read: the same answer for both.
        if (error instanceof AppError && error.code === 'not_found') {
          return undefined;
        }
        throw error;
      },
    );
    if (target === undefined || target.parentId !== note.id) {
      throw invalid({ noteId: [NoteActionValidation.notThisNote] });
    }
    return target;
  }

  const perform: {
    [A in AmendingAction['action']]: (
      context: ActionContext,
      payload: Extract<AmendingAction, { action: A }>,
    ) => Promise<Acted>;
  } = {
    async view({ note }) {
      return { loggedOn: note, details: {} };
    },

    async hold(context) {
      requireSupervisor(context, 'note_supervisor_holds');
      await repo.setHold(context.tx, context.note.id, context.actor.userId);
      return { loggedOn: context.note, details: {} };
    },

    async unhold(context) {
      requireSupervisor(context, 'note_supervisor_releases');
      const { note } = context;
      if (note.heldAt === null) {
        throw notHeld();
      }
      await repo.setHold(context.tx, note.id, null);
      return { loggedOn: note, details: { heldAt: note.heldAt.toISOString() } };
    },

    async extend(context, { hours: added }) {
      requireSupervisor(context, 'note_supervisor_extends');
      const { note } = context;
      if (note.amendableUntil === null) {
        throw draft();
      }
      // From now when the window has closed: an extension always leaves time to amend.
      const from = Math.max(note.amendableUntil.getTime(), context.now.getTime());
      const until = new Date(from + hours(added));
      await repo.setAmendableUntil(context.tx, note.id, until);
      return {
        loggedOn: note,
        details: { hours: added, from: note.amendableUntil.toISOString(), to: until.toISOString() },
      };
    },

    async updatePrivacy(context, { privacy }) {
      const { note, actor } = context;
      if (note.authorId !== actor.userId && !isSupervisor(context)) {
        throw forbidden('note_readers_changer');
      }
      await repo.setPrivacy(context.tx, note.id, privacy);
      return { loggedOn: note, details: { from: note.privacy, to: privacy } };
    },

    async appendNote(context, input) {
      const { note, tx, actor } = context;
      refuseAmending(context.actor, note, context.now);
      if (note.parentId !== null) {
        throw appendedOnAppended();
      }
      const privacy = input.privacy ?? note.privacy;
      const errors: CollectedFieldProblems = {};
      if (!privacyWithin(privacy, note.privacy)) {
        errors.privacy = [NoteActionValidation.privacyWider];
      }
      const agencyId = note.owner.agencyId;
      if (
        input.noteTypeId !== undefined &&
        !(await types.typeUsable(tx, input.noteTypeId, note.kind, agencyId))
      ) {
        errors.noteTypeId = [NoteValidation.unknownNoteType];
      }
      if (Object.keys(errors).length > 0) {
        throw invalid(errors);
      }
      const appendedId = await repo.insertAppended(tx, {
        parentId: note.id,
        authorId: actor.userId,
        noteTypeId: input.noteTypeId ?? null,
        title: input.title,
        body: input.body,
        privacy,
      });
      await events.appended(tx, note, appendedId, actor.userId);
      return { loggedOn: note, details: { appendedNoteId: appendedId, privacy } };
    },

    async insertText(context, { noteId, offset, text }) {
      const target = await textTarget(context, noteId);
      refuseAmending(context.actor, target, context.now);
      refuseProblem(insertProblem(target.body, offset));
      const changeId = await repo.insertTextChange(context.tx, {
        noteId: target.id,
        kind: 'insert',
        start: offset,
        end: offset,
        text,
        authorId: context.actor.userId,
      });
      return { loggedOn: target, details: { changeId, offset, text } };
    },

    async strikeText(context, { noteId, start, end, text }) {
      const target = await textTarget(context, noteId);
      refuseAmending(context.actor, target, context.now);
      const earlier = await repo.strikesOf(context.tx, target.id);
      refuseProblem(strikeProblem(target.body, earlier, { start, end, text }));
      const changeId = await repo.insertTextChange(context.tx, {
        noteId: target.id,
        kind: 'strike',
        start,
        end,
        text,
        authorId: context.actor.userId,
      });
      return { loggedOn: target, details: { changeId, start, end, text } };
    },

    async deleteDocument(context, { documentId }) {
      const { tx, note, actor } = context;
      const document = await repo.findShownDocument(tx, note.id, documentId);
      if (document === undefined) {
        throw new AppError('not_found', 'document_not_found');
      }
      if (document.uploadedBy !== actor.userId && !isSupervisor(context)) {
        throw forbidden('document_remover');
      }
      await repo.hideDocument(tx, document.id, actor.userId);
      return { loggedOn: note, details: { documentId, fileName: document.fileName } };
    },
  };

  /** Runs one action on the note `noteId` of this kind; 404 when the actor does not read it. */
  async function act(
    actor: Actor,
    kind: NoteKind,
    noteId: number,
    request: AmendingAction,
    context: NoteRequestContext,
  ): Promise<Note> {
    const acted = await events.notifier.transaction(async (tx) => {
      const family = await repo.lockFamily(tx, noteId);
      if (family === undefined) {
        throw noteNotFound();
      }
      const note = await findReadableNote(tx, actor, noteId, kind, { lock: true });
      // A hold on a note freezes its addenda too.
      const held = note.heldAt !== null || family.heldAt !== null;
      if (held && !ALLOWED_WHILE_HELD.includes(request.action)) {
        throw onHold();
      }
      const acting: ActionContext = { tx, actor, note, now: new Date() };
      // Each handler takes the payload of its own action; the union is narrowed by `action`.
      const handler = perform[request.action] as (
        context: ActionContext,
        payload: AmendingAction,
      ) => Promise<Acted>;
      const { loggedOn, details } = await handler(acting, request);
      await recordNoteAction(tx, loggedOn, request.action, actor.userId, details);
      await writeAudit(tx, context, {
        action: `note.${request.action}`,
        subjectType: 'note',
        subjectId: loggedOn.id,
        agencyId: note.owner.kind === 'patient' ? note.owner.agencyId : null,
        details: { kind, ...details },
      });
      const appended = details.appendedNoteId;
      return { note, loggedOn, readersOf: typeof appended === 'number' ? appended : loggedOn.id };
    });
    const change = changeOf[request.action];
    if (change !== null) {
      await events.changed({
        noteId: acted.loggedOn.id,
        change,
        readersOf: acted.readersOf,
        actorUserId: actor.userId,
        socketId: context.socketId,
      });
    }
    return noteAsShown(db, actor, acted.note);
  }

  return { act };
}

export type NoteActionService = ReturnType<typeof createNoteActionService>;
