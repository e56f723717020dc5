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

export { signOut } from './cookies.ts';
