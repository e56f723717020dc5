import { type NotificationKind, NotificationPriority } from '@hearth/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema/index.ts';

/** A stored notification for `recipientId`, as a module's notify writes it; its id. */
export async function createNotification(
  db: Database,
  recipientId: number,
  options: {
    createdAt?: Date;
    readAt?: Date | null;
    title?: string;
    kind?: NotificationKind;
    link?: string | null;
    params?: Record<string, string | number>;
  } = {},
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      recipientId,
      kind: options.kind ?? 'posting.accepted',
      priority: NotificationPriority.normal,
      title: options.title ?? 'Posting accepted',
      body: 'Your posting was accepted.',
      link: options.link ?? null,
      params: options.params ?? {},
      ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
      readAt: options.readAt ?? null,
    })
    .returning({ id: notifications.id });
  if (row === undefined) {
    throw new Error('no notification created');
  }
  return row.id;
}

/** What each of these users has been notified of, by user id: kinds and params, oldest first. */
export async function notifiedOf(db: Database, userIds: readonly number[]) {
  const rows = await db
    .select({
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      priority: notifications.priority,
      link: notifications.link,
      params: notifications.params,
    })
    .from(notifications)
    .where(inArray(notifications.recipientId, [...userIds]))
    .orderBy(asc(notifications.id));
  return new Map(
    userIds.map((userId) => [
      userId,
      rows.filter((row) => row.recipientId === userId).map(({ recipientId: _, ...row }) => row),
    ]),
  );
}
