import { VISIT_REASON_CODES, type VisitReasonCode } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';

type Props = {
  action: 'check-in' | 'check-out';
  busy: boolean;
  onSubmit: (reason: VisitReasonCode) => void;
};

/**
 * Asked when the server found a check-in or check-out away from the client's home or outside the
 * visit's time: the caregiver still records it, with the reason the agency will review.
 */
export function VisitReasonPicker({ action, busy, onSubmit }: Props) {
  const { t } = useTranslation('shifts');
  const promptId = useId();
  const [reason, setReason] = useState<VisitReasonCode | ''>('');
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-describedby={promptId}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason !== '') {
          onSubmit(reason);
        }
      }}
    >
      <Alert severity="warning" id={promptId}>
        {t('mine.reason.prompt')}
      </Alert>
      <TextField
        select
        required
        label={t('mine.reason.label')}
        value={reason}
        onChange={(event) => setReason(event.target.value as VisitReasonCode)}
      >
        {VISIT_REASON_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`mine.reason.codes.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <SpinnerButton
        type="submit"
        variant="contained"
        size="large"
        spinning={busy}
        disabled={busy || reason === ''}
      >
        {t(action === 'check-in' ? 'mine.reason.checkIn' : 'mine.reason.checkOut')}
      </SpinnerButton>
    </Stack>
  );
}
