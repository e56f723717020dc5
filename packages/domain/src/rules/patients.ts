import { Role } from '../enums/identity.ts';
import { AGENCY_STAFF_ROLES, isProviderOf, type RoleHolder } from './roles.ts';

// Who reads and who changes patient records. The server enforces these rules (and scopes each
// reader to their own patients); the web reads the same ones to offer only what will be allowed.

/**
 * Admins, agency staff, caregivers (their care-team patients), partner staff (linked ones) and
 * providers (their own organisation's participants or residents).
 */
export const PATIENT_READER_ROLES: readonly Role[] = [
  Role.admin,
  ...AGENCY_STAFF_ROLES,
  Role.caregiver,
  Role.partner,
  Role.partnerAgent,
  Role.provider,
];

/** Admins, agency owners and agents, and providers, each for their own organisation. */
export const PATIENT_WRITER_ROLES: readonly Role[] = [
  Role.admin,
  ...AGENCY_STAFF_ROLES,
  Role.provider,
];

/** Adding or changing a patient (and their contacts) of `agencyId`. */
export function canWritePatientsOf(
  actor: Pick<RoleHolder, 'role' | 'agencyIds'>,
  agencyId: number,
) {
  return (
    actor.role === Role.admin ||
    (AGENCY_STAFF_ROLES.includes(actor.role) && actor.agencyIds.includes(agencyId)) ||
    isProviderOf(actor, agencyId)
  );
}

/** Only admins move a patient from one agency to another (a transfer of the whole record). */
export function canTransferPatients(role: Role): boolean {
  return role === Role.admin;
}
