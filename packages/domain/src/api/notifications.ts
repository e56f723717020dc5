import { z } from 'zod';
import { Role } from '../enums/identity.ts';
import { NotificationPriority } from '../enums/realtime.ts';
import { AGENCY_STAFF_ROLES, PARTNER_STAFF_ROLES } from '../rules/roles.ts';
import { listMetaSchema } from './envelopes.ts';
import { emptyAsUnset, pathId } from './fields.ts';
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
  // New kinds go last: a mail's unsubscribe token names its kind by its index in this list.
  'careRequest.sent',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The values each kind is worded from, in the reader's language, by the web and by the mails: a
 * notification of a kind always carries these params (it may carry more, for a client to read).
 * A moment or day is ISO-8601 (the page formats it), never words.
 */
export const NOTIFICATION_PARAMS = {
  'careRequest.received': ['contactName', 'reference'],
  'posting.accepted': ['postingId'],
  'referral.closed': ['referralId'],
  'note.appended': [],
  'caregiver.birthday': ['caregiverName'],
  'subscription.paymentFailed': ['invoiceNumber', 'nextAttemptOn'],
  'subscription.pastDue': ['invoiceNumber'],
  'subscription.trialEnding': ['trialEnd'],
  'subscription.paymentRecovered': ['invoiceNumber'],
  'careRequest.sent': ['reference', 'listingName'],
} as const satisfies Record<NotificationKind, readonly string[]>;

export type NotificationParamValue = string | number;
/** The params a notification of `K` carries: those its words need, and any others. */
export type NotificationParams<K extends NotificationKind> = Record<
  (typeof NOTIFICATION_PARAMS)[K][number],
  NotificationParamValue
> &
  Record<string, NotificationParamValue>;

/** The params a kind's words need that these params lack (none for a complete notification). */
export const missingNotificationParams = (
  kind: NotificationKind,
  params: Readonly<Record<string, NotificationParamValue>>,
): string[] => NOTIFICATION_PARAMS[kind].filter((name) => params[name] === undefined);

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

/** The kinds that cannot be silenced entirely: mail or the bell must stay on. */
export const HIGH_PRIORITY_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'careRequest.received',
  'subscription.paymentFailed',
  'subscription.pastDue',
];

export const isHighPriorityKind = (kind: NotificationKind) =>
  HIGH_PRIORITY_NOTIFICATION_KINDS.includes(kind);

const AGENCY_NEWS: readonly Role[] = [...AGENCY_STAFF_ROLES, Role.provider];
const ORGANISATION_OWNERS: readonly Role[] = [Role.agency, Role.partner];

/**
 * The roles each kind can reach, as the modules that raise it choose their recipients: an
 * organisation's news goes to its staff, a bill's to its owners, a family's confirmation to the
 * family, and a note's addendum to whoever wrote or reads the note, any role. A person's settings
 * and archive offer only the kinds of their role.
 */
export const NOTIFICATION_AUDIENCE: Readonly<Record<NotificationKind, readonly Role[]>> = {
  'careRequest.received': AGENCY_NEWS,
  'posting.accepted': AGENCY_NEWS,
  'referral.closed': PARTNER_STAFF_ROLES,
  'note.appended': Role.codes,
  'caregiver.birthday': AGENCY_NEWS,
  'subscription.paymentFailed': ORGANISATION_OWNERS,
  'subscription.pastDue': ORGANISATION_OWNERS,
  'subscription.trialEnding': ORGANISATION_OWNERS,
  'subscription.paymentRecovered': ORGANISATION_OWNERS,
  'careRequest.sent': [Role.user],
};

/** The kinds of notification a person of this role can receive, in the list's order. */
export const notificationKindsOf = (role: Role): readonly NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_AUDIENCE[kind].includes(role));

/** Where a person wants a kind of notification: the bell, mail, both, or nowhere. */
export const NOTIFICATION_DELIVERIES = ['both', 'inApp', 'email', 'none'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** Without a choice of their own: everything by mail too, except the daily birthdays. */
export const defaultDelivery = (kind: NotificationKind): NotificationDelivery =>
  kind === 'caregiver.birthday' ? 'inApp' : 'both';

export const deliversInApp = (delivery: NotificationDelivery) =>
  delivery === 'both' || delivery === 'inApp';
export const deliversByEmail = (delivery: NotificationDelivery) =>
  delivery === 'both' || delivery === 'email';

export const NotificationPreferenceValidation = {
  highPriorityNeedsAChannel: 'common:notifications.validation.highPriorityNeedsAChannel',
  invalidUnsubscribeLink: 'common:notifications.validation.invalidUnsubscribeLink',
  kindNotYours: 'common:notifications.validation.kindNotYours',
} as const;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesInputSchema = z.object({
  preferences: z
    .array(
      notificationPreferenceSchema.refine(
        (preference) => !(isHighPriorityKind(preference.kind) && preference.delivery === 'none'),
        { message: NotificationPreferenceValidation.highPriorityNeedsAChannel, path: ['delivery'] },
      ),
    )
    .max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** Every kind with the person's choice (or the default), and whether it may be silenced. */
export const notificationPreferencesResponseSchema = z.object({
  data: z.array(notificationPreferenceSchema.extend({ highPriority: z.boolean() })),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** The signed token of a mail's unsubscribe link: it turns that kind's mail off, no sign-in. */
export const unsubscribeInputSchema = z.object({ token: z.string().min(1).max(512) });
export const unsubscribeResponseSchema = z.object({
  data: z.object({ kind: z.enum(NOTIFICATION_KINDS), delivery: z.enum(NOTIFICATION_DELIVERIES) }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const NotificationListValidation = {
  toOnOrAfterFrom: 'common:notifications.validation.toOnOrAfterFrom',
} as const;

/** The bell's newest page and the archive's filters: kind, read or unread, a range of days. */
export const notificationListQuerySchema = paginationQuerySchema
  .extend({
    unread: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    kind: emptyAsUnset(z.enum(NOTIFICATION_KINDS)),
    /** Instants, both included: the web sends the start and end of the reader's own days. */
    from: emptyAsUnset(z.iso.datetime()),
    to: emptyAsUnset(z.iso.datetime()),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: NotificationListValidation.toOnOrAfterFrom,
    path: ['to'],
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
