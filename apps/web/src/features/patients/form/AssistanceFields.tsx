import { DailyActivity, LevelOfAssistance } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import type { PatientFormPartProps } from './formTypes.ts';

/** A level of assistance (0 to 7) for each activity of daily living, or none yet. */
export function AssistanceFields({ form, fields }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const levels = LevelOfAssistance.codes.map((level) => ({
    value: level,
    label: label(LevelOfAssistance.labelKey(level)),
  }));
  return (
    <SectionCard title={t('form.sections.assistance')}>
      <FieldGrid>
        {DailyActivity.codes.map((activity) => (
          <SelectField
            key={activity}
            control={form.control}
            name={`assistance.${activity}`}
            label={label(DailyActivity.labelKey(activity))}
            emptyLabel={t('notAssessed')}
            emptyValue={undefined}
            choices={levels}
            error={fields.errorOf(`assistance.${activity}`)}
          />
        ))}
      </FieldGrid>
    </SectionCard>
  );
}
