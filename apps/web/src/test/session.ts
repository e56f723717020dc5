import { type AuthDetails, authDetailsSchema, itemResponse } from '@hearth/domain';
import { expect } from 'vitest';
import { xsrfHeader } from './cookies.ts';
import { DEMO_PASSWORD, type DemoRole, demoEmail } from './demoAccounts.ts';

const signedIn = itemResponse(authDetailsSchema);

/**
 * Signs the page in as `email`, as the sign-in page would: the cookies land in happy-dom's cookie
 * jar, and the app's API client then sends them like a browser. The session ends after the test.
 */
export async function signInWith(email: string, password: string): Promise<AuthDetails> {
  const response = await fetch('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...xsrfHeader() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    expect.fail(`signing in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  return signedIn.parse(await response.json()).data;
}

/** Signs in as a demo account; for looking only: tests never change the shared demo accounts. */
export function signInAs(role: DemoRole): Promise<AuthDetails> {
  return signInWith(demoEmail(role), DEMO_PASSWORD);
}

/**
 * A call in the page's own session, as the signed-in person: to set up what only they can, such
 * as their access tokens.
 */
export async function asSignedIn(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method,
    headers: {
      ...xsrfHeader(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) {
    expect.fail(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.status === 204 ? null : response.json();
}

export { signOut } from './cookies.ts';
