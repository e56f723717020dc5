import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUARDED_PREFIXES } from '../access.ts';
import { AppError } from '../errors.ts';
import type { ActorResolver } from './actor.ts';
import { CSRF_HEADER, clearSessionCookies, SESSION_COOKIE } from './cookies.ts';
import { sameSecret } from './secrets.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const messages = {
  badToken: 'access_token_invalid',
  csrf: 'page_out_of_date',
} as const;

/**
 * Finds who is calling: a bearer token (API clients, no CSRF needed) or the session cookie
 * (browsers; a state-changing call must echo the session's CSRF token, or it gets 419).
 */
export function registerAuthentication(app: FastifyInstance, resolver: ActorResolver): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('actorProfile', null);
  app.decorateRequest('sessionExpired', false);

  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      const identified = await resolver.byAccessToken(bearer);
      if (identified === null) {
        throw new AppError('unauthenticated', messages.badToken);
      }
      request.actor = identified.actor;
      request.actorProfile = identified.profile;
      return;
    }

    const secret = request.cookies[SESSION_COOKIE];
    // A file or a page acts for nobody: it neither reads the session nor ends it (the caregiver's
    // service worker fetches files in the background, and clearing the cookie there turned the
    // page's next call into a 401 where a 419 makes it reload).
    if (secret === undefined || secret === '' || !actsForSomeone(request)) {
      return;
    }
    const session = await resolver.bySessionSecret(secret);
    if (session === null) {
      request.sessionExpired = true;
      clearSessionCookies(reply);
    } else {
      request.actor = session.actor;
      request.actorProfile = session.profile;
      reply.header('X-Session-Expires-At', session.expiresAt.toISOString());
    }
    if (!safeMethods.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      const valid =
        session !== null && typeof sent === 'string' && sameSecret(sent, session.csrfToken);
      if (!valid && (session !== null || isProtected(request))) {
        throw new AppError('session_expired', messages.csrf);
      }
    }
  });
}

function actsForSomeone(request: FastifyRequest): boolean {
  return GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

// An expired cookie must not block signing in again, which is public.
function isProtected(request: FastifyRequest): boolean {
  return request.routeOptions.config?.access?.kind !== 'public';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
