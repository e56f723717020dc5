import type { Shift } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import { ShiftStatusChip } from './ShiftStatusChip.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import { useAssessmentShifts, useGenerateShifts } from './shiftsApi.ts';
import { VisitDetailsButton } from './VisitDetailsButton.tsx';

const PER_PAGE = 10;

export type ShiftsSectionProps = { assessmentId: number };

/** An assessment's shifts for its agency's staff: plan them from the schedule, assign each. */
export function ShiftsSection({ assessmentId }: ShiftsSectionProps) {
  const { t } = useTranslation('shifts');
  const format = useShiftFormat();
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<Shift | null>(null);
  const query = useAssessmentShifts(assessmentId, page, PER_PAGE);
  const generate = useGenerateShifts(assessmentId);
  const pages = Math.max(1, Math.ceil((query.data?.meta.total ?? 0) / PER_PAGE));

  return (
    <SectionCard
      title={t('section.title')}
      action={
        <SpinnerButton
          variant="outlined"
          spinning={generate.isPending}
          onClick={() => generate.mutate()}
        >
          {t('section.generate')}
        </SpinnerButton>
      }
    >
      <Stack spacing={2}>
        {generate.isSuccess && (
          <Alert severity="success" role="status">
            {generate.data.created > 0
              ? t('section.generated', { count: generate.data.created })
              : t('section.noneNew')}
          </Alert>
        )}
        {generate.isError && (
          <Alert severity="error" role="alert">
            {generate.error.message}
          </Alert>
        )}
        {query.isPending ? (
          <ListLoading label={t('section.loading')} />
        ) : query.isError ? (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <ListEmpty message={t('section.empty')} />
        ) : (
          <List aria-label={t('section.listLabel')} disablePadding>
            {query.data.data.map((shift) => (
              <ListItem key={shift.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${format.day(shift.startsAt)}, ${format.span(shift)}`}
                  secondary={shift.caregiver?.name ?? t('section.unassigned')}
                  sx={{ minWidth: 0, flex: '1 1 12rem' }}
                />
                <ShiftStatusChip shift={shift} />
                {shift.checkIn === null && shift.cancelledAt === null && (
                  <Button
                    size="small"
                    onClick={() => setAssigning(shift)}
                    aria-label={`${shift.caregiver ? t('section.reassign') : t('section.assign')}: ${format.day(shift.startsAt)}, ${format.span(shift)}`}
                  >
                    {shift.caregiver ? t('section.reassign') : t('section.assign')}
                  </Button>
                )}
                <VisitDetailsButton shift={shift} />
              </ListItem>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('section.previous')}
            </Button>
            <Typography>{t('section.page', { page, pages })}</Typography>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('section.next')}
            </Button>
          </Stack>
        )}
      </Stack>
      {assigning && <AssignDialog shift={assigning} onClose={() => setAssigning(null)} />}
    </SectionCard>
  );
}
