import { Role } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, organisationField, toRequest } from './addUserForm.ts';

const draft = { ...emptyDraft, name: ' Ana Ruiz ', email: 'ana@example.org ' };

describe('add-user form', () => {
  it('invites without a password, trimmed', () => {
    expect(toRequest({ ...draft, role: String(Role.user) }, true)).toEqual({
      request: {
        name: 'Ana Ruiz',
        email: 'ana@example.org',
        role: Role.user,
        agencyIds: [],
        partnerId: null,
      },
    });
  });

  it('asks admins for the agency or partner the role needs', () => {
    expect(organisationField(String(Role.caregiver), true)).toBe('agencyIds');
    expect(organisationField(String(Role.partnerAgent), true)).toBe('partnerId');
    expect(organisationField(String(Role.admin), true)).toBeNull();
    expect(toRequest({ ...draft, role: String(Role.agencyAgent) }, true).problems).toEqual({
      agencyIds: 'required',
    });
    expect(
      toRequest({ ...draft, role: String(Role.agencyAgent), agencyId: '7' }, true).request,
    ).toMatchObject({ agencyIds: [7], partnerId: null });
  });

  it("leaves an agency owner's new people to the owner's agency", () => {
    expect(organisationField(String(Role.caregiver), false)).toBeNull();
    expect(toRequest({ ...draft, role: String(Role.caregiver) }, false).request).toMatchObject({
      agencyIds: [],
    });
  });

  it('names what is missing or too short', () => {
    expect(
      toRequest({ ...emptyDraft, access: 'password', password: 'short' }, true).problems,
    ).toEqual({
      name: 'required',
      email: 'required',
      role: 'required',
      password: 'passwordTooShort',
    });
    expect(toRequest({ ...draft, email: 'nope', role: '2' }, true).problems).toEqual({
      email: 'email',
    });
  });

  it('sends the password only when one is set', () => {
    const withPassword = toRequest(
      { ...draft, role: '2', access: 'password', password: 'juniper lantern orbit' },
      true,
    );
    expect(withPassword.request?.password).toBe('juniper lantern orbit');
  });
});
