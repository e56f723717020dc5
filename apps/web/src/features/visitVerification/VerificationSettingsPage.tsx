import {
  EARLY_WINDOW_MAX,
  FENCE_RADIUS_MAX,
  FENCE_RADIUS_MIN,
  LATE_WINDOW_MAX,
  Role,
  type VisitVerificationSettings,
  visitVerificationSettingsSchema,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyAddressFilter } from '../reference/index.ts';
import { ownAgencyId } from './verificationAccess.ts';
import { useSaveVerificationSettings, useVerificationSettings } from './visitVerificationApi.ts';

type Field = keyof VisitVerificationSettings;
const FIELDS: readonly { name: Field; min: number; max: number; unit: 'metres' | 'minutes' }[] = [
  { name: 'fenceRadiusMetres', min: FENCE_RADIUS_MIN, max: FENCE_RADIUS_MAX, unit: 'metres' },
  { name: 'earlyWindowMinutes', min: 0, max: EARLY_WINDOW_MAX, unit: 'minutes' },
  { name: 'lateWindowMinutes', min: 0, max: LATE_WINDOW_MAX, unit: 'minutes' },
];

type Draft = Record<Field, string>;

const draftOf = (settings: VisitVerificationSettings): Draft => ({
  fenceRadiusMetres: String(settings.fenceRadiusMetres),
  earlyWindowMinutes: String(settings.earlyWindowMinutes),
  lateWindowMinutes: String(settings.lateWindowMinutes),
});

function SettingsForm({ agencyId, saved }: { agencyId: number; saved: VisitVerificationSettings }) {
  const { t } = useTranslation('visitVerification');
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveVerificationSettings(agencyId);
  const [draft, setDraft] = useState<Draft>(draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const parsed = visitVerificationSettingsSchema.safeParse(
      Object.fromEntries(FIELDS.map(({ name }) => [name, Number(draft[name])])),
      { error: errorMap },
    );
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
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings.saved')}
          </Alert>
        )}
        {save.isError &&
          FIELDS.every(({ name }) => serverFieldError(save.error, name) === undefined) && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
        {FIELDS.map(({ name, min, max, unit }) => (
          <TextField
            key={name}
            type="number"
            required
            label={t(`settings.fields.${name}`)}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            error={errorOf(name) !== undefined}
            helperText={errorOf(name) ?? t(`settings.help.${name}`, { min, max })}
            slotProps={{
              htmlInput: { min, max, step: 1, inputMode: 'numeric' },
              input: { endAdornment: t(`settings.units.${unit}`) },
            }}
          />
        ))}
        <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
          {t('settings.submit')}
        </SpinnerButton>
      </Stack>
    </Paper>
  );
}

/**
 * The owner's fence and windows: how far from the client's home and how early or late a
 * check-in or check-out may be before the visit becomes an exception.
 */
export function VerificationSettingsPage() {
  const { t } = useTranslation('visitVerification');
  usePageTitle(t('settings.title'));
  const { data: details } = useAuthDetails();
  const [params] = useSearchParams();
  const asked = Number(params.get('agencyId'));
  const agencyId = ownAgencyId(details) ?? (Number.isInteger(asked) && asked > 0 ? asked : null);
  const settings = useVerificationSettings(agencyId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <Typography>{t('settings.intro')}</Typography>
      {details?.user.role === Role.admin && <AgencyAddressFilter label={t('queue.agency')} />}
      {agencyId === null ? (
        <Alert severity="info">{t('queue.chooseAgency')}</Alert>
      ) : settings.isPending ? (
        <ListLoading label={t('settings.loading')} />
      ) : settings.isError ? (
        <ListError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm agencyId={agencyId} saved={settings.data} />
      )}
    </Stack>
  );
}
