import { useTranslation } from 'react-i18next';
import { EntryRecordPage } from '../entries/EntryRecordPage.tsx';
import { emailLink, phoneLink } from '../shared/contactLinks.tsx';
import { coordinatorsApi } from './coordinatorsApi.ts';

/** One care coordinator: how to reach them and the region they cover. */
export function CoordinatorDetailPage() {
  const { t } = useTranslation('directory');
  return (
    <EntryRecordPage
      useOne={coordinatorsApi.useOne}
      useSetRetired={coordinatorsApi.useSetRetired}
      listPath="/user/coordinators"
      texts={{
        back: t('coordinator.back'),
        loading: t('coordinator.title'),
        notFound: t('coordinator.notFound.title'),
        notFoundMessage: t('coordinator.notFound.message'),
        details: t('coordinator.details'),
      }}
      facts={(coordinator) => [
        coordinator.organisation !== null && {
          term: t('coordinator.organisation'),
          value: coordinator.organisation,
        },
        coordinator.region !== null && { term: t('coordinator.region'), value: coordinator.region },
        coordinator.province !== null && {
          term: t('coordinator.province'),
          value: coordinator.province.name,
        },
        coordinator.phone !== null && {
          term: t('coordinator.phone'),
          value: phoneLink(coordinator.phone),
        },
        coordinator.email !== null && {
          term: t('coordinator.email'),
          value: emailLink(coordinator.email),
        },
      ]}
    />
  );
}
