import { CARE_TIME_ZONE, careDay } from '@hearth/domain';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { generateRecurringTasks } from './recurringTasks.ts';

/** Every night, the next occurrence of each repeating care-plan task that has come due. */
export const recurringTasksJob: ScheduledJob = {
  name: 'care-recurring-tasks',
  cron: '0 2 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, now }) => generateRecurringTasks(db, careDay(now)),
};
