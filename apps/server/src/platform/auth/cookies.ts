import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'hearth_session';
/** Readable by the page's script, which echoes it in X-XSRF-TOKEN (double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** Names the browser across sessions, so sign-in can recognise a device that signed in before. */
export const DEVICE_COOKIE = 'hearth_device';
// Sent to the sign-in call only: nothing else needs it.
const devicePath = '/api/auth/sign-in';
const deviceDays = 365;

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

/** Kept at sign-out: it names the device, not the person's session. */
export function setDeviceCookie(reply: FastifyReply, settings: CookieSettings, secret: string) {
  reply.setCookie(DEVICE_COOKIE, secret, {
    path: devicePath,
    sameSite: 'lax',
    secure: settings.secure,
    httpOnly: true,
    maxAge: deviceDays * 24 * 60 * 60,
  });
}
