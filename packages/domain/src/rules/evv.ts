import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

// Electronic visit verification (EVV) as a state aggregator reads it: the agency's corrections of
// a visit, each with a reason and a resolution code, and the visit record it exports. The lists
// follow the visit-maintenance codes of Sandata and of Texas HHSC (docs/decisions.md, issue 19).

/**
 * Sandata refuses a visit longer than 25 hours (a day plus an hour for early or late calls);
 * an agency's correction that makes one longer is refused the same way.
 */
export const VISIT_MAX_MINUTES = 25 * 60;

/**
 * A corrected mark stays about its own visit: no earlier than a day before the planned start and
 * no later than the longest visit after the planned end.
 */
export const VISIT_CHANGE_WINDOW_MINUTES = { beforeStart: 24 * 60, afterEnd: VISIT_MAX_MINUTES };

/** The aggregator export covers a month at most per call, in care time zone days. */
export const EVV_EXPORT_MAX_DAYS = 31;

/** Why the recorded visit was wrong or incomplete. Stored by name, as the other coded reasons. */
export const VisitChangeReason = defineEnumeration('visitChangeReason', {
  caregiverMissedCheckIn: 'caregiverMissedCheckIn',
  caregiverMissedCheckOut: 'caregiverMissedCheckOut',
  caregiverEarlyOrLate: 'caregiverEarlyOrLate',
  mobileDeviceIssue: 'mobileDeviceIssue',
  noNetwork: 'noNetwork',
  wrongLocation: 'wrongLocation',
  serviceOutsideHome: 'serviceOutsideHome',
  clientRequestedChange: 'clientRequestedChange',
  emergency: 'emergency',
  dataEntryError: 'dataEntryError',
  other: 'other',
});
export type VisitChangeReason = CodeOf<typeof VisitChangeReason>;

/** How the agency established the corrected values. */
export const VisitChangeResolution = defineEnumeration('visitChangeResolution', {
  confirmedWithClient: 'confirmedWithClient',
  confirmedWithCaregiver: 'confirmedWithCaregiver',
  confirmedWithOutsideEntity: 'confirmedWithOutsideEntity',
  timesheetReceived: 'timesheetReceived',
  supervisorVerified: 'supervisorVerified',
  documentationOnFile: 'documentationOnFile',
  caregiverRetrained: 'caregiverRetrained',
});
export type VisitChangeResolution = CodeOf<typeof VisitChangeResolution>;

/** The reasons a code alone does not explain: the change must say why in words. */
export const VISIT_CHANGE_REASONS_NEEDING_NOTE: readonly VisitChangeReason[] = ['other'];

/** The two marks of a visit an agency may correct. */
export const VISIT_CHANGE_FIELDS = ['checkIn', 'checkOut'] as const;
export type VisitChangeField = (typeof VISIT_CHANGE_FIELDS)[number];

/** Where a visit stands, as the EVV record reports it. */
export const EVV_VISIT_STATUSES = [
  'scheduled',
  'inProgress',
  'completed',
  'missed',
  'cancelled',
] as const;
export type EvvVisitStatus = (typeof EVV_VISIT_STATUSES)[number];

/** Where the service was delivered, in the aggregators' two words. */
export const EVV_LOCATION_TYPES = ['home', 'community'] as const;
export type EvvLocationType = (typeof EVV_LOCATION_TYPES)[number];

/**
 * The HCPCS procedure code an aggregator bills a visit under, by the assessment's care type
 * (reference list `care_types`). A care type added later, or none, falls back to personal care.
 */
export const EVV_SERVICE_CODES: Readonly<Record<string, string>> = {
  personal_care: 'T1019',
  companionship: 'S5135',
  nursing: 'S9123',
  respite: 'S5150',
  dementia: 'T1019',
  palliative: 'S9123',
  day_program: 'S5100',
  post_hospital: 'T1019',
  live_in: 'T1020',
  overnight: 'T1019',
  homemaking: 'S5130',
  transportation: 'T2003',
  rehabilitation: 'G0151',
  shared_living: 'T2016',
  foot_care: 'S9123',
  disability_support: 'T2017',
};
export const DEFAULT_EVV_SERVICE_CODE = 'T1019';

export const evvServiceCode = (careType: string | null): string =>
  (careType === null ? undefined : EVV_SERVICE_CODES[careType]) ?? DEFAULT_EVV_SERVICE_CODE;

/** A visit's length in minutes, from its check-in to its check-out. */
export const visitMinutes = (checkIn: Date, checkOut: Date): number =>
  (checkOut.getTime() - checkIn.getTime()) / 60_000;
