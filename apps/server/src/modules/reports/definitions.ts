import type { Database } from '../../db/client.ts';
import { createAssessmentsReport } from './assessments/assessmentsReport.ts';
import { createBillingReport } from './billing/billingReport.ts';
import { createCaregiversReport } from './caregivers/caregiversReport.ts';
import { createDocumentationReport } from './documentation/documentationReport.ts';
import { createHostLeadsReport } from './hostLeads/hostLeadsReport.ts';
import { createMarketplaceReport } from './marketplace/marketplaceReport.ts';
import { createMedicationsReport } from './medications/medicationsReport.ts';
import { createPatientsReport } from './patients/patientsReport.ts';
import { createReferralsReport } from './referrals/referralsReport.ts';
import type { ReportDefinitions } from './reportDefinition.ts';
import { createVisitsReport } from './visits/visitsReport.ts';

/**
 * The reports built so far, one line per type (each in its own folder beside this file); a type
 * missing here answers 404 `report_not_available`.
 */
export function createReportDefinitions(db: Database): ReportDefinitions {
  return {
    visits: createVisitsReport(db),
    assessments: createAssessmentsReport(db),
    referrals: createReferralsReport(db),
    marketplace: createMarketplaceReport(db),
    hostLeads: createHostLeadsReport(db),
    billing: createBillingReport(db),
    caregivers: createCaregiversReport(db),
    patients: createPatientsReport(db),
    medications: createMedicationsReport(db),
    documentation: createDocumentationReport(db),
  };
}
