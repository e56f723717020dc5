import { type AuthDetails, canWritePatientsOf, PATIENT_WRITER_ROLES } from '@hearth/domain';

type Details = AuthDetails | null | undefined;

/** May add patients at all (to their own agency, or any for an admin). */
export const canAddPatients = (details: Details) =>
  details != null && PATIENT_WRITER_ROLES.includes(details.user.role);

/** May change this agency's patients and their contacts: the rule the server applies. */
export function canEditPatientsOf(details: Details, agencyId: number): boolean {
  if (details == null) {
    return false;
  }
  const agencyIds = details.organisation?.kind === 'agency' ? details.organisation.ids : [];
  return canWritePatientsOf({ role: details.user.role, agencyIds }, agencyId);
}
