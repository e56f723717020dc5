import {
  REFERRAL_NOTE_MAX,
  ReferralCloseReason,
  type ReferralDetail,
  ReferralStatus,
  referralMoveProblems,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useMoveReferral } from './referralsApi.ts';

export type MoveDialogProps = {
  referral: ReferralDetail;
  to: ReferralStatus;
  onClose: () => void;
};

const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Confirms one status move; closing asks why (and in words, for "other"), as the rules do. */
export function MoveDialog({ referral, to, onClose }: MoveDialogProps) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const titleId = useId();
  const { fieldText } = useFormMessages();
  const move = useMoveReferral(referral.id);
  const [closeReason, setCloseReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const closing = to === ReferralStatus.closed;
  const status = label(ReferralStatus.labelKey(to));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { to, closeReason: closeReason === '' ? null : Number(closeReason), note };
    // The same rule the server applies, asked first so the person need not wait for it.
    const problems = referralMoveProblems(to, values);
    if (problems.length > 0) {
      setErrors(
        Object.fromEntries(
          problems.map((problem) =>
            problem === 'noteRequired'
              ? ['note', t('validation.noteRequired')]
              : ['closeReason', t('validation.closeReasonRequired')],
          ),
        ),
      );
      return;
    }
    setErrors({});
    move.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([field, messages]) => [
              field,
              fieldText(messages[0]) ?? '',
            ]),
          ),
        );
      },
    });
  };

  const failure = move.isError && Object.keys(errors).length === 0 ? move.error.message : null;

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('move.title', { status })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {closing && (
              <TextField
                select
                required
                autoFocus
                label={t('move.closeReason')}
                value={closeReason}
                onChange={(event) => setCloseReason(event.target.value)}
                error={errors.closeReason !== undefined}
                helperText={errors.closeReason}
                slotProps={selectSlots}
              >
                <option value="">{t('move.chooseReason')}</option>
                {ReferralCloseReason.codes.map((code) => (
                  <option key={code} value={code}>
                    {label(ReferralCloseReason.labelKey(code))}
                  </option>
                ))}
              </TextField>
            )}
            <TextField
              label={t('move.note')}
              multiline
              minRows={2}
              required={closing && Number(closeReason) === ReferralCloseReason.values.other}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note !== undefined}
              helperText={errors.note ?? t('move.noteHint', { max: REFERRAL_NOTE_MAX })}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={move.isPending}>
            {t('move.cancel')}
          </Button>
          <SpinnerButton
            type="submit"
            variant="contained"
            color={closing ? 'error' : 'primary'}
            spinning={move.isPending}
          >
            {t('move.confirm', { status })}
          </SpinnerButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
