import { type Caregiver, caregiverWriteSchema } from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { blankAsNull } from '../../app/forms/fieldValues.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useSaveOnSubmit } from '../../app/forms/useSaveOnSubmit.ts';
import { FormAlerts } from '../../components/FormAlerts.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { AgencyPicker } from '../reference/index.ts';
import { AvailabilityFields } from './AvailabilityFields.tsx';
import { CompetencyFields } from './CompetencyFields.tsx';
import { useSaveCaregiver } from './caregiversApi.ts';
import { type CaregiverFormOutput, type CaregiverFormValues, isFormField } from './formValues.ts';
import { WorkFields } from './WorkFields.tsx';

export type CaregiverFormProps = {
  /** The profile to change, or null to add one. */
  caregiver: Caregiver | null;
  defaultValues: CaregiverFormValues;
  /** Admins say which agency a new caregiver works for; staff add to their own. */
  asksAgency: boolean;
  cancelTo: string;
  onSaved: (caregiver: Caregiver) => void;
};

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Adds a caregiver or changes one: person, address, work, competencies and weekly hours. */
export function CaregiverForm({
  caregiver,
  defaultValues,
  asksAgency,
  cancelTo,
  onSaved,
}: CaregiverFormProps) {
  const { t } = useTranslation('caregivers');
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveCaregiver(caregiver?.id ?? null);
  const form = useForm<CaregiverFormValues, unknown, CaregiverFormOutput>({
    resolver: zodResolver(caregiverWriteSchema, { error: errorMap }),
    defaultValues,
    shouldFocusError: true,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { submit, failure, errorCount, problem } = useSaveOnSubmit(form, save.mutate, {
    onSaved,
    isFormField,
  });

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <FormAlerts failure={failure} errorCount={errorCount} />
      <SectionCard title={t('form.sections.person')}>
        <Box sx={grid}>
          <TextField
            label={t('fields.firstName')}
            required
            autoComplete="off"
            {...register('firstName')}
            {...problem(errors.firstName)}
          />
          <TextField
            label={t('fields.lastName')}
            required
            autoComplete="off"
            {...register('lastName')}
            {...problem(errors.lastName)}
          />
          <TextField
            label={t('fields.email')}
            type="email"
            required
            autoComplete="off"
            {...register('email')}
            {...problem(errors.email)}
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            {...register('phone')}
            {...problem(errors.phone)}
          />
          <TextField
            label={t('fields.dateOfBirth')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...register('dateOfBirth', { setValueAs: blankAsNull })}
            {...problem(errors.dateOfBirth)}
          />
          {asksAgency && (
            <Controller
              control={form.control}
              name="agencyId"
              render={({ field }) => (
                <AgencyPicker
                  label={t('fields.agency')}
                  name={field.name}
                  inputRef={field.ref}
                  required
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={(id) => field.onChange(id ?? undefined)}
                  error={fieldText(errors.agencyId?.message)}
                />
              )}
            />
          )}
        </Box>
        <TextField
          label={t('fields.bio')}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2.5 }}
          {...register('bio')}
          {...problem(errors.bio)}
        />
      </SectionCard>
      <WorkFields form={form} fieldText={fieldText} cityName={caregiver?.city?.name ?? null} />
      <SectionCard title={t('form.sections.competencies')}>
        <CompetencyFields register={register} />
      </SectionCard>
      <SectionCard title={t('form.sections.availability')}>
        <AvailabilityFields
          control={form.control}
          register={register}
          errors={errors.availability}
          fieldText={fieldText}
        />
      </SectionCard>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
          {t('form.save')}
        </SpinnerButton>
        <Button component={RouterLink} to={cancelTo}>
          {t('actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
