import type { Database } from '../../db/client.ts';
import { createCaregiversReport } from './caregivers/caregiversReport.ts';
import { createDocumentationReport } from './documentation/documentationReport.ts';
import { createMedicationsReport } from './medications/medicationsReport.ts';
import { createPatientsReport } from './patients/patientsReport.ts';
import type { ReportDefinitions } from './reportDefinition.ts';

/**
 * The reports built so far, one line per type (each in its own folder beside this file); a type
 * missing here answers 404 `reportNotAvailable`.
 */
export function createReportDefinitions(db: Database): ReportDefinitions {
  return {
    caregivers: createCaregiversReport(db),
    patients: createPatientsReport(db),
    medications: createMedicationsReport(db),
    documentation: createDocumentationReport(db),
  };
}
