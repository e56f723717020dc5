import { type Task, TaskState } from '@hearth/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { usePatientTasks } from '../tasks/index.ts';

export type CheckOutTasksProps = {
  patientId: number;
  /** The visit's day in the care time zone (`YYYY-MM-DD`). */
  visitDay: string;
  ticked: readonly number[];
  onChange: (taskIds: number[]) => void;
};

/** The visit's share of the care plan: what is due that day, and what is overdue and still open. */
const dueOnVisit = (task: Task, visitDay: string) =>
  task.dueDate === visitDay || (task.dueDate < visitDay && task.state === TaskState.notCompleted);

/** The care plan's tasks of the visit as a checklist the caregiver ticks at check-out. */
export function CheckOutTasks({ patientId, visitDay, ticked, onChange }: CheckOutTasksProps) {
  const { t } = useTranslation('shifts');
  const query = usePatientTasks(patientId, true);
  if (query.isPending) {
    return <ListLoading label={t('checkout.tasks.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const tasks = query.data.data.filter((task) => dueOnVisit(task, visitDay));
  if (tasks.length === 0) {
    return <ListEmpty message={t('checkout.tasks.empty')} />;
  }
  const toggle = (taskId: number, checked: boolean) =>
    onChange(checked ? [...ticked, taskId] : ticked.filter((id) => id !== taskId));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('checkout.tasks.legend')}</FormLabel>
      <FormGroup>
        {tasks.map((task) => (
          <FormControlLabel
            key={task.id}
            sx={{ py: 0.5, overflowWrap: 'anywhere' }}
            control={
              <Checkbox
                checked={ticked.includes(task.id)}
                onChange={(event) => toggle(task.id, event.target.checked)}
              />
            }
            label={task.title}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
