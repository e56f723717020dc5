import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Notifier } from '../../notifications/index.ts';
import { createChangeService } from './changeService.ts';
import { createDetailsService } from './detailsService.ts';
import { createMetricsRepo } from './metricsRepo.ts';
import { createReferralRepo } from './referralRepo.ts';
import { createReferralService } from './referralService.ts';
import { createReferralWriteRepo } from './referralWriteRepo.ts';
import { referralRoutes } from './routes.ts';

/** Shared-living referrals: a person referred to a hub, its milestones, placement and metrics. */
export const referralsModule: FastifyPluginAsync<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  const writes = createReferralWriteRepo();
  const referrals = createReferralService(
    db,
    createReferralRepo(db),
    writes,
    createMetricsRepo(db),
  );
  await app.register(referralRoutes, {
    referrals,
    changes: createChangeService(db, referrals, writes, notifier),
    details: createDetailsService(db, referrals, writes),
  });
};
