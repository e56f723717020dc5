import {
  type Notification,
  NotificationPriority,
  type RealtimeEventMap,
  realtimeChannel,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDetails } from '../identity/index.ts';
import { echoChannelName, useRealtime } from '../realtime/index.ts';
import { addArrived, applyRead } from './notificationsApi.ts';
import { useNotificationText } from './useNotificationText.ts';

const TOAST_MS = 8_000;

/**
 * Listens on the person's own channel: the badge and the list follow without a reload, and a
 * high-priority notification is also shown, and announced, as it arrives.
 */
export function LiveNotifications() {
  const { echo } = useRealtime();
  const userId = useAuthDetails().data?.user.id ?? null;
  const queryClient = useQueryClient();
  const [toast, setToast] = useState<Notification | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const text = useNotificationText();
  const { t } = useTranslation();

  useEffect(() => {
    if (echo === null || userId === null) {
      return;
    }
    const name = echoChannelName(realtimeChannel.user(userId));
    echo
      .private(name)
      .listen('NotificationCreated', (notification: RealtimeEventMap['NotificationCreated']) => {
        addArrived(queryClient, notification);
        if (notification.priority === NotificationPriority.high) {
          setToast(notification);
          setToastOpen(true);
        }
      })
      .listen('NotificationsRead', (read: RealtimeEventMap['NotificationsRead']) =>
        applyRead(queryClient, read),
      );
    return () => echo.leaveChannel(realtimeChannel.user(userId));
  }, [echo, userId, queryClient]);

  const close = () => setToastOpen(false);
  const wording = toast === null ? null : text(toast);
  return (
    <Snackbar
      open={toastOpen}
      autoHideDuration={TOAST_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      // Below the page, not over the app bar, whose bell it is about.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {wording === null ? undefined : (
        <Alert
          severity="warning"
          variant="filled"
          role="alert"
          onClose={close}
          closeText={t('notifications.dismiss')}
          sx={{ width: '100%' }}
        >
          <strong>{wording.title}</strong> {wording.body}
        </Alert>
      )}
    </Snackbar>
  );
}
