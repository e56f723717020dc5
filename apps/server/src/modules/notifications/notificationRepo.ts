import {
  AGENCY_STAFF_ROLES,
  BuyerKind,
  type NotificationKind,
  type OrganisationRef,
  PARTNER_STAFF_ROLES,
  Role,
  UserStatus,
} from '@hearth/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert'>;

export type NotificationRecord = typeof notifications.$inferSelect;
export type NewNotification = Omit<
  typeof notifications.$inferInsert,
  'id' | 'createdAt' | 'readAt'
>;

/** Active users of these roles where `where` holds: those a notification may reach. */
async function activeUserIds(reader: Reader, roles: readonly Role[], where: SQL) {
  const rows = await reader
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, UserStatus.active), inArray(users.role, [...roles]), where));
  return rows.map((row) => row.id);
}

/** The organisation's owners and agents; a provider's organisation has its provider instead. */
export const agencyStaffIds = (reader: Reader, agencyId: number) =>
  activeUserIds(reader, [...AGENCY_STAFF_ROLES, Role.provider], eq(users.agencyId, agencyId));

/** The partner's owners and agents. */
export const partnerStaffIds = (reader: Reader, partnerId: number) =>
  activeUserIds(reader, PARTNER_STAFF_ROLES, eq(users.partnerId, partnerId));

/** An agency's or a partner's owners: who may act on its membership and its bills. */
export const organisationOwnerIds = (reader: Reader, organisation: OrganisationRef) =>
  organisation.kind === BuyerKind.agency
    ? activeUserIds(reader, [Role.agency], eq(users.agencyId, organisation.id))
    : activeUserIds(reader, [Role.partner], eq(users.partnerId, organisation.id));

/** What the archive narrows a person's notifications to; every field optional. */
export type NotificationFilter = {
  unread?: boolean | undefined;
  kind?: NotificationKind | undefined;
  /** Instants, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

function ofRecipient(recipientId: number, filter: NotificationFilter = {}) {
  const { unread, kind, from, to } = filter;
  const readState =
    unread === undefined
      ? undefined
      : unread
        ? isNull(notifications.readAt)
        : isNotNull(notifications.readAt);
  return and(
    eq(notifications.recipientId, recipientId),
    readState,
    kind === undefined ? undefined : eq(notifications.kind, kind),
    from === undefined ? undefined : gte(notifications.createdAt, new Date(from)),
    to === undefined ? undefined : lte(notifications.createdAt, new Date(to)),
  );
}

export function createNotificationRepo(db: Database) {
  return {
    async insert(writer: Writer, rows: readonly NewNotification[]): Promise<NotificationRecord[]> {
      return rows.length === 0
        ? []
        : writer
            .insert(notifications)
            .values([...rows])
            .returning();
    },

    async list(
      recipientId: number,
      filter: NotificationFilter,
      page: { limit: number; offset: number },
    ) {
      const where = ofRecipient(recipientId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async unreadCount(reader: Reader, recipientId: number): Promise<number> {
      const [row] = await reader
        .select({ unread: count() })
        .from(notifications)
        .where(ofRecipient(recipientId, { unread: true }));
      return row?.unread ?? 0;
    },

    /** Marks the recipient's own notification read; null when they have none such. */
    async markRead(writer: Pick<Database, 'update' | 'select'>, recipientId: number, id: number) {
      const own = and(eq(notifications.id, id), eq(notifications.recipientId, recipientId));
      const [updated] = await writer
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(own, isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (updated !== undefined) {
        return { id: updated.id, changed: true };
      }
      // Already read is no error; another user's is none of theirs.
      const [existing] = await writer
        .select({ id: notifications.id })
        .from(notifications)
        .where(own);
      return existing === undefined ? null : { id: existing.id, changed: false };
    },

    /** Marks all of the recipient's unread notifications read; the ids it changed. */
    async markAllRead(writer: Pick<Database, 'update'>, recipientId: number): Promise<number[]> {
      const rows = await writer
        .update(notifications)
        .set({ readAt: new Date() })
        .where(ofRecipient(recipientId, { unread: true }))
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },
  };
}

export type NotificationRepo = ReturnType<typeof createNotificationRepo>;
