import { z } from 'zod';
import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';
import { codedMessageSchema, messageParamsSchema } from './serverMessages.ts';

// The web branches on these codes, never on message text, so a code once shipped keeps its meaning.
export const ErrorCode = defineEnumeration('errorCode', {
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
  /** A family reviews a listing only after a verified visit by its organisation. */
  reviewNeedsVerifiedVisit: 'review_needs_verified_visit',
  internal: 'internal',
});
export type ErrorCode = CodeOf<typeof ErrorCode>;

/** The HTTP status each code is sent with. 419 is not standard; the spec's client reloads on it. */
export const errorCodeStatus = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  session_expired: 419,
  validation_failed: 422,
  rate_limited: 429,
  // Too many failed sign-ins on one account: a rate limit on that account, not on the caller.
  account_locked: 429,
  review_needs_verified_visit: 403,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/** Field errors are keyed by the field's dotted path, as forms name their fields. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
  code: ErrorCode.schema.optional(),
  /** What `message` says, as a code of SERVER_MESSAGES the web shows in the page's language. */
  messageCode: z.string().optional(),
  params: messageParamsSchema.optional(),
  /** The code of each field's first message in `errors`, where the server has one. */
  fields: z.record(z.string(), codedMessageSchema).optional(),
  /** Only on a 500: the id to quote to support, which finds the logged error. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
