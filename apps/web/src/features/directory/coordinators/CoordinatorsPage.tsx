import { CARE_COORDINATOR_SORTS, type CareCoordinator } from '@hearth/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/list/types.ts';
import { EntryListPage } from '../entries/EntryListPage.tsx';
import { coordinatorsApi } from './coordinatorsApi.ts';

function useColumns(): Column<CareCoordinator>[] {
  const { t } = useTranslation('directory');
  return useMemo(
    () => [
      {
        id: 'organisation',
        header: t('coordinator.organisation'),
        cell: (coordinator) => coordinator.organisation ?? '',
      },
      {
        id: 'region',
        header: t('coordinator.region'),
        cell: (coordinator) =>
          [coordinator.region, coordinator.province?.code].filter(Boolean).join(', '),
      },
      {
        id: 'phone',
        header: t('coordinator.phone'),
        noWrap: true,
        cell: (coordinator) => coordinator.phone ?? '',
      },
      {
        id: 'email',
        header: t('coordinator.email'),
        cell: (coordinator) => coordinator.email ?? '',
      },
    ],
    [t],
  );
}

/** The care coordinators who refer and follow patients; admins keep the list. */
export function CoordinatorsPage() {
  const { t } = useTranslation('directory');
  const columns = useColumns();
  return (
    <EntryListPage
      useList={coordinatorsApi.useList}
      columns={columns}
      sorts={CARE_COORDINATOR_SORTS}
      listPath="/user/coordinators"
      addIcon={<PersonAddIcon />}
      texts={{
        title: t('coordinators.title'),
        name: t('coordinator.name'),
        add: t('coordinators.add'),
        search: t('coordinators.search'),
        none: t('coordinators.none'),
        noneMatching: t('coordinators.noneMatching'),
      }}
    />
  );
}
