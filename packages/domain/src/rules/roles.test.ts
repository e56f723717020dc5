import { describe, expect, it } from 'vitest';
import { Role } from '../enums/identity.ts';
import { assignableRoles, canManageUser, membershipOf, roleChoices } from './roles.ts';

const admin = { userId: 1, role: Role.admin, agencyIds: [] };
const owner = { userId: 2, role: Role.agency, agencyIds: [10] };

describe('role rules', () => {
  it('lets admins give every role and agency owners only agents and caregivers', () => {
    expect(assignableRoles(Role.admin)).toEqual(Role.codes);
    expect(assignableRoles(Role.agency)).toEqual([Role.agencyAgent, Role.caregiver]);
    for (const role of [Role.user, Role.agencyAgent, Role.partner, Role.caregiver]) {
      expect(assignableRoles(role)).toEqual([]);
    }
  });

  it('groups roles by the organisation they belong to', () => {
    expect(membershipOf(Role.agencyAgent)).toBe('agency');
    expect(membershipOf(Role.partnerAgent)).toBe('partner');
    expect(membershipOf(Role.caregiver)).toBe('caregiver');
    expect(membershipOf(Role.user)).toBe('none');
  });

  it('lets an agency owner manage their own agency staff, never themselves or other agencies', () => {
    const agent = { id: 3, role: Role.agencyAgent, agencyIds: [10] };
    expect(canManageUser(owner, agent)).toBe(true);
    expect(canManageUser(owner, { ...agent, agencyIds: [11] })).toBe(false);
    expect(canManageUser(owner, { id: 4, role: Role.agency, agencyIds: [10] })).toBe(false);
    expect(canManageUser(owner, { id: 2, role: Role.agency, agencyIds: [10] })).toBe(false);
    expect(canManageUser(admin, { id: 5, role: Role.admin, agencyIds: [] })).toBe(true);
    expect(canManageUser(admin, { id: 1, role: Role.admin, agencyIds: [] })).toBe(false);
  });

  it('offers role changes only within the same kind of organisation', () => {
    expect(roleChoices(Role.admin, Role.agencyAgent)).toEqual([Role.agency, Role.agencyAgent]);
    expect(roleChoices(Role.agency, Role.agencyAgent)).toEqual([Role.agencyAgent]);
    expect(roleChoices(Role.agency, Role.caregiver)).toEqual([Role.caregiver]);
  });
});
