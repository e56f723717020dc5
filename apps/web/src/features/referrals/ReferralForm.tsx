import {
  AGENCY_STAFF_ROLES,
  PARTNER_STAFF_ROLES,
  REFERRAL_FORM_FIELDS,
  REFERRAL_NEEDS_MAX,
  type ReferralCreate,
  type ReferralCreateInput,
  type ReferralDetail,
  referralCreateSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { LookupPicker } from '../reference/index.ts';
import { HubField } from './HubSelect.tsx';
import { OwnPartnerField } from './OwnPartnerField.tsx';

const dateSlots = { inputLabel: { shrink: true } };

export type ReferralFormProps = {
  defaults: DefaultValues<ReferralCreateInput>;
  /** The referral being edited: its hub stays, and it names the partner and coordinator saved. */
  saved?: ReferralDetail;
  submitLabel: string;
  pending: boolean;
  /** Sends the values; `refused` puts the server's refusal on the fields. */
  onSave: (values: ReferralCreate, refused: (error: Error) => void) => void;
  onCancel: () => void;
};

/** Referring a person to a hub, or correcting what a referral says: the same fields and rules. */
export function ReferralForm({
  defaults,
  saved,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: ReferralFormProps) {
  const { t } = useTranslation('referrals');
  const { data: details } = useAuthDetails();
  const role = details?.user.role;
  const runsHubsOnly = role !== undefined && AGENCY_STAFF_ROLES.includes(role);
  // Partner staff refer for their own partner; the others name the referring partner, if any.
  const isPartnerStaff = role !== undefined && PARTNER_STAFF_ROLES.includes(role);
  const { errorMap } = useFormMessages();
  const form = useForm<ReferralCreateInput, unknown, ReferralCreate>({
    defaultValues: defaults,
    resolver: zodResolver(referralCreateSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, REFERRAL_FORM_FIELDS);

  const submit = form.handleSubmit((values) => {
    fields.clearFormError();
    onSave(values, fields.serverRefused);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {fields.formError && (
          <Alert severity="error" role="alert">
            {fields.formError}
          </Alert>
        )}
        <SectionCard title={t('form.sections.person')}>
          <Stack spacing={2.5}>
            {saved ? (
              <TextField label={t('form.hub')} value={saved.hub.name} disabled />
            ) : (
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
            )}
            {isPartnerStaff ? (
              <OwnPartnerField saved={saved?.partner ?? null} />
            ) : (
              <Controller
                control={form.control}
                name="partnerId"
                render={({ field }) => (
                  <LookupPicker
                    lookup="partners"
                    label={t('form.partner')}
                    name={field.name}
                    inputRef={field.ref}
                    value={typeof field.value === 'number' ? field.value : null}
                    valueLabel={saved?.partner?.name}
                    onChange={field.onChange}
                    error={fields.errorOf('partnerId')}
                    helperText={t('form.partnerHint')}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="careCoordinatorId"
              render={({ field }) => (
                <LookupPicker
                  lookup="careCoordinators"
                  label={t('form.careCoordinator')}
                  name={field.name}
                  inputRef={field.ref}
                  value={typeof field.value === 'number' ? field.value : null}
                  valueLabel={saved?.careCoordinator?.name}
                  onChange={field.onChange}
                  error={fields.errorOf('careCoordinatorId')}
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
          <Button onClick={onCancel} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <SpinnerButton type="submit" variant="contained" spinning={pending}>
            {submitLabel}
          </SpinnerButton>
        </Stack>
      </Stack>
    </form>
  );
}
