import type { AssessmentSummary } from '@hearth/domain';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/types.ts';
import { AssessmentStatusChip } from './AssessmentStatusChip.tsx';
import { useAssessmentFormat } from './useAssessmentFormat.ts';

/** What the detail page's "back" link returns to: the list as it was filtered. */
export type FromListState = { listSearch: string };

export function useAssessmentColumns(showAgency: boolean): Column<AssessmentSummary>[] {
  const { t } = useTranslation('assessments');
  const localized = useLocalizedPath();
  const format = useAssessmentFormat();
  const { search } = useLocation();
  return useMemo(() => {
    const columns: Column<AssessmentSummary>[] = [
      {
        id: 'patient',
        header: t('list.columns.patient'),
        cell: (assessment) => (
          <Link
            component={RouterLink}
            to={localized(`/user/assessments/${assessment.id}`)}
            state={{ listSearch: search } satisfies FromListState}
          >
            {assessment.patient?.name ?? t('list.request')}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        noWrap: true,
        cell: (assessment) => <AssessmentStatusChip status={assessment.status} />,
      },
      {
        id: 'careType',
        header: t('list.columns.careType'),
        cell: (assessment) => assessment.careType?.name ?? '—',
      },
      {
        id: 'dates',
        header: t('list.columns.dates'),
        cell: (assessment) => format.dates(assessment) ?? '—',
      },
      {
        id: 'rate',
        header: t('list.columns.rate'),
        noWrap: true,
        cell: (assessment) => format.rate(assessment) ?? '—',
      },
    ];
    if (showAgency) {
      columns.push({
        id: 'agency',
        header: t('list.columns.agency'),
        cell: (assessment) => assessment.agency.name,
      });
    }
    return columns;
  }, [t, localized, format, search, showAgency]);
}
