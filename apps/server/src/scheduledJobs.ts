import { missedVisitsJob } from './modules/care/shifts/jobs.ts';
import { recurringTasksJob } from './modules/care/tasks/jobs.ts';
import { staleSearchStateJob } from './modules/marketplace/jobs.ts';
import { caregiverBirthdaysJob } from './modules/notifications/birthdays.ts';
import type { ScheduledJob } from './platform/jobs/scheduledJob.ts';

/** Every module's scheduled job, as app.ts lists every module's routes. */
export const scheduledJobs: readonly ScheduledJob[] = [
  recurringTasksJob,
  missedVisitsJob,
  staleSearchStateJob,
  caregiverBirthdaysJob,
];
