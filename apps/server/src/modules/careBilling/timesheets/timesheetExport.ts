import type { Timesheet } from '@hearth/domain';
import type { ExportColumn } from '../../../platform/listExport.ts';

// The payroll file: one row per approved timesheet, its latest revision. Hours are decimal with
// two places (what payroll systems import) beside the exact minutes they come from.

const hoursOf = (minutes: number): string => (minutes / 60).toFixed(2);

export const payrollColumns: readonly ExportColumn<Timesheet>[] = [
  { header: 'caregiver_id', cell: (row) => row.caregiver.id },
  { header: 'caregiver', cell: (row) => row.caregiver.name },
  { header: 'period_start', cell: (row) => row.periodStart },
  { header: 'period_end', cell: (row) => row.periodEnd },
  { header: 'revision', cell: (row) => row.revision },
  { header: 'visits', cell: (row) => row.visitCount },
  { header: 'minutes', cell: (row) => row.verifiedMinutes },
  { header: 'hours', cell: (row) => hoursOf(row.verifiedMinutes) },
  { header: 'mileage_km', cell: (row) => row.mileageKm },
  { header: 'approved_at', cell: (row) => row.approvedAt },
];

/** `timesheets-2026-11-16.csv`: the period's first day names the file. */
export const payrollFilename = (periodStart: string): string => `timesheets-${periodStart}.csv`;
