import { DocumentExpiry } from '../enums/caregivers.ts';
import { type CaregiverStatus, CaregiverStatus as Status } from '../enums/identity.ts';

// Caregiver statuses move only along these edges. The server refuses any other change (409) and
// the web offers only these, so both read this one table.

/** From each status, the statuses a caregiver may be moved to. */
export const CAREGIVER_STATUS_TRANSITIONS = {
  [Status.pending]: [Status.hired, Status.notHired],
  [Status.hired]: [Status.offBoarded],
  // An applicant turned down may apply again later.
  [Status.notHired]: [Status.pending],
  // Someone who left may be taken on again: back through pending, with a fresh hiring decision.
  [Status.offBoarded]: [Status.pending],
} as const satisfies Record<CaregiverStatus, readonly CaregiverStatus[]>;

/** Every caregiver profile starts here. */
export const INITIAL_CAREGIVER_STATUS = Status.pending;

export function allowedCaregiverTransitions(from: CaregiverStatus): readonly CaregiverStatus[] {
  return CAREGIVER_STATUS_TRANSITIONS[from];
}

export function canMoveCaregiver(from: CaregiverStatus, to: CaregiverStatus): boolean {
  return allowedCaregiverTransitions(from).includes(to);
}

/** Turning someone down or letting them go needs a reason on record; other moves may have one. */
export function caregiverTransitionNeedsReason(to: CaregiverStatus): boolean {
  return to === Status.notHired || to === Status.offBoarded;
}

/** How many days ahead a document's expiry is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

/** A document's state on `today` (both `YYYY-MM-DD`); it is still valid on its expiry day. */
export function documentExpiry(expiresOn: string | null, today: string): DocumentExpiry {
  if (expiresOn === null) {
    return DocumentExpiry.noExpiry;
  }
  if (expiresOn < today) {
    return DocumentExpiry.expired;
  }
  const warnFrom = new Date(Date.parse(today) + EXPIRY_WARNING_DAYS * DAY_MS);
  return expiresOn <= warnFrom.toISOString().slice(0, 10)
    ? DocumentExpiry.expiringSoon
    : DocumentExpiry.valid;
}
