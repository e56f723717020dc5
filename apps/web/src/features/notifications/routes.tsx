import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';

/** The archive of all of a person's notifications, in the signed-in area (every role has one). */
export const notificationArchiveRoutes: RouteObject[] = lazyPages([
  {
    path: 'notifications',
    page: () => import('./NotificationArchivePage.tsx').then((m) => <m.NotificationArchivePage />),
  },
]);

/** A mail's unsubscribe link lands here, signed in or not. */
export const unsubscribeRoutes: RouteObject[] = lazyPages([
  {
    path: 'unsubscribe',
    page: () => import('./UnsubscribePage.tsx').then((m) => <m.UnsubscribePage />),
  },
]);
