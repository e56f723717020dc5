import type { Subscription } from '@hearth/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useCancelSubscription } from './subscriptionsApi.ts';

export type CancelSubscriptionDialogProps = { subscription: Subscription; onClose: () => void };

/** Cancels at the period's end or now, saying plainly what each means before it is done. */
export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation('subscriptions');
  const locale = useLocale();
  const legendId = useId();
  const [when, setWhen] = useState<'periodEnd' | 'now'>('periodEnd');
  const cancel = useCancelSubscription();
  const day = formatDay(subscription.currentPeriodEnd, locale);
  const choice = (value: 'periodEnd' | 'now') => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <>
          <Typography>{t(`cancel.${value}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`cancel.${value}Means`, { day })}
          </Typography>
        </>
      }
    />
  );
  return (
    <FormDialog
      title={t('cancel.title')}
      submitLabel={t('cancel.confirm')}
      formError={cancel.error?.message ?? null}
      pending={cancel.isPending}
      onClose={onClose}
      onSubmit={() =>
        cancel.mutate(
          { id: subscription.id, body: { atPeriodEnd: when === 'periodEnd' } },
          { onSuccess: onClose },
        )
      }
    >
      <Typography id={legendId}>{t('cancel.when')}</Typography>
      <RadioGroup
        aria-labelledby={legendId}
        value={when}
        onChange={(event) => setWhen(event.target.value === 'now' ? 'now' : 'periodEnd')}
      >
        {choice('periodEnd')}
        {choice('now')}
      </RadioGroup>
    </FormDialog>
  );
}
