import type { Database } from '../../db/client.ts';
import { createBillingReport } from './billing/billingReport.ts';
import { createHostLeadsReport } from './hostLeads/hostLeadsReport.ts';
import { createMarketplaceReport } from './marketplace/marketplaceReport.ts';
import { createReferralsReport } from './referrals/referralsReport.ts';
import type { ReportDefinitions } from './reportDefinition.ts';
import { createVisitsReport } from './visits/visitsReport.ts';

/**
 * The reports built so far, one line per type (each in its own folder beside this file); a type
 * missing here answers 404 `reportNotAvailable`.
 */
export function createReportDefinitions(db: Database): ReportDefinitions {
  return {
    visits: createVisitsReport(db),
    referrals: createReferralsReport(db),
    marketplace: createMarketplaceReport(db),
    hostLeads: createHostLeadsReport(db),
    billing: createBillingReport(db),
  };
}
