import type { Caregiver } from '@hearth/domain';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/DateTime.tsx';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

export type CaregiverProfileProps = { caregiver: Caregiver };

const joined = (names: readonly { name: string }[]) => names.map((item) => item.name).join(', ');

/** Who the caregiver is and how to reach them. */
export function CaregiverProfile({ caregiver }: CaregiverProfileProps) {
  const { t } = useTranslation('caregivers');
  const formatDate = useDateFormat();
  const none = t('detail.none');
  const { street, unit, postalCode } = caregiver.address;
  const address = [
    [unit, street].filter(Boolean).join(' – '),
    [caregiver.city?.name, postalCode].filter(Boolean).join(' '),
  ].filter((line) => line !== '');

  return (
    <SectionCard title={t('detail.sections.profile')}>
      <FactList
        facts={[
          { term: t('fields.agency'), value: caregiver.agency.name },
          { term: t('fields.profession'), value: caregiver.profession?.name ?? none },
          { term: t('fields.roles'), value: joined(caregiver.roles) || none },
          { term: t('fields.languages'), value: joined(caregiver.languages) || none },
          {
            term: t('fields.email'),
            value: <Link href={`mailto:${caregiver.email}`}>{caregiver.email}</Link>,
          },
          {
            term: t('fields.phone'),
            value: caregiver.phone ? (
              <Link href={`tel:${caregiver.phone}`}>{caregiver.phone}</Link>
            ) : (
              none
            ),
          },
          {
            term: t('fields.address'),
            value: address.length > 0 ? address.map((line) => <div key={line}>{line}</div>) : none,
          },
          {
            term: t('fields.dateOfBirth'),
            value: caregiver.dateOfBirth ? formatDate(caregiver.dateOfBirth) : none,
          },
          {
            term: t('fields.account'),
            value: caregiver.user
              ? t('detail.account', { name: caregiver.user.name, email: caregiver.user.email })
              : t('detail.noAccount'),
          },
          { term: t('fields.bio'), value: caregiver.bio ?? none },
        ]}
      />
    </SectionCard>
  );
}
