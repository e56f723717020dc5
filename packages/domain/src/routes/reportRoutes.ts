import {
  anyReportExportBodySchema,
  anyReportGraphBodySchema,
  anyReportRowsBodySchema,
  reportGraphResponseSchema,
  reportRowsResponseSchema,
  statisticsResponseSchema,
} from '../api/reports.ts';
import { post } from './endpoint.ts';

export const reportRoutes = {
  /** The KPI tiles of the caller's scope. Declared first: `all` is no report type. */
  statistics: post('/api/reports/all/statistics', { response: statisticsResponseSchema }),
  /** A page of a report's rows for its filter (`:type` one of `REPORT_TYPES`). */
  rows: post('/api/reports/:type', {
    body: anyReportRowsBodySchema,
    response: reportRowsResponseSchema,
  }),
  /** A report's chart series, bucketed by day, week or month in the agency's time zone. */
  graph: post('/api/reports/:type/graph', {
    body: anyReportGraphBodySchema,
    response: reportGraphResponseSchema,
  }),
  /**
   * A report's rows for its filter as a CSV or XLSX download (read as a file, no JSON), at most
   * the export limit (422 beyond it); audited with the patients whose data left.
   */
  export: post('/api/reports/:type/export', { body: anyReportExportBodySchema }),
};
