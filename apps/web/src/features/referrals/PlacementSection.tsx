import { type ReferralDetail, ReferralStatus, SharedLivingBillingFrequency } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useHub } from '../hubs/hubsApi.ts';
import { useSavePlacement } from './referralsApi.ts';

export type PlacementSectionProps = { referral: ReferralDetail };

const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The rate as people type it (dollars and cents) to the cents the server keeps; null if not one. */
function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : null;
}

function usePlacementText(referral: ReferralDetail) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const locale = useLocale();
  const placement = referral.placement;
  if (placement === null) {
    return t('placement.none');
  }
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  const frequency =
    placement.billingFrequency === null
      ? ''
      : label(SharedLivingBillingFrequency.labelKey(placement.billingFrequency));
  return t('placement.summary', {
    home: placement.home.name,
    rate: placement.rateCents === null ? '—' : money.format(placement.rateCents / 100),
    frequency,
  });
}

/** Where the person lives and how it is billed; the hub chooses a home of its own with room. */
export function PlacementSection({ referral }: PlacementSectionProps) {
  const { t } = useTranslation('referrals');
  const summary = usePlacementText(referral);
  return (
    <SectionCard title={t('placement.title')}>
      <Stack spacing={2}>
        <FactList facts={[{ term: t('placement.current'), value: summary }]} />
        {referral.party === 'hub' && referral.status !== ReferralStatus.closed && (
          <PlacementForm referral={referral} />
        )}
      </Stack>
    </SectionCard>
  );
}

function PlacementForm({ referral }: PlacementSectionProps) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const { fieldText } = useFormMessages();
  const hub = useHub(referral.hub.id);
  const save = useSavePlacement(referral.id);
  const placement = referral.placement;
  const [homeId, setHomeId] = useState(placement ? String(placement.home.id) : '');
  const [frequency, setFrequency] = useState(
    String(placement?.billingFrequency ?? SharedLivingBillingFrequency.values.monthly),
  );
  const [rate, setRate] = useState(
    placement?.rateCents === null || placement === null ? '' : String(placement.rateCents / 100),
  );
  const [rateError, setRateError] = useState<string | null>(null);
  const homes = (hub.data?.clusters ?? [])
    .flatMap((cluster) => cluster.homes)
    .filter((home) => home.retiredAt === null);
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const homeError = fieldText(fieldErrors.homeId?.[0]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rateCents = centsOf(rate);
    setRateError(rateCents === null ? t('placement.rateInvalid') : null);
    if (rateCents === null || homeId === '') {
      return;
    }
    save.mutate({
      homeId: Number(homeId),
      billingFrequency: Number(frequency) as SharedLivingBillingFrequency,
      rateCents,
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      {save.isError && homeError === undefined && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      {hub.isError && (
        <Alert severity="error" role="alert">
          {t('placement.homesFailed', { message: hub.error.message })}
        </Alert>
      )}
      <TextField
        select
        required
        label={t('placement.home')}
        value={homeId}
        onChange={(event) => setHomeId(event.target.value)}
        error={homeError !== undefined}
        helperText={
          homeError ?? (homes.length === 0 && hub.data ? t('placement.noHomes') : undefined)
        }
        slotProps={selectSlots}
      >
        <option value="">{t('placement.chooseHome')}</option>
        {homes.map((home) => (
          <option key={home.id} value={home.id}>
            {t('placement.homeOption', { name: home.name, count: home.vacancies })}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('placement.frequency')}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
          slotProps={selectSlots}
          sx={{ minWidth: 200 }}
        >
          {SharedLivingBillingFrequency.codes.map((code) => (
            <option key={code} value={code}>
              {label(SharedLivingBillingFrequency.labelKey(code))}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('placement.rate')}
          required
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={rateError !== null}
          helperText={rateError ?? t('placement.rateHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
      <Box>
        <SpinnerButton
          type="submit"
          variant="contained"
          spinning={save.isPending}
          disabled={homeId === ''}
        >
          {t('placement.save')}
        </SpinnerButton>
      </Box>
    </Stack>
  );
}
