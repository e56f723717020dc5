import { type Caregiver, Competency, Skill, WeekDay } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

export type SkillsAndHoursProps = { caregiver: Caregiver };

/** Every skill with its rating; a skill never rated reads No Experience. */
export function CompetenciesSection({ caregiver }: SkillsAndHoursProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  return (
    <SectionCard title={t('detail.sections.competencies')}>
      <FactList
        facts={Skill.codes.map((skill) => ({
          term: label(Skill.labelKey(skill)),
          value: label(
            Competency.labelKey(caregiver.competencies[skill] ?? Competency.noExperience),
          ),
        }))}
      />
    </SectionCard>
  );
}

/** The weekly hours, one line per day that has any. */
export function AvailabilitySection({ caregiver }: SkillsAndHoursProps) {
  const { t } = useTranslation('caregivers');
  const label = useLabel();
  const days = WeekDay.codes
    .map((day) => ({
      day,
      ranges: caregiver.availability.filter((range) => range.weekDay === day),
    }))
    .filter(({ ranges }) => ranges.length > 0);
  return (
    <SectionCard title={t('detail.sections.availability')}>
      {days.length === 0 ? (
        t('detail.noAvailability')
      ) : (
        <FactList
          facts={days.map(({ day, ranges }) => ({
            term: label(WeekDay.labelKey(day)),
            value: ranges
              .map((range) => t('detail.range', { start: range.start, end: range.end }))
              .join(', '),
          }))}
        />
      )}
    </SectionCard>
  );
}
