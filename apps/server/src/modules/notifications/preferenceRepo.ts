import {
  defaultDelivery,
  isHighPriorityKind,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreference,
  Role,
} from '@hearth/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert'>;

/**
 * What a person gets of a kind: their choice, or the kind's default. A high-priority kind never
 * comes out silenced, whatever is stored (a choice made before the kind became high priority).
 */
export function effectiveDelivery(
  kind: NotificationKind,
  stored: NotificationDelivery | null,
): NotificationDelivery {
  const delivery = stored ?? defaultDelivery(kind);
  return delivery === 'none' && isHighPriorityKind(kind) ? defaultDelivery(kind) : delivery;
}

export type RecipientDelivery = {
  id: number;
  email: string;
  preferredLocale: string;
  delivery: NotificationDelivery;
};

/** Each recipient's address and how they take this kind, read where the notification is written. */
export async function deliveriesOf(
  reader: Reader,
  recipientIds: readonly number[],
  kind: NotificationKind,
): Promise<RecipientDelivery[]> {
  if (recipientIds.length === 0) {
    return [];
  }
  const rows = await reader
    .select({
      id: users.id,
      email: users.email,
      preferredLocale: users.preferredLocale,
      stored: notificationPreferences.delivery,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(inArray(users.id, [...recipientIds]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    preferredLocale: row.preferredLocale,
    delivery: effectiveDelivery(kind, row.stored as NotificationDelivery | null),
  }));
}

/** A person's stored choices; kinds without one are absent. */
export async function storedPreferences(
  reader: Reader,
  userId: number,
): Promise<NotificationPreference[]> {
  const rows = await reader
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return rows as NotificationPreference[];
}

/** Stores each choice, replacing the person's earlier one of that kind. */
export async function savePreferences(
  writer: Writer,
  userId: number,
  preferences: readonly NotificationPreference[],
): Promise<void> {
  if (preferences.length === 0) {
    return;
  }
  await writer
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ userId, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    });
}

/** The account's role; undefined when there is no such account. */
export async function roleOfUser(reader: Reader, userId: number): Promise<Role | undefined> {
  const [row] = await reader.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row !== undefined && Role.isCode(row.role) ? row.role : undefined;
}
