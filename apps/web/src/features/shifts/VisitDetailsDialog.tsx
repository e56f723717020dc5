import type { Shift } from '@hearth/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import { useVisitRecord } from './shiftsApi.ts';
import { VisitCaptureFacts } from './VisitCaptureFacts.tsx';
import { VisitChangesList } from './VisitChangesList.tsx';
import { VisitConfirmationFacts } from './VisitConfirmationFacts.tsx';

export type VisitDetailsDialogProps = {
  shift: Shift;
  onClose: () => void;
  /** The agency's own actions on the visit (such as correcting it), beside Close. */
  actions?: ReactNode;
};

/**
 * A visit as the agency verifies it: planned and recorded times, where and when each mark was
 * taken against the fence and the window, the client's signature and the tasks done, and every
 * correction with the original beside it.
 */
export function VisitDetailsDialog({ shift, onClose, actions }: VisitDetailsDialogProps) {
  const { t } = useTranslation('shifts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const format = useShiftFormat();
  const titleId = useId();
  const record = useVisitRecord(shift.id);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('visit.title', { name: shift.patient.name })}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a long visit: its facts hold nothing else to focus. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Stack spacing={3}>
          <Typography>
            {t('visit.summary', {
              day: format.day(shift.startsAt),
              span: format.span(shift),
              caregiver: shift.caregiver?.name ?? t('section.unassigned'),
            })}
          </Typography>
          <VisitCaptureFacts
            title={t('visit.checkIn')}
            planned={shift.startsAt}
            recorded={shift.checkIn}
            original={record.data?.originalCheckIn ?? null}
            verdict={shift.verification.checkIn}
          />
          <VisitCaptureFacts
            title={t('visit.checkOut')}
            planned={shift.endsAt}
            recorded={shift.checkOut}
            original={record.data?.originalCheckOut ?? null}
            verdict={shift.verification.checkOut}
          />
          <VisitConfirmationFacts shift={shift} />
          <section aria-label={t('visit.changes.title')}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('visit.changes.title')}
            </Typography>
            {record.isPending ? (
              <ListLoading label={t('visit.changes.loading')} />
            ) : record.isError ? (
              <ListError message={record.error.message} onRetry={() => void record.refetch()} />
            ) : (
              <VisitChangesList changes={record.data.changes} />
            )}
          </section>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>{t('visit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
