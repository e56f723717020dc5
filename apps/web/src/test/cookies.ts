/** The CSRF token the server gave the page, echoed as the app's API client does. */
export function xsrfHeader(): Record<string, string> {
  const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
  return token === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/**
 * Ends the page's session, if it has one. The session cookie is httpOnly, out of reach of script
 * as in a browser; the server clears it, and the CSRF cookie, in its answer.
 */
export async function signOut(): Promise<void> {
  const header = xsrfHeader();
  if (header['X-XSRF-TOKEN'] !== undefined) {
    await fetch('/api/auth/sign-out', { method: 'POST', headers: header });
  }
}
