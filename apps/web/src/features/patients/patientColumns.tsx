import type { PatientSummary } from '@hearth/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import type { Column } from '../../components/list/types.ts';
import { PatientStatusChip } from './PatientStatusChip.tsx';
import { ageOn, fullName } from './patientNames.ts';

/** What the detail page's "back" link returns to: the list as it was filtered. */
export type FromListState = { listSearch: string };

export function usePatientColumns(showAgency: boolean): Column<PatientSummary>[] {
  const { t } = useTranslation('patients');
  const localized = useLocalizedPath();
  const formatDate = useDateFormat();
  const { search } = useLocation();
  return useMemo(() => {
    const columns: Column<PatientSummary>[] = [
      {
        id: 'name',
        header: t('list.columns.name'),
        cell: (patient) => (
          <>
            <Link
              component={RouterLink}
              to={localized(`/user/patients/${patient.id}`)}
              state={{ listSearch: search } satisfies FromListState}
            >
              {fullName(patient)}
            </Link>
            {patient.preferredName && (
              <Typography variant="body2" color="text.secondary" component="span">
                {' '}
                {t('preferredAs', { name: patient.preferredName })}
              </Typography>
            )}
          </>
        ),
      },
      {
        id: 'dateOfBirth',
        header: t('list.columns.dateOfBirth'),
        noWrap: true,
        cell: (patient) =>
          t('birthAndAge', {
            date: formatDate(patient.dateOfBirth),
            age: ageOn(patient.dateOfBirth),
          }),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        noWrap: true,
        cell: (patient) => <PatientStatusChip status={patient.status} />,
      },
      { id: 'city', header: t('list.columns.city'), cell: (patient) => patient.city?.name ?? '—' },
      { id: 'phone', header: t('list.columns.phone'), noWrap: true, cell: (p) => p.phone ?? '—' },
      {
        id: 'careCoordinator',
        header: t('list.columns.careCoordinator'),
        cell: (patient) => patient.careCoordinator?.name ?? '—',
      },
    ];
    if (showAgency) {
      columns.push({
        id: 'agency',
        header: t('list.columns.agency'),
        cell: (patient) => patient.agency.name,
      });
    }
    return columns;
  }, [t, localized, formatDate, search, showAgency]);
}
