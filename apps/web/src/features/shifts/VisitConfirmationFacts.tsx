import { routes, type Shift } from '@hearth/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { usePatientTasks } from '../tasks/index.ts';
import { useShiftFormat } from './shiftFormat.ts';

export type VisitConfirmationFactsProps = { shift: Shift };

/** The client's signature as the server keeps it, or why the caregiver could not take one. */
function ClientSignature({ shift }: VisitConfirmationFactsProps) {
  const { t } = useTranslation('shifts');
  const format = useShiftFormat();
  const confirmation = shift.verification.confirmation;
  if (confirmation?.signature) {
    const at = confirmation.signature.at;
    return (
      <Box
        component="img"
        src={routes.shifts.signature({ shiftId: shift.id }).url}
        alt={t('visit.signatureAlt', {
          name: shift.patient.name,
          time: `${format.day(at)}, ${format.time(at)}`,
        })}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: 200,
          border: 1,
          borderColor: 'divider',
        }}
      />
    );
  }
  if (confirmation?.signatureMissingReason) {
    return (
      <Typography>
        {t('visit.signatureMissing', {
          reason: t(`signatureMissing.${confirmation.signatureMissingReason}`),
        })}
      </Typography>
    );
  }
  return (
    <Typography>
      {shift.checkOut ? t('visit.signatureNotGiven') : t('visit.signatureAtCheckOut')}
    </Typography>
  );
}

/** The care plan's tasks the caregiver ticked at check-out, by title. */
function TasksDone({ shift }: VisitConfirmationFactsProps) {
  const { t } = useTranslation('shifts');
  const taskIds = shift.verification.confirmation?.taskIds ?? [];
  const query = usePatientTasks(shift.patient.id, taskIds.length > 0);
  if (taskIds.length === 0) {
    return <ListEmpty message={t('visit.tasksNone')} />;
  }
  if (query.isPending) {
    return <ListLoading label={t('checkout.tasks.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const titles = new Map(query.data.data.map((task) => [task.id, task.title]));
  return (
    <List dense disablePadding aria-label={t('visit.tasks')}>
      {taskIds.map((id) => (
        <ListItem key={id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
          {titles.get(id) ?? t('visit.taskRetired', { id })}
        </ListItem>
      ))}
    </List>
  );
}

/** The client's side of the visit: their signature (or why none) and the tasks done. */
export function VisitConfirmationFacts({ shift }: VisitConfirmationFactsProps) {
  const { t } = useTranslation('shifts');
  return (
    <>
      <section aria-label={t('visit.signature')}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('visit.signature')}
        </Typography>
        <ClientSignature shift={shift} />
      </section>
      <section aria-label={t('visit.tasks')}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('visit.tasks')}
        </Typography>
        <TasksDone shift={shift} />
      </section>
    </>
  );
}
