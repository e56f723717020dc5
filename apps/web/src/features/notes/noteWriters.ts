import { type AuthDetails, type HubDetail, type Patient, Role } from '@hearth/domain';
import { isHubInsider } from '../hubs/index.ts';

type Details = AuthDetails | null | undefined;

// Who writes notes, as the server decides it (the notes policy): the page only offers the editor
// to them; the server refuses anyone else in any case.

/** The patient's agency owners and agents, and caregivers on the patient's care team. */
export function writesPatientNotes(details: Details, patient: Patient): boolean {
  if (details == null) {
    return false;
  }
  const { role, id } = details.user;
  const agencyIds = details.organisation?.kind === 'agency' ? details.organisation.ids : [];
  const worksThere = agencyIds.includes(patient.agency.id);
  if (role === Role.agency || role === Role.agencyAgent) {
    return worksThere;
  }
  return (
    role === Role.caregiver && worksThere && patient.careTeam.some((member) => member.userId === id)
  );
}

/** A hub's insiders reach its notes at all. */
export const readsHubNotes = isHubInsider;

/** Those who run the hub and its members (admins read only). */
export function writesHubNotes(details: Details, hub: HubDetail): boolean {
  return details != null && details.user.role !== Role.admin && readsHubNotes(hub);
}
