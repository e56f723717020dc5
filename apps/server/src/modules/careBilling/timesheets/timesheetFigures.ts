import {
  careDay,
  TIMESHEET_EXCEPTIONS,
  type TimesheetException,
  type TimesheetVisit,
  visitBillability,
} from '@hearth/domain';
import type { LiveVisitRow, RevisionVisitRow } from './timesheetRepo.ts';

// What a caregiver is paid from: the verified visits, judged by the invoice run's own rule of a
// provable visit. Pay is the exact verified minutes (no rounding: a caregiver is paid for the
// time worked); the rate and the invoice do not concern it, so only the time's own reasons count.

const isTimesheetException = (reason: string): reason is TimesheetException =>
  (TIMESHEET_EXCEPTIONS as readonly string[]).includes(reason);

/** One visit as it stands, with its paid minutes or why its time cannot be paid yet. */
export function liveVisit(row: LiveVisitRow): TimesheetVisit {
  const checkInAt = row.checkInAt?.toISOString() ?? null;
  const checkOutAt = row.checkOutAt?.toISOString() ?? null;
  const judged = visitBillability({
    checkInAt,
    checkOutAt,
    lastEditedAt: null,
    billedAt: null,
    hasOpenEvvException: row.hasOpenEvvException,
    hasRate: true,
  });
  const firstMark = checkInAt ?? checkOutAt ?? '';
  return {
    shiftId: row.shiftId,
    patient: { id: row.patientId, name: row.patientName },
    serviceDate: careDay(firstMark),
    checkInAt,
    checkOutAt,
    verifiedMinutes: judged.outcome === 'billable' ? judged.verifiedMinutes : null,
    exceptions:
      judged.outcome === 'exception' ? judged.exceptions.filter(isTimesheetException) : [],
  };
}

export function approvedVisit(row: RevisionVisitRow): TimesheetVisit {
  return {
    shiftId: row.shiftId,
    patient: { id: row.patientId, name: row.patientName },
    serviceDate: row.serviceDate,
    checkInAt: row.checkInAt.toISOString(),
    checkOutAt: row.checkOutAt.toISOString(),
    verifiedMinutes: row.verifiedMinutes,
    exceptions: [],
  };
}

export type TimesheetTotals = {
  visitCount: number;
  verifiedMinutes: number;
  exceptionCount: number;
};

export function totalsOf(visits: readonly TimesheetVisit[]): TimesheetTotals {
  return {
    visitCount: visits.length,
    verifiedMinutes: visits.reduce((sum, visit) => sum + (visit.verifiedMinutes ?? 0), 0),
    exceptionCount: visits.filter((visit) => visit.exceptions.length > 0).length,
  };
}

const fingerprint = (visits: readonly TimesheetVisit[]): string =>
  visits
    .map(
      (visit) =>
        `${visit.shiftId}:${visit.checkInAt}:${visit.checkOutAt}:${visit.exceptions.length}`,
    )
    .sort()
    .join('|');

/** Whether the visits as they stand differ from an approved snapshot: added, gone or retimed. */
export const differs = (approved: readonly TimesheetVisit[], live: readonly TimesheetVisit[]) =>
  fingerprint(approved) !== fingerprint(live);
