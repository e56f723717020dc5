import { type Agency, OrganisationKind } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { type Fact, FactList } from '../../../components/FactList.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { emailLink, phoneLink, websiteLink } from '../shared/contactLinks.tsx';
import { placeOf } from './placeOf.ts';

export type AgencyProfileProps = { agency: Agency };

/** What the directory knows about an agency; facts it has no value for are left out. */
export function AgencyProfile({ agency }: AgencyProfileProps) {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const { address } = agency;
  const street = [address.street, address.unit].filter(Boolean).join(', ');
  const place = [placeOf(agency), address.postalCode].filter(Boolean).join(' ');
  const facts: (Fact | false)[] = [
    { term: t('agency.kind'), value: label(OrganisationKind.labelKey(agency.kind)) },
    agency.legalName !== null && { term: t('agency.legalName'), value: agency.legalName },
    agency.phone !== null && { term: t('agency.phone'), value: phoneLink(agency.phone) },
    agency.email !== null && { term: t('agency.email'), value: emailLink(agency.email) },
    agency.website !== null && { term: t('agency.website'), value: websiteLink(agency.website) },
    (street !== '' || place !== '') && {
      term: t('agency.address'),
      value: [street, place].filter(Boolean).join(', '),
    },
    {
      term: t('agency.serviceArea'),
      value: t('agency.serviceAreaValue', { km: agency.serviceRadiusKm }),
    },
    {
      term: t('agency.careTypes'),
      value: agency.careTypes.map((careType) => careType.name).join(', ') || t('agency.noneGiven'),
    },
    {
      term: t('agency.languages'),
      value: agency.languages.map((language) => language.name).join(', ') || t('agency.noneGiven'),
    },
    agency.description !== null && { term: t('agency.description'), value: agency.description },
  ];
  return (
    <SectionCard title={t('agency.profile')}>
      <FactList facts={facts.filter((fact): fact is Fact => fact !== false)} />
    </SectionCard>
  );
}
