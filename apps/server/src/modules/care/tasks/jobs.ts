import { CARE_TIME_ZONE } from '@hearth/domain';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { generateRecurringTasks } from './recurringTasks.ts';

// en-CA formats a date as YYYY-MM-DD, the form task due dates are stored in.
const careDate = new Intl.DateTimeFormat('en-CA', { timeZone: CARE_TIME_ZONE });

/** Every night, the next occurrence of each repeating care-plan task that has come due. */
export const recurringTasksJob: ScheduledJob = {
  name: 'care-recurring-tasks',
  cron: '0 2 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, now }) => generateRecurringTasks(db, careDate.format(now)),
};
