import type { Notification } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { useMarkRead, useNotificationList } from './notificationsApi.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { useNotificationText } from './useNotificationText.ts';

type NotificationItemProps = { notification: Notification; onOpen: () => void };

/** One notification: opening it marks it read and, when it is about something, goes there. */
function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const markRead = useMarkRead();
  const { title, body } = useNotificationText()(notification);
  const unread = notification.readAt === null;
  const open = () => {
    if (unread) {
      markRead.mutate(notification.id);
    }
    onOpen();
  };
  const link =
    notification.link === null ? {} : { component: RouterLink, to: localized(notification.link) };
  return (
    <ListItemButton
      {...link}
      onClick={open}
      data-unread={unread}
      sx={{
        display: 'block',
        borderLeft: 4,
        borderColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 400 }}>
        {unread && (
          <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>
        )}
        {title}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {body}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        <RelativeTime value={notification.createdAt} />
      </Typography>
    </ListItemButton>
  );
}

export type NotificationListProps = { onOpen: () => void };

/** The newest notifications, newest first, with what to do when there are none or they fail. */
export function NotificationList({ onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const query = useNotificationList(true);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('notifications.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        }
      >
        {t('notifications.loadFailed', { message: query.error.message })}
      </Alert>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <Typography role="status" sx={{ p: 2 }} color="text.secondary">
        {t('notifications.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('notifications.title')}>
      {query.data.data.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </List>
  );
}
