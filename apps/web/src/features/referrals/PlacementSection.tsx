import {
  type ReferralDetail,
  type ReferralPlacementInput,
  ReferralStatus,
  referralPlacementSchema,
  SharedLivingBillingFrequency,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useHub } from '../hubs/index.ts';
import { formatMoney, MoneyField } from '../marketplace/index.ts';
import { useSavePlacement } from './referralsApi.ts';

export type PlacementSectionProps = { referral: ReferralDetail };

// Every hub is in Canada so far; a hub elsewhere brings its country's currency with it.
const RATE_CURRENCY = 'CAD';
const FIELDS = ['homeId', 'billingFrequency', 'rateCents'];
const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;
const asNumber = (value: unknown) => (value === '' ? undefined : Number(value));

function usePlacementText(referral: ReferralDetail) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const locale = useLocale();
  const placement = referral.placement;
  if (placement === null) {
    return t('placement.none');
  }
  return t('placement.summary', {
    home: placement.home.name,
    rate:
      placement.rateCents === null ? '—' : formatMoney(placement.rateCents, RATE_CURRENCY, locale),
    frequency:
      placement.billingFrequency === null
        ? ''
        : label(SharedLivingBillingFrequency.labelKey(placement.billingFrequency)),
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
  const { errorMap, fieldText } = useFormMessages();
  const hub = useHub(referral.hub.id);
  const save = useSavePlacement(referral.id);
  const placement = referral.placement;
  const form = useForm<ReferralPlacementInput>({
    defaultValues: {
      homeId: placement?.home.id,
      billingFrequency: placement?.billingFrequency ?? SharedLivingBillingFrequency.values.monthly,
      rateCents: placement?.rateCents ?? undefined,
    },
    resolver: zodResolver(referralPlacementSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);
  const homes = (hub.data?.clusters ?? [])
    .flatMap((cluster) => cluster.homes)
    .filter((home) => home.retiredAt === null);
  // Controlled: a native select registered uncontrolled shows its first option, not the value.
  const homeField = useController({ control: form.control, name: 'homeId' }).field;
  const frequencyField = useController({ control: form.control, name: 'billingFrequency' }).field;
  const selectProps = (field: typeof homeField | typeof frequencyField) => ({
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    value: field.value === undefined || field.value === null ? '' : String(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(asNumber(event.target.value)),
  });

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    save.mutate(values, { onError: fields.serverRefused });
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {fields.formError && (
        <Alert severity="error" role="alert">
          {fields.formError}
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
        {...selectProps(homeField)}
        error={fields.errorOf('homeId') !== undefined}
        helperText={
          fields.errorOf('homeId') ??
          (homes.length === 0 && hub.data ? t('placement.noHomes') : undefined)
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
          {...selectProps(frequencyField)}
          slotProps={selectSlots}
          sx={{ minWidth: 200 }}
        >
          {SharedLivingBillingFrequency.codes.map((code) => (
            <option key={code} value={code}>
              {label(SharedLivingBillingFrequency.labelKey(code))}
            </option>
          ))}
        </TextField>
        <Controller
          control={form.control}
          name="rateCents"
          render={({ field, fieldState }) => (
            <MoneyField
              label={t('placement.rate')}
              required
              name={field.name}
              inputRef={field.ref}
              cents={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldText(fieldState.error?.message)}
            />
          )}
        />
      </Stack>
      <Box>
        <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
          {t('placement.save')}
        </SpinnerButton>
      </Box>
    </Stack>
  );
}
