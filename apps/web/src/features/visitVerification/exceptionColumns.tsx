import type { VisitException } from '@hearth/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import type { Column } from '../../components/list/DataList.tsx';
import { useExceptionText } from './useExceptionText.ts';

export type ExceptionActions = {
  onResolve: (exception: VisitException) => void;
  onCorrect: (exception: VisitException) => void;
};

/** The queue's columns: what is off, on whose visit, when, why, and what to do about it. */
export function useExceptionColumns({
  onResolve,
  onCorrect,
}: ExceptionActions): Column<VisitException>[] {
  const { t } = useTranslation('visitVerification');
  const text = useExceptionText();
  const when = useDateTimeFormat();
  return [
    {
      id: 'kind',
      header: t('queue.columns.kind'),
      cell: (row) => (
        <Chip
          size="small"
          color={row.resolvedAt === null ? 'warning' : 'default'}
          label={text.kind(row.kind)}
        />
      ),
      noWrap: true,
    },
    { id: 'patient', header: t('queue.columns.patient'), cell: (row) => row.patient.name },
    {
      id: 'caregiver',
      header: t('queue.columns.caregiver'),
      cell: (row) => row.caregiver?.name ?? t('queue.noCaregiver'),
    },
    {
      id: 'visit',
      header: t('queue.columns.visit'),
      cell: (row) => <time dateTime={row.startsAt}>{text.visitTime(row.startsAt)}</time>,
      noWrap: true,
    },
    { id: 'phase', header: t('queue.columns.phase'), cell: (row) => text.phase(row.phase) },
    { id: 'reason', header: t('queue.columns.reason'), cell: (row) => text.reason(row.reasonCode) },
    {
      id: 'status',
      header: t('queue.columns.status'),
      cell: (row) =>
        row.resolvedAt === null ? (
          t('queue.open')
        ) : (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('queue.resolvedBy', {
                name: row.resolvedBy?.name ?? '—',
                when: when(row.resolvedAt),
              })}
            </Typography>
            {row.resolutionNote && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.resolutionNote}
              </Typography>
            )}
          </Stack>
        ),
    },
    {
      id: 'actions',
      header: t('queue.columns.actions'),
      cell: (row) =>
        row.resolvedAt === null && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onCorrect(row)}
              aria-label={t('queue.correctFor', { patient: row.patient.name })}
            >
              {t('queue.correct')}
            </Button>
            <Button
              size="small"
              onClick={() => onResolve(row)}
              aria-label={t('queue.resolveFor', { patient: row.patient.name })}
            >
              {t('queue.resolve')}
            </Button>
          </Stack>
        ),
    },
  ];
}
