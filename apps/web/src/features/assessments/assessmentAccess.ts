import {
  ASSESSMENT_READER_ROLES,
  ASSESSMENT_WRITER_ROLES,
  type AuthDetails,
  canWritePatientsOf,
  Role,
} from '@hearth/domain';

// The same rules the server applies (it checks again): who reads bookings, who books and changes.

// A provider reads the bookings their listings' requests open, to take a request on.
export const canReadAssessments = (details: AuthDetails | null | undefined): boolean =>
  details != null &&
  (ASSESSMENT_READER_ROLES.includes(details.user.role) || details.user.role === Role.provider);

export const canBookAssessments = (details: AuthDetails | null | undefined): boolean =>
  details != null && ASSESSMENT_WRITER_ROLES.includes(details.user.role);

/** Changing one booking: the people who manage its agency's patients. */
export function canEditAssessmentOf(details: AuthDetails | null | undefined, agencyId: number) {
  if (details == null) {
    return false;
  }
  const agencyIds = details.organisation?.kind === 'agency' ? details.organisation.ids : [];
  return canWritePatientsOf({ role: details.user.role, agencyIds }, agencyId);
}
