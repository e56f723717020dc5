import { CARE_TIME_ZONE } from '@hearth/domain';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob.ts';
import { createSettingsRepo } from '../settings/settingsRepo.ts';
import { createSettingsService } from '../settings/settingsService.ts';
import { createRunRepo } from './runRepo.ts';
import { createRunWork } from './runWork.ts';

/**
 * Runs are worked on by the node that started them, right after the start commits, and a node
 * takes up the queued ones when it starts. This sweep takes up the ones no node is working on:
 * still queued (a node stopped before taking it), or running with no progress for minutes (a
 * node stopped midway, its transaction undone).
 */
export const invoiceRunSweepJob: ScheduledJob = {
  name: 'care-invoice-run-sweep',
  cron: '* * * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, log }) => {
    const work = createRunWork(
      db,
      createRunRepo(db),
      createSettingsService(db, createSettingsRepo(db)),
    );
    return work.sweep(log);
  },
};
