import type { HubEvent } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AttendeeList } from './AttendeeList.tsx';
import { EventFormDialog } from './EventFormDialog.tsx';
import { useAttendance, useCancelEvent } from './hubEventsApi.ts';
import { useEventTimes } from './useEventTimes.ts';

export type EventDialogProps = {
  hubId: number;
  event: HubEvent;
  manages: boolean;
  /** The reader is a member in good standing, who answers for themself. */
  canAttend: boolean;
  onClose: () => void;
};

/** One event: what, when, where, who comes; the reader's answer; the hub's edit and cancel. */
export function EventDialog({ hubId, event, manages, canAttend, onClose }: EventDialogProps) {
  const { t } = useTranslation('hubEvents');
  const titleId = useId();
  const times = useEventTimes();
  const { data: auth } = useAuthDetails();
  const attendance = useAttendance(hubId, event.id);
  const cancel = useCancelEvent(hubId, event.id);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const live = event.cancelledAt === null;
  const answer = (attend: boolean) => {
    if (auth) {
      attendance.mutate({ userId: auth.user.id, attend });
    }
  };

  if (editing) {
    return <EventFormDialog hubId={hubId} event={event} onClose={() => setEditing(false)} />;
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{event.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {!live && (
            <Alert severity="warning" role="status">
              {t('dialog.cancelled')}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t(`kinds.${event.kind}`)}
          </Typography>
          <Typography>{times(event)}</Typography>
          {event.location && (
            <Typography>{t('dialog.where', { location: event.location })}</Typography>
          )}
          {event.description && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>
          )}
          <AttendeeList hubId={hubId} event={event} manages={manages && live} />
          {canAttend && live && (
            <Stack spacing={1}>
              <Typography role="status" variant="body2">
                {event.attending ? t('dialog.youAttend') : t('dialog.youDoNotAttend')}
              </Typography>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {event.attending ? (
                  <SpinnerButton
                    variant="outlined"
                    spinning={attendance.isPending}
                    onClick={() => answer(false)}
                  >
                    {t('dialog.notAttending')}
                  </SpinnerButton>
                ) : (
                  <SpinnerButton
                    variant="contained"
                    spinning={attendance.isPending}
                    onClick={() => answer(true)}
                  >
                    {t('dialog.attend')}
                  </SpinnerButton>
                )}
              </Stack>
            </Stack>
          )}
          {attendance.isError && (
            <Alert severity="error" role="alert">
              {attendance.error.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {manages && live && (
          <>
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('dialog.cancelEvent')}
            </Button>
            <Button onClick={() => setEditing(true)}>{t('dialog.edit')}</Button>
          </>
        )}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={cancelling}
        title={t('dialog.cancelTitle', { title: event.title })}
        message={t('dialog.cancelMessage')}
        confirmLabel={t('dialog.cancelEvent')}
        destructive
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setCancelling(false) })}
        onClose={() => setCancelling(false)}
      />
    </Dialog>
  );
}
