import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getSessionExpiresAt, subscribe } from '../../api/sessionExpiry.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails, useKeepAlive, useSignOut } from './authApi.ts';

/** How long before the session ends the warning appears. */
export const WARNING_LEAD_MS = 60_000;

/** Milliseconds left, ticking once a second within the warning lead; null without a session. */
function useTimeLeft(expiresAt: Date | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const warningDue = expiresAt !== null && now >= expiresAt.getTime() - WARNING_LEAD_MS;
  useEffect(() => {
    if (expiresAt === null) {
      return;
    }
    const tick = () => setNow(Date.now());
    // Sleep until the warning is due, then count down by the second.
    if (!warningDue) {
      const untilWarning = Math.max(0, expiresAt.getTime() - WARNING_LEAD_MS - Date.now());
      const timer = setTimeout(tick, untilWarning);
      return () => clearTimeout(timer);
    }
    const ticker = setInterval(tick, 1000);
    return () => clearInterval(ticker);
  }, [expiresAt, warningDue]);
  return expiresAt === null ? null : expiresAt.getTime() - now;
}

/**
 * A minute before the server ends an idle session, asks whether to stay signed in; at the end,
 * signs out and returns to the sign-in page, which will bring the person back here.
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  const expiresAt = useSyncExternalStore(subscribe, getSessionExpiresAt);
  const timeLeft = useTimeLeft(details?.session.via === 'session' ? expiresAt : null);
  const keepAlive = useKeepAlive();
  const signOut = useSignOut();
  const location = useLocation();

  const expired = timeLeft !== null && timeLeft <= 0;
  const onExpired = useEffectEvent(() =>
    signOut.mutate({ reason: 'expired', next: `${location.pathname}${location.search}` }),
  );
  useEffect(() => {
    if (expired) {
      onExpired();
    }
  }, [expired]);

  const open = timeLeft !== null && timeLeft <= WARNING_LEAD_MS && !expired;
  const seconds = Math.max(0, Math.ceil((timeLeft ?? 0) / 1000));

  return (
    <Dialog
      open={open}
      aria-labelledby="session-expiry-title"
      aria-describedby="session-expiry-message"
    >
      <DialogTitle id="session-expiry-title">{t('sessionExpiry.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expiry-message" role="timer" aria-live="polite">
          {t('sessionExpiry.message', { count: seconds })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => signOut.mutate({ reason: 'signedOut' })}
          disabled={signOut.isPending}
        >
          {t('sessionExpiry.signOut')}
        </Button>
        <SpinnerButton
          variant="contained"
          autoFocus
          spinning={keepAlive.isPending}
          onClick={() => keepAlive.mutate()}
        >
          {t('sessionExpiry.stay')}
        </SpinnerButton>
      </DialogActions>
    </Dialog>
  );
}
