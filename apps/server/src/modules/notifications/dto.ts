import { type Notification, notificationSchema } from '@hearth/domain';
import type { NotificationRecord } from './notificationRepo.ts';

export function notificationDto(row: NotificationRecord): Notification {
  return notificationSchema.parse({
    id: row.id,
    kind: row.kind,
    priority: row.priority,
    title: row.title,
    body: row.body,
    link: row.link,
    params: row.params,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}
