import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import {
  formError,
  serverFieldError,
  serverFieldErrors,
  unplacedFieldErrors,
} from './fieldErrors.ts';

const refused = (fieldErrors: Record<string, string[]>) =>
  new ApiError({
    kind: 'status',
    status: 422,
    code: 'validation_failed',
    message: 'The given data was invalid.',
    fieldErrors,
  });

const tooMany = new ApiError({
  kind: 'status',
  status: 429,
  code: 'rate_limited',
  message: 'Too many requests. Try again in a minute.',
});

describe('server field errors', () => {
  it("put the server's first message beside its field, an item's beside its list", () => {
    const error = refused({ email: ['Taken.', 'Also odd.'], 'agencyIds.0': ['No such agency.'] });

    expect(serverFieldError(error, 'email')).toBe('Taken.');
    expect(serverFieldError(error, 'agencyIds')).toBe('No such agency.');
    expect(serverFieldError(error, 'agency')).toBeUndefined();
    expect(serverFieldErrors(error, ['email', 'name', 'agencyIds'])).toEqual({
      email: 'Taken.',
      agencyIds: 'No such agency.',
    });
  });

  it('leave messages about fields the form does not show for its alert', () => {
    const error = refused({ email: ['Taken.'], partnerId: ['Required for partners.'] });

    expect(unplacedFieldErrors(error, ['email'])).toEqual(['Required for partners.']);
    expect(unplacedFieldErrors(error, ['email', 'partnerId'])).toEqual([]);
  });

  it('show nothing above a form whose fields hold every message', () => {
    expect(formError(refused({ email: ['Taken.'] }), ['email'])).toBeNull();
    expect(formError(null, ['email'])).toBeNull();
  });

  it('show the error above the form when it is about no shown field, e.g. too many attempts', () => {
    expect(formError(tooMany, ['email'])).toBe('Too many requests. Try again in a minute.');
    expect(formError(refused({ token: ['Expired.'] }), ['password'])).toBe(
      'The given data was invalid.',
    );
    expect(formError(new Error('Network down.'), ['email'])).toBe('Network down.');
    expect(serverFieldErrors(new Error('Network down.'), ['email'])).toEqual({});
  });
});
