import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createReportDefinitions } from './definitions.ts';
import { createReportExports } from './export/reportExport.ts';
import { reportsRoutes } from './routes.ts';
import { createReportsService } from './service.ts';
import { createStatistics } from './statistics/statistics.ts';

export { readsAgencyStatistics } from './policy.ts';
export {
  type AgencyStatisticsPublisher,
  createAgencyStatisticsPublisher,
} from './statistics/agencyStatisticsPublisher.ts';

/**
 * Reports, graph series and dashboard statistics (issue 22), each counted over the caller's scope:
 * an agency its own records, a partner its referrals, an admin all.
 */
export const reportsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const reports = createReportsService(createReportDefinitions(db), createStatistics(db));
  await app.register(reportsRoutes, { reports, exports: createReportExports(db, reports) });
};
