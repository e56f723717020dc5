import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

// Code 7 is absent in the spec; it stays unused so that stored roles keep their meaning.
export const Role = defineEnumeration('role', {
  admin: 1,
  user: 2,
  agency: 3,
  agencyAgent: 4,
  provider: 5,
  partner: 6,
  partnerAgent: 8,
  caregiver: 9,
});
export type Role = CodeOf<typeof Role>;

// Code 2 is absent in the spec, as with roles.
export const UserStatus = defineEnumeration('userStatus', {
  active: 1,
  disabled: 3,
});
export type UserStatus = CodeOf<typeof UserStatus>;

// The spec names these statuses without numbers, so the stored code is the name itself.
export const CaregiverStatus = defineEnumeration('caregiverStatus', {
  pending: 'pending',
  hired: 'hired',
  notHired: 'notHired',
  offBoarded: 'offBoarded',
});
export type CaregiverStatus = CodeOf<typeof CaregiverStatus>;

export const AgencyStanding = defineEnumeration('agencyStanding', {
  good: 1,
  requiresReview: 2,
  probationary: 3,
  terminated: 4,
});
export type AgencyStanding = CodeOf<typeof AgencyStanding>;

/**
 * What an organisation of the agencies table is: a home care agency, or an independent provider
 * (role 5) that is not an agency — an adult day program or a shared-living host home.
 */
export const OrganisationKind = defineEnumeration('organisationKind', {
  homeCareAgency: 1,
  adultDayProgram: 2,
  hostHome: 3,
});
export type OrganisationKind = CodeOf<typeof OrganisationKind>;
