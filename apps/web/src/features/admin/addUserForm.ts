import { membershipOf, PASSWORD_MIN_LENGTH, Role } from '@hearth/domain';
import type { NewUserRequest } from './adminApi.ts';

export type Access = 'invite' | 'password';

/** The form as typed: text everywhere, as inputs hold it. */
export type AddUserDraft = {
  name: string;
  email: string;
  role: string;
  agencyId: string;
  partnerId: string;
  access: Access;
  password: string;
};

export const emptyDraft: AddUserDraft = {
  name: '',
  email: '',
  role: '',
  agencyId: '',
  partnerId: '',
  access: 'invite',
  password: '',
};

export type DraftProblem = 'required' | 'email' | 'id' | 'passwordTooShort';
export type DraftField = 'name' | 'email' | 'role' | 'agencyIds' | 'partnerId' | 'password';

/** Which organisation field a role needs; only admins choose it, an owner's people join theirs. */
export function organisationField(role: string, choosesOrganisation: boolean) {
  const code = Number(role);
  if (!choosesOrganisation || !Role.isCode(code)) {
    return null;
  }
  const kind = membershipOf(code);
  return kind === 'agency' || kind === 'caregiver'
    ? 'agencyIds'
    : kind === 'partner'
      ? 'partnerId'
      : null;
}

const positiveId = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * The request to send, or what is missing. Only the obvious is checked here; the server has the
 * last word (taken emails, weak passwords) and its messages land on the same fields.
 */
export function toRequest(
  draft: AddUserDraft,
  choosesOrganisation: boolean,
):
  | { request: NewUserRequest; problems?: undefined }
  | { problems: Partial<Record<DraftField, DraftProblem>>; request?: undefined } {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const role = Number(draft.role);
  if (draft.name.trim() === '') {
    problems.name = 'required';
  }
  if (draft.email.trim() === '') {
    problems.email = 'required';
  } else if (!/^[^\s@]+@[^\s@]+$/.test(draft.email.trim())) {
    problems.email = 'email';
  }
  if (!Role.isCode(role)) {
    problems.role = 'required';
  }
  const organisation = organisationField(draft.role, choosesOrganisation);
  const agencyId = positiveId(draft.agencyId);
  const partnerId = positiveId(draft.partnerId);
  if (organisation === 'agencyIds' && agencyId === undefined) {
    problems.agencyIds = draft.agencyId.trim() === '' ? 'required' : 'id';
  }
  if (organisation === 'partnerId' && partnerId === undefined) {
    problems.partnerId = draft.partnerId.trim() === '' ? 'required' : 'id';
  }
  if (draft.access === 'password' && draft.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = draft.password === '' ? 'required' : 'passwordTooShort';
  }
  if (Object.keys(problems).length > 0 || !Role.isCode(role)) {
    return { problems };
  }
  return {
    request: {
      name: draft.name.trim(),
      email: draft.email.trim(),
      role,
      // Empty for an agency owner: the server puts their new people in the owner's own agency.
      agencyIds: organisation === 'agencyIds' && agencyId !== undefined ? [agencyId] : [],
      partnerId: organisation === 'partnerId' && partnerId !== undefined ? partnerId : null,
      ...(draft.access === 'password' && { password: draft.password }),
    },
  };
}
