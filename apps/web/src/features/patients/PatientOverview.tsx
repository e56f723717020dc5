import { AmbulatoryLevel, Gender, type Patient } from '@hearth/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { PatientStatusChip } from './PatientStatusChip.tsx';
import { ageOn } from './patientNames.ts';

const orNone = (value: string | null | undefined, none: string) => value || none;

function addressLines(patient: Patient): string[] {
  const { street, unit, postalCode } = patient.address;
  const firstLine = [unit, street].filter(Boolean).join(' – ');
  const secondLine = [patient.city?.name, postalCode].filter(Boolean).join(' ');
  return [firstLine, secondLine].filter(Boolean);
}

export type PatientOverviewProps = { patient: Patient };

/** Who the patient is and who looks after and pays for their care. */
export function PatientOverview({ patient }: PatientOverviewProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const formatDate = useDateFormat();
  const none = t('detail.none');
  const address = addressLines(patient);

  return (
    <Stack spacing={3}>
      <SectionCard title={t('detail.sections.personal')}>
        <FactList
          facts={[
            { term: t('fields.preferredName'), value: orNone(patient.preferredName, none) },
            {
              term: t('fields.dateOfBirth'),
              value: t('birthAndAge', {
                date: formatDate(patient.dateOfBirth),
                age: ageOn(patient.dateOfBirth),
              }),
            },
            { term: t('fields.gender'), value: label(Gender.labelKey(patient.gender)) },
            {
              term: t('fields.languages'),
              value: orNone(patient.languages.map((language) => language.name).join(', '), none),
            },
            {
              term: t('fields.phone'),
              value: patient.phone ? (
                <Link href={`tel:${patient.phone}`}>{patient.phone}</Link>
              ) : (
                none
              ),
            },
            {
              term: t('fields.email'),
              value: patient.email ? (
                <Link href={`mailto:${patient.email}`}>{patient.email}</Link>
              ) : (
                none
              ),
            },
            {
              term: t('fields.address'),
              value:
                address.length > 0 ? address.map((line) => <div key={line}>{line}</div>) : none,
            },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.care')}>
        <FactList
          facts={[
            { term: t('fields.status'), value: <PatientStatusChip status={patient.status} /> },
            { term: t('fields.agency'), value: patient.agency.name },
            {
              term: t('fields.careCoordinator'),
              value: orNone(patient.careCoordinator?.name, none),
            },
            { term: t('fields.payer'), value: orNone(patient.payer?.name, none) },
            { term: t('fields.partner'), value: orNone(patient.partner?.name, none) },
            {
              term: t('fields.ambulatoryLevel'),
              value:
                patient.ambulatoryLevel === null
                  ? t('notAssessed')
                  : label(AmbulatoryLevel.labelKey(patient.ambulatoryLevel)),
            },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
