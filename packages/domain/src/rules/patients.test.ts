import { describe, expect, it } from 'vitest';
import { Role } from '../enums/identity.ts';
import { canTransferPatients, canWritePatientsOf, PATIENT_WRITER_ROLES } from './patients.ts';

describe('patient rules', () => {
  it('let admins change any agency’s patients, and agency staff only their own', () => {
    expect(canWritePatientsOf({ role: Role.admin, agencyIds: [] }, 7)).toBe(true);
    expect(canWritePatientsOf({ role: Role.agencyAgent, agencyIds: [7] }, 7)).toBe(true);
    expect(canWritePatientsOf({ role: Role.agency, agencyIds: [7] }, 8)).toBe(false);
    // A caregiver works for the agency but only reads its patients.
    expect(canWritePatientsOf({ role: Role.caregiver, agencyIds: [7] }, 7)).toBe(false);
  });

  it('leave transfers between agencies to admins', () => {
    expect(Role.codes.filter(canTransferPatients)).toEqual([Role.admin]);
    expect(PATIENT_WRITER_ROLES).not.toContain(Role.partner);
  });
});
