import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSettings } from '../../platform/auth/cookies.ts';
import { newSecret } from '../../platform/auth/secrets.ts';

export const VISITOR_COOKIE = 'hearth_visitor';
const oneYearSeconds = 365 * 24 * 60 * 60;
// What newSecret() gives: 32 bytes in base64url. Anything else is not ours and starts afresh.
const visitorIdPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The caller's visitor id from its cookie; a visitor without one (or with a malformed one) gets a
 * new id, set as an HttpOnly cookie for a year, so its stored search starts empty.
 */
export function visitorIdOf(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): string {
  const given = request.cookies[VISITOR_COOKIE];
  if (given !== undefined && visitorIdPattern.test(given)) {
    return given;
  }
  const visitorId = newSecret();
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: oneYearSeconds,
  });
  return visitorId;
}
