import { CARE_TIME_ZONE } from '@hearth/domain';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { createVerification } from '../verification/index.ts';
import { createMissedVisits } from './missedVisits.ts';
import { createShiftWriteRepo } from './shiftWriteRepo.ts';

/** Every five minutes, shifts nobody checked in to become missed visits of every agency. */
export const missedVisitsJob: ScheduledJob = {
  name: 'care-missed-visits',
  cron: '*/5 * * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, broadcaster, log }) =>
    createMissedVisits(
      db,
      createShiftWriteRepo(db),
      createVerification({ db, broadcaster, log }),
    )(),
};
