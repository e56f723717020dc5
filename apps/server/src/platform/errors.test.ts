import { describe, expect, it } from 'vitest';
import { AppError, codedError, fieldValue, invalidFields, zodIssueProblem } from './errors.ts';

describe('an error meant for a person', () => {
  it('says one of SERVER_MESSAGES: its English as the message, its code beside it', () => {
    const error = new AppError('conflict', {
      code: 'invoice_issued',
      params: { number: '2026-0042' },
    });
    expect(error.message).toBe(
      'Invoice 2026-0042 is already issued; an issued invoice never changes.',
    );
    expect(error.reason).toEqual({ code: 'invoice_issued', params: { number: '2026-0042' } });
    expect(codedError('not_found', 'invoice_not_found').reason).toEqual({
      code: 'invoice_not_found',
    });
  });

  it('refuses free text where a code belongs: an uncoded message does not compile', () => {
    // Never called: the compiler is the test (`tsc` fails when an error below stops being one).
    const uncoded = () => [
      // @ts-expect-error: a sentence is not a code of SERVER_MESSAGES.
      new AppError('conflict', 'This shift was already answered.'),
      // @ts-expect-error: a field's sentence is not a code, a web key or a value either.
      invalidFields({ email: ['Some English rule.' as string] }),
    ];
    expect(uncoded).toBeTypeOf('function');
  });

  it('names each field’s problem by its code, keeps a web key and a value as they are', () => {
    const error = invalidFields({
      email: 'email_taken',
      relationshipId: { code: 'relationship_not_found', params: { id: 7 } },
      reason: 'shifts:validation.changeReasonRequired',
      clashingShiftId: fieldValue(12),
    });
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({
      email: ['A user with this email already exists.'],
      relationshipId: ['There is no relationship with the id 7.'],
      reason: ['shifts:validation.changeReasonRequired'],
      clashingShiftId: ['12'],
    });
    expect(error.fields).toEqual({
      email: { code: 'email_taken' },
      relationshipId: { code: 'relationship_not_found', params: { id: 7 } },
    });
  });

  it('codes a rule a service checks with zod itself, as a route’s schema would be', () => {
    const tooLong = { code: 'too_big', message: 'Too big', origin: 'string', maximum: 9 };
    expect(zodIssueProblem(tooLong)).toEqual({ code: 'max_length', params: { max: 9 } });
    expect(zodIssueProblem({ code: 'custom', message: 'reports:errors.range' })).toBe(
      'reports:errors.range',
    );
  });
});
