import { EARLIEST_BIRTH_DATE, Gender } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import type { PatientFormPartProps } from './formTypes.ts';
import { IdsPickerField } from './PickerFields.tsx';

const today = () => new Date().toISOString().slice(0, 10);

export function PersonalFields({ form, fields, initial }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  return (
    <SectionCard title={t('form.sections.personal')}>
      <FieldGrid>
        <TextField
          label={t('fields.firstName')}
          required
          autoComplete="off"
          {...fields.text('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          required
          autoComplete="off"
          {...fields.text('lastName')}
        />
        <TextField
          label={t('fields.preferredName')}
          autoComplete="off"
          {...fields.text('preferredName')}
          helperText={fields.errorOf('preferredName') ?? t('form.hints.preferredName')}
        />
        <TextField
          label={t('fields.dateOfBirth')}
          type="date"
          required
          {...fields.text('dateOfBirth')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: EARLIEST_BIRTH_DATE, max: today() },
          }}
        />
        <SelectField
          control={form.control}
          name="gender"
          label={t('fields.gender')}
          required
          emptyLabel={t('form.choose')}
          emptyValue={undefined}
          choices={Gender.codes.map((gender) => ({
            value: gender,
            label: label(Gender.labelKey(gender)),
          }))}
          error={fields.errorOf('gender')}
        />
        <IdsPickerField
          control={form.control}
          name="languageIds"
          label={t('fields.languages')}
          lookup="languages"
          initial={initial.languages}
          error={fields.errorOf('languageIds')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          {...fields.text('phone')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          {...fields.text('email')}
        />
      </FieldGrid>
    </SectionCard>
  );
}
