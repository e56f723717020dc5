import { CARE_TIME_ZONE } from '@hearth/domain';
import type { ScheduledJob } from '../../platform/jobs/scheduledJob.ts';
import { createSearchStateRepo } from './stateRepo.ts';
import { createSearchStateService } from './stateService.ts';

/** Every night, the stored searches of visitors who have not been back for months. */
export const staleSearchStateJob: ScheduledJob = {
  name: 'marketplace-stale-search-state',
  cron: '30 3 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, now }) => createSearchStateService(createSearchStateRepo(db)).deleteStale(now),
};
