import {
  deliversByEmail,
  deliversInApp,
  missingNotificationParams,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type NotificationPriority,
  type OrganisationRef,
  realtimeChannel,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailContext } from '../../platform/mail/index.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { notificationDto } from './dto.ts';
import { renderNotificationMail } from './mail/renderNotificationMail.ts';
import { storedEnglish } from './mail/wording.ts';
import {
  agencyStaffIds,
  type NotificationRepo,
  organisationOwnerIds,
  partnerStaffIds,
} from './notificationRepo.ts';
import { deliveriesOf } from './preferenceRepo.ts';
import { signUnsubscribe } from './unsubscribeToken.ts';

type Reader = Pick<Database, 'select'>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a module says when it notifies: a kind and the params its words are made of (the compiler
 * refuses a draft without them); the notifier adds who, when and the stored English.
 */
export type NotificationDraft = {
  [K in NotificationKind]: {
    kind: K;
    priority: NotificationPriority;
    link: string | null;
    params: NotificationParams<K>;
  };
}[NotificationKind];

/**
 * How modules tell people something, on the bell, by mail or both as each recipient chose for
 * the kind. `notify` writes the notifications and the outbox's mail in the caller's transaction;
 * the live events and the mails' sending go out only once that transaction has committed, so
 * nobody is told of a write that was rolled back. A module that notifies runs its transaction through `transaction` (or calls
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

/** What a transaction tells once it commits: live events, and the outbox rows to send. */
type Pending = { announcements: Announcement[]; outboxIds: number[] };

export type NotifierDependencies = {
  db: Database;
  repo: NotificationRepo;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  mail: MailContext;
};

export function createNotifier({
  db,
  repo,
  broadcaster,
  log,
  mail,
}: NotifierDependencies): Notifier {
  // What each open transaction will announce once it commits; forgotten with it on rollback.
  const pending = new WeakMap<Transaction, Pending>();

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

  async function release({ announcements, outboxIds }: Pending) {
    await announce(announcements);
    try {
      await mail.mailer.dispatch(outboxIds);
    } catch (error) {
      // The mail waits in the outbox; its sending must not fail the change that caused it.
      log.warn({ err: error, outboxIds }, 'notification mail not queued');
    }
  }

  return {
    async transaction(work) {
      const queued: Pending = { announcements: [], outboxIds: [] };
      const result = await db.transaction(async (tx) => {
        pending.set(tx, queued);
        return work(tx);
      });
      await release(queued);
      return result;
    },

    async notify(writer, recipients, draft) {
      const queue =
        writer === db ? { announcements: [], outboxIds: [] } : pending.get(writer as Transaction);
      if (queue === undefined) {
        throw new Error('notify inside notifier.transaction, so its events wait for the commit');
      }
      const missing = missingNotificationParams(draft.kind, draft.params);
      if (missing.length > 0) {
        throw new Error(`a ${draft.kind} notification lacks the params ${missing.join(', ')}`);
      }
      const deliveries = await deliveriesOf(writer, [...new Set(recipients)], draft.kind);
      const rows = await repo.insert(
        writer,
        deliveries
          .filter((recipient) => deliversInApp(recipient.delivery))
          .map((recipient) => ({ recipientId: recipient.id, ...draft, ...storedEnglish(draft) })),
      );
      queue.announcements.push(
        ...rows.map((row) => ({
          recipientId: row.recipientId,
          notification: notificationDto(row),
        })),
      );
      for (const recipient of deliveries.filter((each) => deliversByEmail(each.delivery))) {
        const message = renderNotificationMail(mail.publicUrl, {
          recipient,
          kind: draft.kind,
          params: draft.params,
          link: draft.link,
          unsubscribeToken: signUnsubscribe(mail.linkSecret, {
            userId: recipient.id,
            kind: draft.kind,
          }),
        });
        queue.outboxIds.push(await mail.mailer.write(writer, message));
      }
      if (writer === db) {
        await release(queue);
      }
    },

    agencyStaff: agencyStaffIds,
    partnerStaff: partnerStaffIds,
    organisationOwners: organisationOwnerIds,
  };
}
