import { HUB_MEMBER_REASON_MAX } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';

export type ReasonDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A refusal or removal is a record about a person: it asks why, and keeps the words. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('hubMembers');
  const { fieldText } = useFormMessages();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const serverReason = error instanceof ApiError ? error.fieldErrors.reason?.[0] : undefined;
  const reasonError = missing ? t('reason.required') : fieldText(serverReason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = reason.trim();
    setMissing(words === '');
    if (words !== '') {
      onConfirm(words);
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
            {error && serverReason === undefined && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
            <TextField
              label={t('reason.label')}
              required
              multiline
              minRows={2}
              autoFocus
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError !== undefined}
              helperText={reasonError ?? t('reason.hint', { max: HUB_MEMBER_REASON_MAX })}
              slotProps={{ htmlInput: { maxLength: HUB_MEMBER_REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('reason.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" color="error" spinning={pending}>
            {confirmLabel}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
