import { type Assessment, type AssessmentMove, AssessmentStatus } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { AssessmentStatusChip } from './AssessmentStatusChip.tsx';
import { MoveDialog } from './MoveDialog.tsx';

export type StatusSectionProps = { assessment: Assessment; canManage: boolean };

/** Where the booking stands and the moves this person may make from here, one button each. */
export function StatusSection({ assessment, canManage }: StatusSectionProps) {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const movesId = useId();
  const [open, setOpen] = useState<AssessmentMove | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = canManage ? assessment.allowedMoves : [];

  return (
    <SectionCard title={t('detail.sections.status')}>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" role="status" onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('status.current')}</Typography>
          <AssessmentStatusChip status={assessment.status} />
        </Stack>
        {moves.length === 0 ? (
          <Typography color="text.secondary">{t('status.noMoves')}</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography id={movesId} variant="subtitle2" component="h3">
              {t('status.moves')}
            </Typography>
            <Stack
              role="group"
              aria-labelledby={movesId}
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap' }}
            >
              {moves.map((move) => (
                <Button
                  key={move.to}
                  variant={move.to === AssessmentStatus.cancelled ? 'outlined' : 'contained'}
                  color={move.to === AssessmentStatus.cancelled ? 'error' : 'primary'}
                  onClick={() => {
                    setDone(null);
                    setOpen(move);
                  }}
                >
                  {label(AssessmentStatus.labelKey(move.to))}
                </Button>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
      {open && (
        <MoveDialog
          assessment={assessment}
          move={open}
          onClose={() => setOpen(null)}
          onMoved={(status) => {
            setOpen(null);
            setDone(t('status.moved', { status: label(AssessmentStatus.labelKey(status)) }));
          }}
        />
      )}
    </SectionCard>
  );
}
