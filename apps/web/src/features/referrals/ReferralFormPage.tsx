import {
  REFERRAL_NEEDS_MAX,
  type ReferralCreate,
  type ReferralCreateInput,
  Role,
  referralCreateSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { HubField } from './HubSelect.tsx';
import { useCreateReferral } from './referralsApi.ts';

const FIELDS = [
  'hubId',
  'firstName',
  'lastName',
  'dateOfBirth',
  'phone',
  'needs',
  'hospitalAdmittedOn',
  'hospitalDischargeOn',
];

const dateSlots = { inputLabel: { shrink: true } };

/** Referring a person to a hub: who they are, what they need, and their hospital stay. */
export function ReferralFormPage() {
  const { t } = useTranslation('referrals');
  usePageTitle(t('form.title'));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const presetHub = Number(params.get('hubId'));
  const create = useCreateReferral();
  const { data: details } = useAuthDetails();
  const role = details?.user.role;
  const runsHubsOnly = role === Role.agency || role === Role.agencyAgent;
  const { errorMap } = useFormMessages();
  const form = useForm<ReferralCreateInput, unknown, ReferralCreate>({
    defaultValues: {
      hubId: Number.isInteger(presetHub) && presetHub > 0 ? presetHub : undefined,
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      phone: '',
      needs: '',
      hospitalAdmittedOn: '',
      hospitalDischargeOn: '',
    },
    resolver: zodResolver(referralCreateSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, FIELDS);
  const board = '/user/shared-living/referrals';

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    create.mutate(values, {
      onSuccess: (referral) =>
        void navigate(localized(`/user/shared-living/referrals/${referral.id}`)),
      onError: fields.serverRefused,
    });
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <BackToList path={board} label={t('detail.back')} />
      <Typography variant="h4" component="h1">
        {t('form.title')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          {fields.formError && (
            <Alert severity="error" role="alert">
              {fields.formError}
            </Alert>
          )}
          <SectionCard title={t('form.sections.person')}>
            <Stack spacing={2.5}>
              <Controller
                control={form.control}
                name="hubId"
                render={({ field }) => (
                  <HubField
                    onlyManaged={runsHubsOnly}
                    value={typeof field.value === 'number' ? field.value : null}
                    onChange={field.onChange}
                    error={fields.errorOf('hubId')}
                  />
                )}
              />
              <TextField label={t('form.firstName')} required {...fields.text('firstName')} />
              <TextField label={t('form.lastName')} required {...fields.text('lastName')} />
              <TextField
                label={t('form.dateOfBirth')}
                type="date"
                slotProps={dateSlots}
                {...fields.text('dateOfBirth')}
              />
              <TextField label={t('form.phone')} type="tel" {...fields.text('phone')} />
              <TextField
                label={t('form.needs')}
                multiline
                minRows={3}
                {...fields.text('needs')}
                helperText={
                  fields.errorOf('needs') ?? t('form.maxCharacters', { max: REFERRAL_NEEDS_MAX })
                }
              />
            </Stack>
          </SectionCard>
          <SectionCard title={t('form.sections.hospital')}>
            <Stack spacing={2.5} direction={{ xs: 'column', sm: 'row' }}>
              <TextField
                label={t('milestone.hospitalAdmittedOn')}
                type="date"
                slotProps={dateSlots}
                {...fields.text('hospitalAdmittedOn')}
              />
              <TextField
                label={t('milestone.hospitalDischargeOn')}
                type="date"
                slotProps={dateSlots}
                {...fields.text('hospitalDischargeOn')}
              />
            </Stack>
          </SectionCard>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(localized(board))} disabled={create.isPending}>
              {t('form.cancel')}
            </Button>
            <SpinnerButton type="submit" variant="contained" spinning={create.isPending}>
              {t('form.submit')}
            </SpinnerButton>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
