import { CaregiverStatus, DocumentExpiry } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';

const statusColor = {
  pending: 'info',
  hired: 'success',
  notHired: 'default',
  offBoarded: 'default',
} as const satisfies Record<CaregiverStatus, 'info' | 'success' | 'default'>;

export type CaregiverStatusChipProps = { status: CaregiverStatus };

export function CaregiverStatusChip({ status }: CaregiverStatusChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor[status]}
      label={label(CaregiverStatus.labelKey(status))}
    />
  );
}

const expiryColor = {
  valid: 'success',
  expiringSoon: 'warning',
  expired: 'error',
  noExpiry: 'default',
} as const satisfies Record<DocumentExpiry, 'success' | 'warning' | 'error' | 'default'>;

export type ExpiryChipProps = { expiry: DocumentExpiry };

export function ExpiryChip({ expiry }: ExpiryChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant={expiry === 'expired' ? 'filled' : 'outlined'}
      color={expiryColor[expiry]}
      label={label(DocumentExpiry.labelKey(expiry))}
    />
  );
}

export type DocumentAlertChipsProps = { alerts: { expired: number; expiringSoon: number } };

/** What needs renewing, in words as well as colour; nothing when all is in order. */
export function DocumentAlertChips({ alerts }: DocumentAlertChipsProps) {
  const { t } = useTranslation('caregivers');
  if (alerts.expired === 0 && alerts.expiringSoon === 0) {
    return <>{t('list.documentsOk')}</>;
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {alerts.expired > 0 && (
        <Chip size="small" color="error" label={t('list.expired', { count: alerts.expired })} />
      )}
      {alerts.expiringSoon > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('list.expiringSoon', { count: alerts.expiringSoon })}
        />
      )}
    </Stack>
  );
}
