import { Role } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useDebounced } from '../../reference/index.ts';
import { useCareTeamCandidates } from '../patientsApi.ts';
import type { PatientFormPartProps } from './formTypes.ts';
import { IdsPickerField } from './PickerFields.tsx';

/** Caregivers and staff of the patient's agency who work with them. */
export function CareTeamField({ form, fields, initial }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const agencyId = form.watch('agencyId');
  const [text, setText] = useState('');
  const candidates = useCareTeamCandidates(
    typeof agencyId === 'number' ? agencyId : null,
    useDebounced(text.trim()),
  );
  const options = (candidates.data?.pages ?? [])
    .flatMap((page) => page.data)
    .map((candidate) => ({
      id: candidate.userId,
      label: candidate.name,
      detail: label(Role.labelKey(candidate.role)),
    }));
  return (
    <SectionCard title={t('form.sections.careTeam')}>
      <IdsPickerField
        control={form.control}
        name="careTeamUserIds"
        label={t('form.careTeam')}
        initial={initial.careTeam}
        options={{ options, loading: candidates.isFetching }}
        onSearch={setText}
        onScrolledToEnd={() => {
          if (candidates.hasNextPage && !candidates.isFetchingNextPage) {
            void candidates.fetchNextPage();
          }
        }}
        error={fields.errorOf('careTeamUserIds')}
        helperText={t('form.hints.careTeam')}
      />
    </SectionCard>
  );
}
