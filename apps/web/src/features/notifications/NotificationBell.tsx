import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { NotificationList } from './NotificationList.tsx';
import { useMarkAllRead, useUnreadCount } from './notificationsApi.ts';

/** The app bar's bell: the unread count on it, the newest notifications behind it, and the way to all. */
export function NotificationBell() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const markAllRead = useMarkAllRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.bell', { count: unread })}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            p: 1.5,
          }}
        >
          <Typography id={titleId} ref={title} tabIndex={-1} variant="h6" component="h2">
            {t('notifications.title')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {unread > 0 && (
              <SpinnerButton
                size="small"
                spinning={markAllRead.isPending}
                // The button goes with the last unread one: focus stays in the panel, on its title.
                onClick={() =>
                  markAllRead.mutate(undefined, { onSuccess: () => title.current?.focus() })
                }
              >
                {t('notifications.markAllRead')}
              </SpinnerButton>
            )}
            <Button size="small" onClick={close}>
              {t('notifications.close')}
            </Button>
          </Box>
        </Box>
        <Divider />
        <NotificationList onOpen={close} />
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to={localized('/user/notifications')} onClick={close}>
            {t('notifications.seeAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
