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
  'agency.created',
  'agency.updated',
  'agency.standing_changed',
  'care_coordinator.created',
  'care_coordinator.updated',
  'care_coordinator.retired',
  'care_coordinator.reinstated',
  'payer.created',
  'payer.updated',
  'payer.retired',
  'payer.reinstated',
  'caregiver.created',
  'caregiver.updated',
  'caregiver.status_changed',
  'caregiver.document_added',
  'caregiver.document_changed',
  'caregiver.document_removed',
  'patient.created',
  'patient.updated',
  'patient.transferred',
  'patient.viewed',
  'patient.listed',
  'patient.contacts_viewed',
  'patient_contact.created',
  'patient_contact.updated',
  'patient_contact.deleted',
  'care_request.created',
  'care_request.listed',
  'care_request.viewed',
  'assessment.created',
  'assessment.updated',
  'assessment.status_changed',
  'assessment.viewed',
  'assessment.listed',
  'reference.created',
  'reference.updated',
  'reference.retired',
  'reference.unretired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

export const SUBJECT_TYPES = [
  'user',
  'access_token',
  'agency',
  'care_coordinator',
  'payer',
  'caregiver',
  'patient',
  'patient_contact',
  'care_request',
  'assessment',
  'language',
  'diagnosis',
  'relationship',
  'caregiver_role',
  'profession',
  'care_type',
  'survey_question',
  'city',
  'province',
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export const isSubjectType = (type: string): type is SubjectType =>
  (SUBJECT_TYPES as readonly string[]).includes(type);
