import { describe, expect, it } from 'vitest';
import {
  COMMENT_REQUIRED_MESSAGE,
  MedicationAdministration,
  notAdministeredReasonSchema,
  Reaction,
  ReasonNotAdministered,
  ReasonNotAdministeredFlags,
  reasonRequiresComment,
} from './medication.ts';

describe('medication enumerations keep the spec codes', () => {
  it('medication administration', () => {
    expect(MedicationAdministration.values).toStrictEqual({
      administered: 1,
      notAdministered: 2,
      held: 3,
      leaveOfAbsence: 4,
    });
  });

  it('reaction', () => {
    expect(Reaction.values).toStrictEqual({ mild: 1, moderate: 2, severe: 3 });
  });

  it('reasons not administered, and which need a comment', () => {
    expect(ReasonNotAdministered.values).toStrictEqual({
      vomiting: 'vomiting',
      patientRefused: 'patientRefused',
      patientNotInFacility: 'patientNotInFacility',
      missedDose: 'missedDose',
      heldForParameters: 'heldForParameters',
    });
    expect(ReasonNotAdministeredFlags).toStrictEqual({
      vomiting: { requiresComment: false },
      patientRefused: { requiresComment: false },
      patientNotInFacility: { requiresComment: false },
      missedDose: { requiresComment: true },
      heldForParameters: { requiresComment: true },
    });
  });
});

describe('a reason not administered', () => {
  it.each([
    ['missedDose', true],
    ['heldForParameters', true],
    ['vomiting', false],
    ['patientRefused', false],
    ['patientNotInFacility', false],
  ] as const)('%s requires a comment: %s', (reason, required) => {
    expect(reasonRequiresComment(reason)).toBe(required);
    expect(notAdministeredReasonSchema.safeParse({ reason }).success).toBe(!required);
  });

  it.each(['missedDose', 'heldForParameters'] as const)(
    'rejects %s without a comment, or with only spaces, on the comment field',
    (reason) => {
      for (const input of [{ reason }, { reason, comment: '' }, { reason, comment: '   ' }]) {
        const result = notAdministeredReasonSchema.safeParse(input);
        expect(result.success).toBe(false);
        expect(result.error?.issues).toMatchObject([
          { path: ['comment'], message: COMMENT_REQUIRED_MESSAGE },
        ]);
      }
    },
  );

  it('accepts a required comment and trims it', () => {
    expect(
      notAdministeredReasonSchema.parse({ reason: 'missedDose', comment: '  Asleep at 08:00 ' }),
    ).toStrictEqual({ reason: 'missedDose', comment: 'Asleep at 08:00' });
  });

  it('keeps an optional comment and drops an empty one', () => {
    expect(
      notAdministeredReasonSchema.parse({ reason: 'vomiting', comment: 'After breakfast' }),
    ).toStrictEqual({ reason: 'vomiting', comment: 'After breakfast' });
    expect(notAdministeredReasonSchema.parse({ reason: 'vomiting', comment: ' ' })).toStrictEqual({
      reason: 'vomiting',
      comment: undefined,
    });
  });

  it('rejects an unknown reason', () => {
    expect(notAdministeredReasonSchema.safeParse({ reason: 'asleep', comment: 'x' }).success).toBe(
      false,
    );
  });
});
