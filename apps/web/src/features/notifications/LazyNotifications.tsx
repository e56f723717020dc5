import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

// Fetched only for a signed-in person: a visitor's first load carries no notification code.
const Bell = lazy(() =>
  import('./NotificationBell.tsx').then((module) => ({ default: module.NotificationBell })),
);
const Live = lazy(() =>
  import('./LiveNotifications.tsx').then((module) => ({ default: module.LiveNotifications })),
);

/** The bell, held in a box of its own size until its code has come, so the bar never moves. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
      <Bell />
    </Suspense>
  );
}

/** New notifications as they arrive (the toast and the bell's count). */
export function LazyLiveNotifications() {
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  );
}
