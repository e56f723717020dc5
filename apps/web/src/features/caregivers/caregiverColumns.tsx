import type { CaregiverSummary } from '@hearth/domain';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/types.ts';
import { CaregiverStatusChip, DocumentAlertChips } from './CaregiverChips.tsx';

/** What the detail page's "back" link returns to: the list as it was filtered. */
export type FromListState = { listSearch: string };

export const fullName = (caregiver: { firstName: string; lastName: string }) =>
  `${caregiver.firstName} ${caregiver.lastName}`;

export function useCaregiverColumns(showAgency: boolean): Column<CaregiverSummary>[] {
  const { t } = useTranslation('caregivers');
  const localized = useLocalizedPath();
  const { search } = useLocation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        cell: (caregiver) => (
          <Link
            component={RouterLink}
            to={localized(`/user/caregivers/${caregiver.id}`)}
            state={{ listSearch: search } satisfies FromListState}
          >
            {`${caregiver.lastName}, ${caregiver.firstName}`}
          </Link>
        ),
      },
      {
        id: 'profession',
        header: t('list.columns.profession'),
        cell: (caregiver) => caregiver.profession?.name ?? t('list.noProfession'),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        noWrap: true,
        cell: (caregiver) => <CaregiverStatusChip status={caregiver.status} />,
      },
      {
        id: 'languages',
        header: t('list.columns.languages'),
        cell: (caregiver) => caregiver.languages.map((language) => language.name).join(', '),
      },
      {
        id: 'city',
        header: t('list.columns.city'),
        cell: (caregiver) => caregiver.city?.name ?? '—',
      },
      ...(showAgency
        ? [
            {
              id: 'agency',
              header: t('list.columns.agency'),
              cell: (caregiver: CaregiverSummary) => caregiver.agency.name,
            },
          ]
        : []),
      {
        id: 'documents',
        header: t('list.columns.documents'),
        cell: (caregiver) => <DocumentAlertChips alerts={caregiver.documentAlerts} />,
      },
    ],
    [t, localized, search, showAgency],
  );
}
