import { z } from 'zod';
import { NotificationPriority } from '../enums/realtime.ts';
import { listMetaSchema } from './envelopes.ts';
import { pathId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

/**
 * What a notification is about. The web words each kind in the reader's language from `params`;
 * `title` and `body` keep an English wording for API clients and mail.
 */
export const NOTIFICATION_KINDS = [
  'careRequest.received',
  'posting.accepted',
  'referral.closed',
  'note.appended',
  'caregiver.birthday',
  'subscription.paymentFailed',
  'subscription.pastDue',
  'subscription.trialEnding',
  'subscription.paymentRecovered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  priority: NotificationPriority.schema,
  title: z.string(),
  body: z.string(),
  /** A path inside the app without the locale prefix (`/user/assessments/12`), or null. */
  link: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: listMetaSchema.extend({ unread: z.number().int().min(0) }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: pathId });

/** The reader's unread count, also what marking read answers so the badge follows at once. */
export const unreadCountResponseSchema = z.object({
  data: z.object({ unread: z.number().int().min(0) }),
});

/** A change to a patient's note, sent on the patient's encrypted channel to the note's readers. */
export const NOTE_CHANGE_KINDS = [
  'signed',
  'appended',
  'inserted',
  'struck',
  'held',
  'unheld',
  'extended',
  'privacyChanged',
  'documentHidden',
] as const;
export type NoteChangeKind = (typeof NOTE_CHANGE_KINDS)[number];
export type NoteChange = {
  patientId: number;
  noteId: number;
  change: NoteChangeKind;
  actorUserId: number;
  at: string;
};
