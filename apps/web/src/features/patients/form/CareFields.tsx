import { AmbulatoryLevel, PatientStatus, Role } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { FieldGrid } from './FieldGrid.tsx';
import type { PatientFormPartProps } from './formTypes.ts';
import { IdPickerField } from './PickerFields.tsx';

/** Who serves the patient, who coordinates and who pays, how they move, where they stand. */
export function CareFields({ form, fields, initial }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const { data: details } = useAuthDetails();
  // Agency staff add patients to their own agency; only admins choose (or transfer) one.
  const choosesAgency = details?.user.role === Role.admin;
  return (
    <SectionCard title={t('form.sections.care')}>
      <FieldGrid>
        {choosesAgency ? (
          <IdPickerField
            control={form.control}
            name="agencyId"
            label={t('fields.agency')}
            lookup="agencies"
            searched
            required
            initial={initial.agency}
            error={fields.errorOf('agencyId')}
          />
        ) : (
          initial.agency && (
            <TextField label={t('fields.agency')} value={initial.agency.label} disabled />
          )
        )}
        <SelectField
          control={form.control}
          name="status"
          label={t('fields.status')}
          required
          choices={PatientStatus.codes.map((status) => ({
            value: status,
            label: label(PatientStatus.labelKey(status)),
          }))}
          error={fields.errorOf('status')}
        />
        <IdPickerField
          control={form.control}
          name="careCoordinatorId"
          label={t('fields.careCoordinator')}
          lookup="careCoordinators"
          searched
          initial={initial.careCoordinator}
          error={fields.errorOf('careCoordinatorId')}
        />
        <IdPickerField
          control={form.control}
          name="payerId"
          label={t('fields.payer')}
          lookup="payers"
          searched
          initial={initial.payer}
          error={fields.errorOf('payerId')}
        />
        <SelectField
          control={form.control}
          name="ambulatoryLevel"
          label={t('fields.ambulatoryLevel')}
          emptyLabel={t('notAssessed')}
          choices={AmbulatoryLevel.codes.map((level) => ({
            value: level,
            label: label(AmbulatoryLevel.labelKey(level)),
          }))}
          error={fields.errorOf('ambulatoryLevel')}
        />
      </FieldGrid>
    </SectionCard>
  );
}
