import { CARE_TIME_ZONE } from '@hearth/domain';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { createShiftWriteRepo } from './shiftWriteRepo.ts';

/** Every five minutes, shifts nobody checked in to become missed visits of every agency. */
export const missedVisitsJob: ScheduledJob = {
  name: 'care-missed-visits',
  cron: '*/5 * * * *',
  tz: CARE_TIME_ZONE,
  run: async ({ db }) => (await createShiftWriteRepo(db).markMissed()).length,
};
