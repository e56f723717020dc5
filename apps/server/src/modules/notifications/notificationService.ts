import { realtimeChannel } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { notificationDto } from './dto.ts';
import type { NotificationFilter, NotificationRepo } from './notificationRepo.ts';

export type Paging = { page: number; perPage: number };

/** The reader's side of notifications: the bell's list and count, and marking them read. */
export function createNotificationService(
  db: Database,
  repo: NotificationRepo,
  broadcaster: Broadcaster,
  log: FastifyBaseLogger,
) {
  /** Tells the reader's other tabs and devices, so their badges agree with this one. */
  async function announceRead(actor: Actor, ids: number[] | null, socketId: string | null) {
    const unread = await repo.unreadCount(db, actor.userId);
    try {
      await broadcaster.broadcast(
        'NotificationsRead',
        [realtimeChannel.user(actor.userId)],
        { ids, unread },
        { exceptSocketId: socketId },
      );
    } catch (error) {
      log.warn({ err: error }, 'notifications read not announced');
    }
    return unread;
  }

  return {
    async list(actor: Actor, filter: NotificationFilter, paging: Paging) {
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo.list(actor.userId, filter, {
          limit: paging.perPage,
          offset: (paging.page - 1) * paging.perPage,
        }),
        repo.unreadCount(db, actor.userId),
      ]);
      return { rows: rows.map(notificationDto), total, unread: unreadCount };
    },

    unreadCount: (actor: Actor) => repo.unreadCount(db, actor.userId),

    async markRead(actor: Actor, id: number, socketId: string | null) {
      const marked = await repo.markRead(db, actor.userId, id);
      if (marked === null) {
        throw new AppError('not_found', 'notification_not_found');
      }
      return marked.changed
        ? announceRead(actor, [id], socketId)
        : repo.unreadCount(db, actor.userId);
    },

    async markAllRead(actor: Actor, socketId: string | null) {
      const ids = await repo.markAllRead(db, actor.userId);
      return ids.length > 0 ? announceRead(actor, null, socketId) : 0;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
