import { describe, expect, it } from 'vitest';
import { AgencyStanding, CaregiverStatus, Role, UserStatus } from './identity.ts';

// Written out from the spec (§4, §6).
describe('identity enumerations keep the spec codes', () => {
  it('role', () => {
    expect(Role.values).toStrictEqual({
      admin: 1,
      user: 2,
      agency: 3,
      agencyAgent: 4,
      provider: 5,
      partner: 6,
      partnerAgent: 8,
      caregiver: 9,
    });
  });

  it('user status', () => {
    expect(UserStatus.values).toStrictEqual({ active: 1, disabled: 3 });
  });

  it('caregiver status', () => {
    expect(CaregiverStatus.values).toStrictEqual({
      pending: 'pending',
      hired: 'hired',
      notHired: 'notHired',
      offBoarded: 'offBoarded',
    });
  });

  it('agency standing', () => {
    expect(AgencyStanding.values).toStrictEqual({
      good: 1,
      requiresReview: 2,
      probationary: 3,
      terminated: 4,
    });
  });
});
