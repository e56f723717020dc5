import {
  NOTIFICATION_DELIVERIES,
  type NotificationDelivery,
  type NotificationKind,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useNotificationPreferences, useSavePreference } from './notificationsApi.ts';
import { useKindLabel } from './useKindLabel.ts';

type DeliveryFieldProps = {
  kind: NotificationKind;
  delivery: NotificationDelivery;
  highPriority: boolean;
  onChange: (delivery: NotificationDelivery) => void;
};

/** One kind's choice; a high-priority kind offers no "nowhere". */
function DeliveryField({ kind, delivery, highPriority, onChange }: DeliveryFieldProps) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const offered = NOTIFICATION_DELIVERIES.filter((each) => !(highPriority && each === 'none'));
  return (
    <TextField
      select
      label={kindLabel(kind)}
      value={delivery}
      onChange={(event) => onChange(event.target.value as NotificationDelivery)}
      helperText={highPriority ? t('notifications.preferences.highPriority') : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {offered.map((each) => (
        <option key={each} value={each}>
          {t(`notifications.preferences.deliveries.${each}`)}
        </option>
      ))}
    </TextField>
  );
}

/** Where each kind of notification reaches me: the bell, mail, both or nowhere. */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSavePreference();
  return (
    <SectionCard title={t('notifications.preferences.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.preferences.intro')}
      </Typography>
      {preferences.isPending && (
        <CircularProgress aria-label={t('notifications.preferences.loading')} />
      )}
      {preferences.isError && (
        <Alert severity="error" role="alert">
          {t('notifications.loadFailed', { message: preferences.error.message })}
        </Alert>
      )}
      {preferences.data && (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {preferences.data.map((preference) => (
            <DeliveryField
              key={preference.kind}
              kind={preference.kind}
              delivery={preference.delivery}
              highPriority={preference.highPriority}
              onChange={(delivery) => save.mutate({ kind: preference.kind, delivery })}
            />
          ))}
        </Stack>
      )}
      <Typography role="status" sx={{ mt: 2 }} color={save.isError ? 'error' : 'text.secondary'}>
        {save.isError
          ? t('notifications.preferences.saveFailed', { message: save.error.message })
          : save.isSuccess
            ? t('notifications.preferences.saved')
            : ''}
      </Typography>
    </SectionCard>
  );
}
