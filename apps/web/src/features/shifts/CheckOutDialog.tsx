import type { Shift } from '@hearth/domain';
import { careDay } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { CheckOutTasks } from './CheckOutTasks.tsx';
import {
  type ClientConfirmation,
  ClientConfirmationField,
  unsigned,
} from './ClientConfirmationField.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import type { CheckOutConfirmation } from './shiftsApi.ts';
import { useVisitCapture } from './useVisitCapture.ts';
import { VisitReasonPicker } from './VisitReasonPicker.tsx';

export type CheckOutDialogProps = { shift: Shift; onClose: () => void };

/** The check-out's payload once the client signed or the caregiver said why not; null before. */
function confirmationOf(
  confirmation: ClientConfirmation,
  taskIds: number[],
): CheckOutConfirmation | null {
  if (confirmation.kind === 'signature') {
    return confirmation.pngBase64 === null
      ? null
      : { signaturePng: confirmation.pngBase64, taskIds };
  }
  return confirmation.reason === null
    ? null
    : { signatureMissingReason: confirmation.reason, taskIds };
}

/**
 * The end of a visit on the caregiver's phone: the care plan's tasks done, then the client's
 * signature or why it could not be taken; the button says what is still missing. Full screen on
 * a phone.
 */
export function CheckOutDialog({ shift, onClose }: CheckOutDialogProps) {
  const { t } = useTranslation('shifts');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const format = useShiftFormat();
  const titleId = useId();
  const capture = useVisitCapture(shift, onClose);
  const [taskIds, setTaskIds] = useState<number[]>([]);
  const [confirmation, setConfirmation] = useState<ClientConfirmation>(unsigned);
  const payload = confirmationOf(confirmation, taskIds);
  const asksReason = capture.awaitingReason !== null && payload !== null;
  const reasonRef = useRef<HTMLDivElement>(null);
  // The picker appears below the form, where a phone's screen may not reach: bring it in view.
  useEffect(() => {
    if (asksReason) {
      reasonRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [asksReason]);
  const missing =
    confirmation.kind === 'signature' ? t('checkout.needsSignature') : t('checkout.needsReason');

  return (
    <Dialog
      open
      onClose={capture.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('checkout.title', { name: shift.patient.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Typography>{format.span(shift)}</Typography>
          <CheckOutTasks
            patientId={shift.patient.id}
            visitDay={careDay(shift.startsAt)}
            ticked={taskIds}
            onChange={setTaskIds}
          />
          <ClientConfirmationField
            patientName={shift.patient.name}
            value={confirmation}
            onChange={setConfirmation}
          />
          {capture.locating && <Typography role="status">{t('mine.locating')}</Typography>}
          {capture.problem && (
            <Alert severity="warning" role="alert">
              {capture.problem}
            </Alert>
          )}
          {capture.failure && (
            <Alert severity="error" role="alert">
              {capture.failure}
            </Alert>
          )}
          {asksReason && (
            <div ref={reasonRef}>
              <VisitReasonPicker
                action="check-out"
                busy={capture.busy}
                onSubmit={(reason) => capture.sendWithReason(reason, payload)}
              />
            </div>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={capture.busy}>
          {t('checkout.cancel')}
        </Button>
        {!asksReason && (
          <SpinnerButton
            variant="contained"
            size="large"
            spinning={capture.busy}
            disabled={payload === null || capture.busy}
            onClick={() => payload && capture.capture('check-out', payload)}
          >
            {payload === null ? missing : t('checkout.submit')}
          </SpinnerButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
