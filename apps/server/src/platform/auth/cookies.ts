import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'hearth_session';
/** Readable by the page's script, which echoes it in X-XSRF-TOKEN (double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export type CookieSettings = { secure: boolean };

export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  secret: string,
  csrfToken: string,
) {
  const common = { path: '/', sameSite: 'lax', secure: settings.secure } as const;
  reply.setCookie(SESSION_COOKIE, secret, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
