import type {
  Locale,
  ReportBucket,
  ReportFilter,
  ReportRow,
  ReportSeries,
  ReportType,
} from '@hearth/domain';
import type { ReportAudience, ReportScope } from './reportScope.ts';

/** A sort as the body named it: a column of the report, and its direction. */
export type ReportSort = { column: string; descending: boolean };

export type ReportRowsQuery<T extends ReportType> = {
  scope: ReportScope;
  filter: ReportFilter<T>;
  page: number;
  perPage: number;
  /** null: the report's own default order. */
  sort: ReportSort | null;
  /** The reader's language, for the names of reference data (care types) a row shows. */
  locale: Locale;
};

export type ReportGraphQuery<T extends ReportType> = {
  scope: ReportScope;
  filter: ReportFilter<T>;
  bucket: ReportBucket;
};

/**
 * One report: who it is for, its rows and its chart. Rows carry exactly the report's
 * `REPORT_COLUMNS` keys (and `patientId` where a row is about one patient, for the export's
 * audit); ties in any sort are broken by a stable key, so pages never repeat or skip a row.
 */
export type ReportDefinition<T extends ReportType> = {
  /** The scopes this report answers; another caller gets 403 `report_not_for_you`. */
  audiences: readonly ReportAudience[];
  rows(query: ReportRowsQuery<T>): Promise<{ rows: ReportRow[]; total: number }>;
  /** Every series has one point per bucket of the filter's range, zero where nothing happened. */
  graph(query: ReportGraphQuery<T>): Promise<ReportSeries[]>;
};

export type ReportDefinitions = { [T in ReportType]?: ReportDefinition<T> };
