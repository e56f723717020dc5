import type { Database } from '../../db/client.ts';
import type { ReportDefinitions } from './reportDefinition.ts';
import { createVisitsReport } from './visits/visitsReport.ts';

/**
 * The reports built so far, one line per type (each in its own folder beside this file); a type
 * missing here answers 404 `reportNotAvailable`.
 */
export function createReportDefinitions(db: Database): ReportDefinitions {
  return {
    visits: createVisitsReport(db),
  };
}
