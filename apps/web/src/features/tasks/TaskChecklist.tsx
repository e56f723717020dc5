import { Role, type Task, TaskState } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AddTaskDialog } from './AddTaskDialog.tsx';
import { usePatientTasks, useUpdateTask } from './tasksApi.ts';

const STAFF: readonly Role[] = [Role.admin, Role.agency, Role.agencyAgent];
const CHECKLIST_ROLES: readonly Role[] = [...STAFF, Role.caregiver];

export type TaskChecklistProps = { patientId: number };

function TaskRow({ task, patientId }: { task: Task; patientId: number }) {
  const { t } = useTranslation('tasks');
  const label = useLabel();
  const update = useUpdateTask(patientId);
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{task.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('row.meta', { service: t(`services.${task.careService}`), due: task.dueDate })}
          </Typography>
          {task.details && <Typography variant="body2">{task.details}</Typography>}
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={task.state}
          disabled={update.isPending}
          aria-label={t('row.stateOf', { title: task.title })}
          onChange={(_event, state: TaskState | null) => {
            if (state !== null && state !== task.state) {
              update.mutate({ id: task.id, patch: { state } });
            }
          }}
        >
          {TaskState.codes.map((state) => (
            <ToggleButton key={state} value={state}>
              {label(TaskState.labelKey(state))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {update.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('row.failed', { message: update.error.message })}
        </Alert>
      )}
    </ListItem>
  );
}

/** The patient's care plan as a checklist; each task's state is set with one tap. */
export function TaskChecklist({ patientId }: TaskChecklistProps) {
  const { t } = useTranslation('tasks');
  const { data: details } = useAuthDetails();
  const allowed =
    details !== undefined && details !== null && CHECKLIST_ROLES.includes(details.user.role);
  const query = usePatientTasks(patientId, allowed);
  const [adding, setAdding] = useState(false);
  if (!allowed) {
    return null;
  }
  const staff = STAFF.includes(details.user.role);
  return (
    <SectionCard
      title={t('title')}
      action={
        staff && (
          <Button variant="outlined" size="small" onClick={() => setAdding(true)}>
            {t('add.open')}
          </Button>
        )
      }
    >
      {adding && <AddTaskDialog patientId={patientId} onClose={() => setAdding(false)} />}
      {query.isPending && <ListLoading label={t('loading')} />}
      {query.isError && (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      )}
      {query.data && query.data.data.length === 0 && <ListEmpty message={t('empty')} />}
      {query.data && query.data.data.length > 0 && (
        <List aria-label={t('title')}>
          {query.data.data.map((task) => (
            <TaskRow key={task.id} task={task} patientId={patientId} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
