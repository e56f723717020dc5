export type SignInReason = 'expired' | 'signedOut';

/** The sign-in page's address, with where to go afterwards and why the visitor is there. */
export function signInPath(
  base: string,
  { next, reason }: { next?: string; reason?: SignInReason } = {},
): string {
  const params = new URLSearchParams();
  if (next !== undefined) {
    params.set('next', next);
  }
  if (reason !== undefined) {
    params.set('reason', reason);
  }
  const query = params.toString();
  return query === '' ? base : `${base}?${query}`;
}

/**
 * Where to go after signing in: only a path of this site. `//evil.example` or a full URL would
 * make the sign-in page an open redirect that phishing links could use.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return fallback;
  }
  return next;
}
