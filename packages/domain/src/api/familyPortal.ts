import { z } from 'zod';
import type { AssessmentStatus } from '../enums/care.ts';
import { namedSchema, pathId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// The family's portal, "My care": the patients a family account is linked to as a contact (with
// consent recorded), their visits and the notes written for anyone, and the invitation that
// links a contact to the account.

/** Why an invitation cannot go, as the agency's screen says it (translation keys). */
export const FamilyValidation = {
  needsEmail: 'family:validation.needsEmail',
  needsConsent: 'family:validation.needsConsent',
  notFamilyAccount: 'family:validation.notFamilyAccount',
} as const;

export const myCarePatientParamsSchema = z.object({ patientId: pathId });

/** A patient as their family sees them: who, and which agency cares for them. */
export const myCarePatientSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  agency: namedSchema,
});
export type MyCarePatient = z.infer<typeof myCarePatientSchema>;

export const FAMILY_VISIT_STATES = [
  'planned',
  'checkedIn',
  'checkedOut',
  'missed',
  'cancelled',
] as const;
export type FamilyVisitState = (typeof FAMILY_VISIT_STATES)[number];

/**
 * A visit as the family follows it: when, where it stands, and the caregiver's first name and
 * photo only (`photoUrl` null when they have none).
 */
export const familyVisitSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  state: z.enum(FAMILY_VISIT_STATES),
  checkedInAt: z.iso.datetime().nullable(),
  checkedOutAt: z.iso.datetime().nullable(),
  caregiver: z.object({ firstName: z.string(), photoUrl: z.string().nullable() }).nullable(),
});
export type FamilyVisit = z.infer<typeof familyVisitSchema>;

export const FAMILY_VISIT_WHEN = ['upcoming', 'past'] as const;
export const familyVisitQuerySchema = paginationQuerySchema
  .pick({ page: true, perPage: true })
  .extend({ when: z.enum(FAMILY_VISIT_WHEN).default('upcoming') });

/** A signed note whose privacy lets anyone reaching the patient read it. */
export const familyNoteSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  signedAt: z.iso.datetime(),
});
export type FamilyNote = z.infer<typeof familyNoteSchema>;

export const familyNoteQuerySchema = paginationQuerySchema.pick({ page: true, perPage: true });

export const contactLinkParamsSchema = z.object({ patientId: pathId, contactId: pathId });

/** What the agency sees of an invitation it sent: where to and until when. */
export const familyInvitationSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
  /** True when the address had no account: identity's invitation to set a password went too. */
  accountCreated: z.boolean(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

export const familyInvitationAcceptSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const familyInvitationAcceptedSchema = z.object({ patientId: z.number().int() });

/** Live, on the family's own channel: a visit of a linked patient was checked in or out. */
export type FamilyVisitChanged = {
  patientId: number;
  shiftId: number;
  kind: 'checkedIn' | 'checkedOut';
};

/** Live, on the requester's own channel: their care request moved to another status. */
export type CareRequestStatusChanged = { careRequestId: number; status: AssessmentStatus };
