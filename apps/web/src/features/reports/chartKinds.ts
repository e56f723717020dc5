import type { ReportType } from '@hearth/domain';

/**
 * How each report draws its series: `stacked` bars where every series is a part of one whole (a
 * dose is given, missed, held or refused), `bar` where they are side-by-side counts of one
 * moment, `line` where each series is its own trend over time, or where one series overlaps the
 * others (a late visit is also completed or scheduled).
 */
export type ChartKind = 'line' | 'bar' | 'stacked';

export const CHART_KINDS: Record<ReportType, ChartKind> = {
  visits: 'line',
  assessments: 'stacked',
  caregivers: 'bar',
  patients: 'bar',
  medications: 'stacked',
  documentation: 'stacked',
  referrals: 'line',
  marketplace: 'line',
  hostLeads: 'stacked',
  billing: 'line',
};
