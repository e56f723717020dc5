import { createHash } from 'node:crypto';
import type { Reason } from '../errors.ts';
import type { RealtimeApp } from './apps.ts';
import { signRequest, validSignature } from './signatures.ts';

// Pusher refuses requests signed more than ten minutes away from its clock.
const TIMESTAMP_TOLERANCE_SECONDS = 600;

export type SignedRequest = {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The query as sent, each name once. */
  query: URLSearchParams;
  /** The raw body of a POST; its md5 is part of what is signed. */
  rawBody: string | null;
};

/** Why a trigger API request's signature is refused, or null when it is valid. */
export function signatureProblem(
  app: RealtimeApp,
  request: SignedRequest,
  now = Date.now(),
): Reason | null {
  const query = Object.fromEntries(request.query);
  if (query.auth_key !== app.key) {
    return 'auth_key_unknown';
  }
  if (query.auth_version !== '1.0') {
    return 'auth_version_wrong';
  }
  const timestamp = Number(query.auth_timestamp);
  if (
    !/^\d+$/.test(query.auth_timestamp ?? '') ||
    Math.abs(now / 1000 - timestamp) > TIMESTAMP_TOLERANCE_SECONDS
  ) {
    return { code: 'auth_timestamp_off', params: { seconds: TIMESTAMP_TOLERANCE_SECONDS } };
  }
  if (request.rawBody !== null && request.rawBody !== '') {
    const md5 = createHash('md5').update(request.rawBody).digest('hex');
    if (query.body_md5 !== md5) {
      return 'body_md5_mismatch';
    }
  }
  const expected = signRequest(app.secret, request.method, request.path, query);
  if (!validSignature(query.auth_signature, expected)) {
    return 'signature_invalid';
  }
  return null;
}
