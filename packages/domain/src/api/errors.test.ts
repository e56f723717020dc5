import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCodeStatus, errorResponseSchema } from './errors.ts';

describe('error codes', () => {
  it('keep their wire names and HTTP statuses', () => {
    expect(ErrorCode.values).toStrictEqual({
      badRequest: 'bad_request',
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      notFound: 'not_found',
      conflict: 'conflict',
      payloadTooLarge: 'payload_too_large',
      sessionExpired: 'session_expired',
      validationFailed: 'validation_failed',
      rateLimited: 'rate_limited',
      accountLocked: 'account_locked',
      reviewNeedsVerifiedVisit: 'review_needs_verified_visit',
      internal: 'internal',
    });
    expect(errorCodeStatus).toStrictEqual({
      bad_request: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      session_expired: 419,
      validation_failed: 422,
      rate_limited: 429,
      account_locked: 429,
      review_needs_verified_visit: 403,
      internal: 500,
    });
  });
});

describe('error response', () => {
  it('needs only a message', () => {
    expect(errorResponseSchema.parse({ message: 'Nope' })).toStrictEqual({ message: 'Nope' });
  });

  it('carries field errors, a code and a request id', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { 'address.city': ['This field is required'] },
      code: 'validation_failed',
      requestId: 'req-1',
    };
    expect(errorResponseSchema.parse(body)).toStrictEqual(body);
  });

  it('rejects a code that is not on the list', () => {
    expect(errorResponseSchema.safeParse({ message: 'x', code: 'teapot' }).success).toBe(false);
  });
});
