import { z } from 'zod';
import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/** One entry of the medication administration record (MAR). */
export const MedicationAdministration = defineEnumeration('medicationAdministration', {
  administered: 1,
  notAdministered: 2,
  held: 3,
  leaveOfAbsence: 4,
});
export type MedicationAdministration = CodeOf<typeof MedicationAdministration>;

export const Reaction = defineEnumeration('reaction', {
  mild: 1,
  moderate: 2,
  severe: 3,
});
export type Reaction = CodeOf<typeof Reaction>;

// The spec names these reasons without numbers, so the stored code is the name itself: a code we
// invented as a number could silently disagree with the older client's numbering.
export const ReasonNotAdministered = defineEnumeration('reasonNotAdministered', {
  vomiting: 'vomiting',
  patientRefused: 'patientRefused',
  patientNotInFacility: 'patientNotInFacility',
  missedDose: 'missedDose',
  heldForParameters: 'heldForParameters',
});
export type ReasonNotAdministered = CodeOf<typeof ReasonNotAdministered>;

export const ReasonNotAdministeredFlags = {
  vomiting: { requiresComment: false },
  patientRefused: { requiresComment: false },
  patientNotInFacility: { requiresComment: false },
  missedDose: { requiresComment: true },
  heldForParameters: { requiresComment: true },
} as const satisfies Record<ReasonNotAdministered, { requiresComment: boolean }>;

export function reasonRequiresComment(reason: ReasonNotAdministered): boolean {
  return ReasonNotAdministeredFlags[reason].requiresComment;
}

/** An i18n key, so the web form shows the message in the user's language. */
export const COMMENT_REQUIRED_MESSAGE = 'domain:validation.commentRequired';

type ReasonWithComment = { reason: ReasonNotAdministered; comment?: string | undefined };

/** Reusable on any object schema with `reason` and `comment`: `schema.check(reasonCommentCheck)`. */
export const reasonCommentCheck = z.superRefine<ReasonWithComment>((value, ctx) => {
  if (reasonRequiresComment(value.reason) && !value.comment) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: COMMENT_REQUIRED_MESSAGE });
  }
});

export const notAdministeredReasonSchema = z
  .object({
    reason: ReasonNotAdministered.schema,
    // Trimmed first, so a comment of only spaces does not satisfy the rule.
    comment: z
      .string()
      .trim()
      .optional()
      .transform((comment) => comment || undefined),
  })
  .check(reasonCommentCheck);
export type NotAdministeredReason = z.infer<typeof notAdministeredReasonSchema>;

/** How a medication is given; the words a prescription label uses. */
export const MedicationRoute = defineEnumeration('medicationRoute', {
  oral: 1,
  sublingual: 2,
  topical: 3,
  inhaled: 4,
  injection: 5,
  transdermal: 6,
  rectal: 7,
  ophthalmic: 8,
  otic: 9,
  nasal: 10,
  other: 11,
});
export type MedicationRoute = CodeOf<typeof MedicationRoute>;
