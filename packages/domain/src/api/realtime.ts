import { z } from 'zod';
import { REALTIME } from '../enums/realtime.ts';
import type { CareRequestStatusChanged, FamilyVisitChanged } from './familyPortal.ts';
import type { NoteChange, Notification } from './notifications.ts';
import type { PatientMessagePosted } from './patientMessages.ts';
import type { StatisticsTile } from './reports.ts';
import type { VisitAttendanceChanged, VisitExceptionCreated } from './visitVerification.ts';

/**
 * What the web needs to open its websocket, served at runtime so one build serves any deployment.
 * `host` null means live updates are off: the client is then never created.
 */
export const realtimeConfigSchema = z.object({
  key: z.string(),
  host: z.string().nullable(),
  port: z.number().int().min(1).max(65535),
  scheme: z.enum(['http', 'https']),
  namespace: z.literal(REALTIME.namespace),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
export const realtimeConfigResponseSchema = z.object({ data: realtimeConfigSchema });

/** The product's channels; their names are the protocol's contract with every client. */
export const realtimeChannel = {
  /** A user's own notifications (and a family's My care news); only that user may subscribe. */
  user: (userId: number) => `private-users.${userId}`,
  /** Who is online in a hub; its members and those who run it. */
  hub: (hubId: number) => `presence-hubs.${hubId}`,
  /** Note changes with health information, end-to-end encrypted; each event reaches its readers only. */
  patient: (patientId: number) => `private-encrypted-patients.${patientId}`,
  /** What an agency's office must act on (visit exceptions, check-ins); its owners, agents and admins. */
  agency: (agencyId: number) => `private-agencies.${agencyId}`,
  /**
   * An agency's dashboard tiles, a cache channel: a new subscriber gets the last figures
   * published at once, then each new publication; those who may read the agency's statistics.
   */
  agencyStatistics: (agencyId: number) => `private-cache-agency-statistics.${agencyId}`,
} as const;

/** The one typed map of real-time events, shared by the server that sends and the web that listens. */
export type RealtimeEventMap = {
  NotificationCreated: Notification;
  /** Sent to the reader's other tabs and devices so their badges agree. */
  NotificationsRead: { ids: number[] | null; unread: number };
  NoteChanged: NoteChange;
  VisitExceptionCreated: VisitExceptionCreated;
  VisitAttendanceChanged: VisitAttendanceChanged;
  /** On a linked family's own channel: ids and the kind only, no health information. */
  FamilyVisitChanged: FamilyVisitChanged;
  /** On the requester's own channel: the request's id and its new status only. */
  CareRequestStatusChanged: CareRequestStatusChanged;
  /** On each participant's own user channel: a patient's message thread has a new message. */
  PatientMessagePosted: PatientMessagePosted;
  /** On an agency's statistics cache channel: the dashboard's tiles, and when they were counted. */
  StatisticsPublished: { tiles: StatisticsTile[]; countedAt: string };
};
export type RealtimeEventName = keyof RealtimeEventMap;

/**
 * The name an event travels under: Echo prefixes the namespace and turns dots into backslashes
 * (Laravel's class names), so `listen('NotificationCreated')` hears `notifications\NotificationCreated`.
 */
export function namespacedEvent(name: RealtimeEventName): string {
  return `${REALTIME.namespace}\\${name}`;
}
