import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

// These match pusher-js's defaults, which the older client relied on; the server's keep-alive
// timing must agree with them, so both sides read them from here.
export const REALTIME = {
  namespace: 'notifications',
  activityTimeoutMs: 120_000,
  pongTimeoutMs: 30_000,
  unavailableTimeoutMs: 10_000,
  wsPort: 80,
  wssPort: 443,
  authEndpoint: '/broadcasting/auth',
  userAuthEndpoint: '/broadcasting/user-auth',
} as const;

/** The states pusher-js reports for its connection, shown to users as a status. */
export const RealtimeConnectionState = defineEnumeration('realtimeConnectionState', {
  connecting: 'connecting',
  connected: 'connected',
  unavailable: 'unavailable',
  failed: 'failed',
  disconnected: 'disconnected',
});
export type RealtimeConnectionState = CodeOf<typeof RealtimeConnectionState>;

export const NotificationPriority = defineEnumeration('notificationPriority', {
  high: 1,
  normal: 2,
  system: 3,
  birthday: 4,
});
export type NotificationPriority = CodeOf<typeof NotificationPriority>;
