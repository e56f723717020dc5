import { type NoteChangeKind, NotificationPriority, realtimeChannel } from '@hearth/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, auditContextOf } from '../../../platform/audit.ts';
import { senderSocketId } from '../../../platform/realtime/senderSocketId.ts';
import type { Broadcaster } from '../../../platform/realtime/types.ts';
import type { Notifier } from '../../notifications/index.ts';
import { careTeamOf, patientNoteReaders } from '../readers/readersRepo.ts';

/** A note change's request: for the audit log, and the sender's socket for the live event. */
export type NoteRequestContext = AuditContext & { socketId: string | null };

export const noteRequestContextOf = (request: FastifyRequest): NoteRequestContext => ({
  ...auditContextOf(request),
  socketId: senderSocketId(request),
});

/** Who changed which note how, and from which socket (not echoed back to it). */
export type NoteChangeEvent = {
  noteId: number;
  change: NoteChangeKind;
  /** The note whose readers may hear of it: an addendum's own, which may be narrower. */
  readersOf: number;
  actorUserId: number;
  socketId: string | null;
};

// Hub notes send nothing live: a hub's channel is a presence channel, which carries who is
// online and nothing else, and a hub's notes have no encrypted channel of their own.

/**
 * What the notes tell the world of a change: a live event on the patient's encrypted channel
 * that reaches only those who read the note after the change, and notifications of addenda.
 */
export function createNoteEvents(
  db: Database,
  broadcaster: Broadcaster,
  notifier: Notifier,
  log: FastifyBaseLogger,
) {
  return {
    notifier,

    /** Call once the change has committed. */
    async changed(event: NoteChangeEvent): Promise<void> {
      try {
        const readers = await patientNoteReaders(db, event.readersOf);
        if (readers === null || readers.userIds.length === 0) {
          return;
        }
        await broadcaster.broadcast(
          'NoteChanged',
          [realtimeChannel.patient(readers.patientId)],
          {
            patientId: readers.patientId,
            noteId: event.noteId,
            change: event.change,
            actorUserId: event.actorUserId,
            at: new Date().toISOString(),
          },
          { exceptSocketId: event.socketId, onlyUserIds: readers.userIds },
        );
      } catch (error) {
        // The note changed; only the live refresh of other readers' screens is lost.
        log.warn({ err: error, noteId: event.noteId }, 'note change not broadcast');
      }
    },

    /**
     * In the append's transaction: the parent's author and the patient's care team hear of the
     * addendum, those of them who may read it, never the one who wrote it.
     */
    async appended(
      tx: Transaction,
      parent: { id: number; authorId: number },
      appendedId: number,
      actorUserId: number,
    ): Promise<void> {
      const readers = await patientNoteReaders(tx, appendedId);
      if (readers === null) {
        return;
      }
      const interested = new Set([parent.authorId, ...(await careTeamOf(tx, readers.patientId))]);
      const recipients = readers.userIds.filter(
        (userId) => userId !== actorUserId && interested.has(userId),
      );
      await notifier.notify(tx, recipients, {
        kind: 'note.appended',
        priority: NotificationPriority.normal,
        link: `/user/patients/${readers.patientId}/notes`,
        params: { patientId: readers.patientId, noteId: parent.id, appendedNoteId: appendedId },
      });
    },
  };
}

export type NoteEvents = ReturnType<typeof createNoteEvents>;
