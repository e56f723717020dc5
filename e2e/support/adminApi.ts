import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './demoAccounts.ts';

/**
 * An API session signed in as the demo administrator, for setting up what a test needs (its own
 * users, so tests never change the shared demo accounts).
 */
export async function adminApi(baseURL: string): Promise<{
  api: APIRequestContext;
  csrf: Record<string, string>;
}> {
  const api = await playwrightRequest.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { cookies } = await api.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { api, csrf: { 'X-XSRF-TOKEN': token } };
}

let counter = 0;

/** A new active user with a known password; unique per call across parallel workers. */
export async function createUser(
  baseURL: string,
  {
    role = 2,
    name = 'Test Person',
    agencyIds = [],
    preferredLocale = 'en-US',
  }: {
    role?: number;
    name?: string;
    agencyIds?: readonly number[];
    preferredLocale?: 'en-US' | 'en-CA' | 'es-ES';
  } = {},
): Promise<{ id: number; email: string; password: string }> {
  const { api, csrf } = await adminApi(baseURL);
  counter += 1;
  const email = `e2e-${process.pid}-${Date.now()}-${counter}@example.org`;
  const password = 'juniper lantern orbit 77';
  const response = await api.post('/api/users', {
    headers: csrf,
    data: { email, name, role, password, agencyIds, preferredLocale },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  await api.dispose();
  return { id: data.id, email, password };
}
