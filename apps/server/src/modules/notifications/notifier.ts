import {
  type Notification,
  type NotificationKind,
  type NotificationPriority,
  type OrganisationRef,
  realtimeChannel,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { notificationDto } from './dto.ts';
import {
  agencyStaffIds,
  type NotificationRepo,
  organisationOwnerIds,
  partnerStaffIds,
} from './notificationRepo.ts';

type Reader = Pick<Database, 'select'>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a module says when it notifies; the notifier adds who and when. */
export type NotificationDraft = {
  kind: NotificationKind;
  priority: NotificationPriority;
  /** English; the web words the notification from `kind` and `params` in the reader's language. */
  title: string;
  body: string;
  link: string | null;
  params: Record<string, string | number>;
};

/**
 * How modules tell people something. `notify` writes in the caller's transaction; the live
 * event goes out only once that transaction has committed, so nobody is told of a write that
 * was rolled back. A module that notifies runs its transaction through `transaction` (or calls
 * `notify` with the database itself, outside any transaction).
 */
export type Notifier = {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  notify(
    writer: Transaction | Database,
    recipients: readonly number[],
    draft: NotificationDraft,
  ): Promise<void>;
  /** Who an organisation's news reaches: its active owners and agents. */
  agencyStaff(reader: Reader, agencyId: number): Promise<number[]>;
  partnerStaff(reader: Reader, partnerId: number): Promise<number[]>;
  /** An organisation's owners, who alone manage its membership. */
  organisationOwners(reader: Reader, organisation: OrganisationRef): Promise<number[]>;
};

type Announcement = { recipientId: number; notification: Notification };

export function createNotifier(
  db: Database,
  repo: NotificationRepo,
  broadcaster: Broadcaster,
  log: FastifyBaseLogger,
): Notifier {
  // What each open transaction will announce once it commits; forgotten with it on rollback.
  const pending = new WeakMap<Transaction, Announcement[]>();

  async function announce(announcements: readonly Announcement[]) {
    for (const { recipientId, notification } of announcements) {
      try {
        await broadcaster.broadcast(
          'NotificationCreated',
          [realtimeChannel.user(recipientId)],
          notification,
        );
      } catch (error) {
        // The notification is stored and the bell shows it on its next read; only the live
        // event is lost, which must not fail the change that caused it.
        log.warn({ err: error, notificationId: notification.id }, 'live notification not sent');
      }
    }
  }

  return {
    async transaction(work) {
      const queued: Announcement[] = [];
      const result = await db.transaction(async (tx) => {
        pending.set(tx, queued);
        return work(tx);
      });
      await announce(queued);
      return result;
    },

    async notify(writer, recipients, draft) {
      const queue = writer === db ? [] : pending.get(writer as Transaction);
      if (queue === undefined) {
        throw new Error('notify inside notifier.transaction, so its events wait for the commit');
      }
      const rows = await repo.insert(
        writer,
        [...new Set(recipients)].map((recipientId) => ({ recipientId, ...draft })),
      );
      queue.push(
        ...rows.map((row) => ({
          recipientId: row.recipientId,
          notification: notificationDto(row),
        })),
      );
      if (writer === db) {
        await announce(queue);
      }
    },

    agencyStaff: agencyStaffIds,
    partnerStaff: partnerStaffIds,
    organisationOwners: organisationOwnerIds,
  };
}
