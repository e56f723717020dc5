import type { ReportType } from '@hearth/domain';

/**
 * How each report draws its series: `stacked` bars where the series are parts of one whole (a
 * visit is scheduled, completed or missed), `bar` where they are side-by-side counts of one
 * moment, `line` where each series is its own trend over time.
 */
export type ChartKind = 'line' | 'bar' | 'stacked';

export const CHART_KINDS: Record<ReportType, ChartKind> = {
  visits: 'stacked',
  assessments: 'stacked',
  caregivers: 'line',
  patients: 'line',
  medications: 'stacked',
  documentation: 'line',
  referrals: 'line',
  marketplace: 'bar',
  hostLeads: 'bar',
  billing: 'line',
};
