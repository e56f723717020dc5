import {
  type CareBillingSettings,
  type CareBillingSettingsWrite,
  careBillingSettingsWriteSchema,
  InvoiceSchedule,
  RoundingRule,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../../api/fieldErrors.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { changesBillingSettings } from './access.ts';
import { BillingAgencyPicker } from './BillingAgencyPicker.tsx';
import { useBillingAgencyId } from './billingAgency.ts';
import { useBillingSettings, useSaveBillingSettings } from './carePaymentsApi.ts';

type Field = keyof CareBillingSettingsWrite;
type Draft = Record<Exclude<Field, 'chargesSalesTax'>, string> & { chargesSalesTax: boolean };
const TEXT_FIELDS = [
  'incrementMinutes',
  'invoicePrefix',
  'paymentTermsDays',
  'taxRegistrationNumber',
] as const;
const ALL_FIELDS: readonly Field[] = [
  'roundingRule',
  'invoiceSchedule',
  ...TEXT_FIELDS,
  'chargesSalesTax',
];

const draftOf = (settings: CareBillingSettings): Draft => ({
  roundingRule: String(settings.roundingRule),
  incrementMinutes: String(settings.incrementMinutes),
  invoiceSchedule: String(settings.invoiceSchedule),
  invoicePrefix: settings.invoicePrefix,
  paymentTermsDays: String(settings.paymentTermsDays),
  taxRegistrationNumber: settings.taxRegistrationNumber ?? '',
  chargesSalesTax: settings.chargesSalesTax,
});

const inputOf = (draft: Draft) => ({
  roundingRule: Number(draft.roundingRule),
  incrementMinutes: Number(draft.incrementMinutes),
  invoiceSchedule: Number(draft.invoiceSchedule),
  invoicePrefix: draft.invoicePrefix,
  paymentTermsDays: Number(draft.paymentTermsDays),
  taxRegistrationNumber:
    draft.taxRegistrationNumber.trim() === '' ? null : draft.taxRegistrationNumber,
  chargesSalesTax: draft.chargesSalesTax,
});

type SettingsFormProps = { agencyId: number; saved: CareBillingSettings; readOnly: boolean };

function SettingsForm({ agencyId, saved, readOnly }: SettingsFormProps) {
  const { t } = useTranslation('carePayments');
  const label = useLabel();
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveBillingSettings(agencyId);
  const [draft, setDraft] = useState<Draft>(draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const parsed = careBillingSettingsWriteSchema.safeParse(inputOf(draft), { error: errorMap });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const errorOf = (name: Field) => errors[name] ?? fieldText(serverFieldError(save.error, name));
  const choice = (
    name: 'roundingRule' | 'invoiceSchedule',
    choices: readonly { code: number; text: string }[],
  ) => (
    <TextField
      select
      required
      label={t(`settings.fields.${name}`)}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name)}
      slotProps={{ input: { readOnly } }}
    >
      {choices.map(({ code, text }) => (
        <MenuItem key={code} value={String(code)}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={t('settings.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {(save.data ?? saved).saved ? null : (
          <Alert severity="info">{t('settings.defaults')}</Alert>
        )}
        {readOnly && <Alert severity="info">{t('settings.readOnly')}</Alert>}
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings.saved')}
          </Alert>
        )}
        {save.isError &&
          ALL_FIELDS.every((name) => serverFieldError(save.error, name) === undefined) && (
            <Alert severity="error" role="alert">
              {t('settings.failed', { message: save.error.message })}
            </Alert>
          )}
        {choice(
          'roundingRule',
          RoundingRule.codes.map((code) => ({ code, text: label(RoundingRule.labelKey(code)) })),
        )}
        {choice(
          'invoiceSchedule',
          InvoiceSchedule.codes.map((code) => ({
            code,
            text: label(InvoiceSchedule.labelKey(code)),
          })),
        )}
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            required={name !== 'taxRegistrationNumber'}
            type={name === 'incrementMinutes' || name === 'paymentTermsDays' ? 'number' : 'text'}
            label={t(`settings.fields.${name}`)}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            error={errorOf(name) !== undefined}
            helperText={errorOf(name) ?? t(`settings.help.${name}`)}
            slotProps={{ input: { readOnly } }}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.chargesSalesTax}
              disabled={readOnly}
              onChange={(event) => setDraft({ ...draft, chargesSalesTax: event.target.checked })}
            />
          }
          label={t('settings.fields.chargesSalesTax')}
        />
        {!readOnly && (
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('settings.submit')}
          </SpinnerButton>
        )}
      </Stack>
    </Paper>
  );
}

/** How the agency bills: rounding of visit time, schedule, numbering, terms and tax. */
export function BillingSettingsPage() {
  const { t } = useTranslation('carePayments');
  usePageTitle(t('settings.title'));
  const { data: details } = useAuthDetails();
  const agencyId = useBillingAgencyId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <Typography>{t('settings.intro')}</Typography>
      <BillingAgencyPicker />
      {agencyId === null ? (
        <Alert severity="info">{t('chooseAgency')}</Alert>
      ) : (
        <SettingsLoader
          agencyId={agencyId}
          readOnly={details == null || !changesBillingSettings(details.user.role)}
        />
      )}
    </Stack>
  );
}

function SettingsLoader({ agencyId, readOnly }: { agencyId: number; readOnly: boolean }) {
  const { t } = useTranslation('carePayments');
  const settings = useBillingSettings(agencyId);
  if (settings.isPending) {
    return <ListLoading label={t('settings.loading')} />;
  }
  if (settings.isError) {
    return <ListError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsForm agencyId={agencyId} saved={settings.data} readOnly={readOnly} />;
}
