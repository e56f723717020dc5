import {
  type OwnCaregiverProfile,
  type OwnCaregiverProfileWrite,
  type OwnCaregiverProfileWriteInput,
  ownCaregiverProfileWriteSchema,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useSaveOnSubmit } from '../../app/forms/useSaveOnSubmit.ts';
import { FormAlerts } from '../../components/FormAlerts.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { AvailabilityFields } from './AvailabilityFields.tsx';
import { useSaveOwnProfile } from './caregiversApi.ts';
import { LanguagesField } from './LanguagesField.tsx';

export type OwnHoursFormProps = { profile: OwnCaregiverProfile };

const isFormField = (field: string) => field === 'languageIds' || field.startsWith('availability');

/** What a caregiver keeps themselves: the languages they speak and the hours they can work. */
export function OwnHoursForm({ profile }: OwnHoursFormProps) {
  const { t } = useTranslation('caregivers');
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveOwnProfile(profile.id);
  const [saved, setSaved] = useState(false);
  const form = useForm<OwnCaregiverProfileWriteInput, unknown, OwnCaregiverProfileWrite>({
    resolver: zodResolver(ownCaregiverProfileWriteSchema, { error: errorMap }),
    defaultValues: {
      languageIds: profile.languages.map((language) => language.id),
      availability: profile.availability,
    },
    shouldFocusError: true,
  });
  const { submit, failure, errorCount } = useSaveOnSubmit(
    form,
    (values, callbacks) => {
      setSaved(false);
      save.mutate(values, callbacks);
    },
    {
      onSaved: (answer: OwnCaregiverProfile) => {
        form.reset({
          languageIds: answer.languages.map((language) => language.id),
          availability: answer.availability,
        });
        setSaved(true);
      },
      isFormField,
    },
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <FormAlerts failure={failure} errorCount={errorCount} />
      <LanguagesField control={form.control} fieldText={fieldText} />
      <AvailabilityFields
        control={form.control}
        register={form.register}
        errors={form.formState.errors.availability}
        fieldText={fieldText}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
          {t('mine.save')}
        </SpinnerButton>
        {saved && (
          <Alert severity="success" role="status">
            {t('mine.saved')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
