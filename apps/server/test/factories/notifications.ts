import { NotificationPriority } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema/index.ts';

/** A stored notification for `recipientId`, as a module's notify writes it; its id. */
export async function createNotification(
  db: Database,
  recipientId: number,
  options: { createdAt?: Date; readAt?: Date | null; title?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      recipientId,
      kind: 'posting.accepted',
      priority: NotificationPriority.normal,
      title: options.title ?? 'Posting accepted',
      body: 'Your posting was accepted.',
      link: null,
      params: {},
      ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
      readAt: options.readAt ?? null,
    })
    .returning({ id: notifications.id });
  if (row === undefined) {
    throw new Error('no notification created');
  }
  return row.id;
}
