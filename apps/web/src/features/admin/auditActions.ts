/**
 * The actions the server writes today, for the filter and for readable labels. A newer action
 * still lists, under its code, until it is added here.
 */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.signed_out',
  'user.created',
  'user.invited',
  'user.disabled',
  'user.enabled',
  'user.role_changed',
  'user.password_changed',
  'user.password_reset',
  'token.created',
  'token.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

export const SUBJECT_TYPES = ['user', 'access_token'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export const isSubjectType = (type: string): type is SubjectType =>
  (SUBJECT_TYPES as readonly string[]).includes(type);
