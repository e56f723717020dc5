import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from './SpinnerButton.tsx';

export type ConfirmDialogProps = {
  /** False keeps it closed; a dialog kept mounted fades out instead of vanishing. */
  open?: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what takes something away, such as disabling a person or revoking a token. */
  destructive?: boolean;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks once more before a change that is hard to take back; the failure shows inside it. */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The safe choice takes the focus, so Enter right after opening changes nothing. */}
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <SpinnerButton
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          spinning={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </SpinnerButton>
      </DialogActions>
    </Dialog>
  );
}
