import { type PatientMessage, type PatientMessageCreate, realtimeChannel } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import type { MessageRepo, MessageRow } from './messageRepo.ts';
import { ORGANISATION_ROLES, type ThreadPart, threadPartOf } from './policy.ts';

export type Paging = { page: number; perPage: number };

/** The field message of a read mark naming no message of the thread; the web translates it. */
export const UNKNOWN_MESSAGE = 'messages:validation.unknownMessage';

const noPatient = () => new AppError('not_found', 'patient_not_found');
const readOnly = () => new AppError('forbidden', 'admins_read_threads');

function messageDto(row: MessageRow, callerId: number, lastReadId: number): PatientMessage {
  const mine = row.authorId === callerId;
  return {
    id: row.id,
    patientId: row.patientId,
    body: row.body,
    authorName: row.authorName,
    authorSide: row.fromFamily ? 'family' : 'organisation',
    mine,
    unread: !mine && row.id > lastReadId,
    createdAt: row.createdAt.toISOString(),
  };
}

export type MessageServiceDeps = {
  db: Database;
  repo: MessageRepo;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
};

export function createMessageService({ db, repo, broadcaster, log }: MessageServiceDeps) {
  /** The patient and the actor's part in their thread; a patient out of reach is absent (404). */
  async function threadOf(actor: Actor, patientId: number) {
    const patient = await repo.threadPatient(patientId, actor.userId);
    const part: ThreadPart = patient === undefined ? null : threadPartOf(actor, patient);
    if (patient === undefined || part === null) {
      throw noPatient();
    }
    return {
      agencyId: patient.agencyId,
      part,
      patientName: `${patient.firstName} ${patient.lastName}`,
    };
  }

  async function writerOf(actor: Actor, patientId: number) {
    const thread = await threadOf(actor, patientId);
    if (thread.part === 'reader') {
      throw readOnly();
    }
    return { agencyId: thread.agencyId, side: thread.part };
  }

  /** After the commit: every participant's own channel hears of it (ids only, never the text). */
  async function announce(patientId: number, agencyId: number, messageId: number) {
    try {
      const participants = await repo.participantIds(patientId, agencyId, ORGANISATION_ROLES);
      await broadcaster.broadcast(
        'PatientMessagePosted',
        participants.map((userId) => realtimeChannel.user(userId)),
        { patientId, messageId },
      );
    } catch (error) {
      // The message is stored; the others see it when they next open the thread.
      log.warn({ err: error, messageId }, 'patient message not broadcast');
    }
  }

  return {
    async list(actor: Actor, patientId: number, paging: Paging, context: AuditContext) {
      const { agencyId, patientName } = await threadOf(actor, patientId);
      const [{ rows, total }, lastReadId] = await Promise.all([
        repo.page(patientId, {
          limit: paging.perPage,
          offset: (paging.page - 1) * paging.perPage,
        }),
        repo.lastReadId(patientId, actor.userId),
      ]);
      // What a family and the office say about a patient is part of the patient's record.
      await writeReadAudit(db, context, {
        action: 'patient.messages.listed',
        subjectType: 'patient',
        subjectId: patientId,
        agencyId,
        details: { ...paging },
      });
      return {
        rows: rows.map((row) => messageDto(row, actor.userId, lastReadId)),
        total,
        patientName,
      };
    },

    async post(
      actor: Actor,
      patientId: number,
      input: PatientMessageCreate,
      context: AuditContext,
    ): Promise<PatientMessage> {
      const { agencyId, side } = await writerOf(actor, patientId);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          patientId,
          authorId: actor.userId,
          fromFamily: side === 'family',
          body: input.body,
        });
        await writeAudit(tx, context, {
          action: 'patient.message.posted',
          subjectType: 'patientMessage',
          subjectId: created,
          agencyId,
          details: { patientId, side },
        });
        return created;
      });
      await announce(patientId, agencyId, id);
      const row = await repo.get(id);
      if (row === undefined) {
        throw noPatient();
      }
      return messageDto(row, actor.userId, 0);
    },

    /** Marks the thread read up to a message; answers how many the caller has still unread. */
    async markRead(actor: Actor, patientId: number, lastReadId: number) {
      await writerOf(actor, patientId);
      if (!(await repo.isInThread(patientId, lastReadId))) {
        throw new AppError('validation_failed', 'validation_failed', {
          lastReadId: [UNKNOWN_MESSAGE],
        });
      }
      await repo.markRead(patientId, actor.userId, lastReadId);
      return { unread: await repo.unreadCount(patientId, actor.userId) };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
