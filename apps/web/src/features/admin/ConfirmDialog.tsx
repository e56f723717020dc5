import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';

export type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what takes something away, such as disabling a person. */
  destructive?: boolean;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks once more before a change that affects someone else; the failure shows inside it. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <Dialog
      open
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
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('actions.cancel')}
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
