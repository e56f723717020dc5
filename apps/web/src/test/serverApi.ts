import {
  itemResponse,
  listResponse,
  Role,
  type User,
  UserStatus,
  userSchema,
} from '@hearth/domain';
import { expect, inject } from 'vitest';
import { z } from 'zod';

/**
 * Sets up what a test needs through the real API, as the demo administrator's access token. The
 * calls carry no cookies, so they never touch the page's own session (test/session.ts).
 */
async function asAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  const { adminToken } = inject('webTestServer');
  return fetch(path, {
    method,
    credentials: 'omit',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number): Promise<void> {
  if (response.status !== status) {
    expect.fail(`${response.url} answered ${response.status}: ${await response.text()}`);
  }
}

const oneUser = itemResponse(userSchema);

let sequence = 0;

/** Unique across the parallel test files: for emails, names and searches nobody else matches. */
export function uniqueTag(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${sequence}`;
}

/** A password the server accepts (long, not common, not built from a name). */
export const TEST_PASSWORD = 'juniper lantern orbit 77';

export type TestUser = User & { password: string };

export type NewTestUser = {
  role: Role;
  name?: string;
  email?: string;
  /** Agency staff and caregivers join the demo agency unless told otherwise. */
  agencyIds?: number[];
  /** False for an invited user, who has no password yet. */
  withPassword?: boolean;
};

const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

/** A new active user of `role`, created through the API; every test makes its own. */
export async function createUser({
  role,
  name = `Test ${Role.nameOf(role)}`,
  email = `web-${uniqueTag()}@example.org`,
  agencyIds = agencyMembers.includes(role) ? [inject('webTestServer').demoAgencyId] : [],
  withPassword = true,
}: NewTestUser): Promise<TestUser> {
  const response = await asAdmin('POST', '/api/users', {
    name,
    email,
    role,
    agencyIds,
    partnerId: null,
    ...(withPassword ? { password: TEST_PASSWORD } : {}),
  });
  await expectStatus(response, 201);
  return { ...oneUser.parse(await response.json()).data, password: TEST_PASSWORD };
}

/** A new agency, of nobody yet: a test's own, whose figures no other test changes. */
export async function createAgency(): Promise<number> {
  const response = await asAdmin('POST', '/api/agencies', { name: `Agency ${uniqueTag()}` });
  await expectStatus(response, 201);
  return itemResponse(z.object({ id: z.number() })).parse(await response.json()).data.id;
}

/** A new care coordinator of the directory, by this name; its id. */
export async function createCareCoordinator(name: string): Promise<number> {
  const response = await asAdmin('POST', '/api/care-coordinators', { name });
  await expectStatus(response, 201);
  return itemResponse(z.object({ id: z.number() })).parse(await response.json()).data.id;
}

/** The current care coordinators' list as an administrator reads it (`query` without `?`). */
export async function listCareCoordinators(
  query: string,
): Promise<{ names: string[]; total: number }> {
  const response = await asAdmin('GET', `/api/care-coordinators?${query}`);
  await expectStatus(response, 200);
  const { data, meta } = listResponse(z.object({ name: z.string() })).parse(await response.json());
  return { names: data.map((coordinator) => coordinator.name), total: meta.total };
}

/** The user as the server has them now. */
export async function fetchUser(userId: number): Promise<User> {
  const response = await asAdmin('GET', `/api/users/${userId}`);
  await expectStatus(response, 200);
  return oneUser.parse(await response.json()).data;
}

const userList = listResponse(userSchema);

/** The user with `email`, if there is one. */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const response = await asAdmin('GET', `/api/users?q=${encodeURIComponent(email)}`);
  await expectStatus(response, 200);
  return userList.parse(await response.json()).data.find((user) => user.email === email);
}

/** Changes a user's role as the administrator would, e.g. while a test's page is open. */
export async function changeRole(userId: number, role: Role): Promise<void> {
  await expectStatus(await asAdmin('PUT', `/api/users/${userId}/role`, { role }), 200);
}

export async function setStatus(userId: number, status: UserStatus): Promise<void> {
  const action = status === UserStatus.active ? 'enable' : 'disable';
  await expectStatus(await asAdmin('POST', `/api/users/${userId}/${action}`), 200);
}

/** A refused sign-in of `email` (wrong password), from a browser that says it is `userAgent`. */
export async function failedSignIn(email: string, userAgent?: string): Promise<void> {
  const response = await fetch('/api/auth/sign-in', {
    method: 'POST',
    credentials: 'omit',
    headers: {
      'Content-Type': 'application/json',
      ...(userAgent === undefined ? {} : { 'User-Agent': userAgent }),
    },
    body: JSON.stringify({ email, password: 'not the right password' }),
  });
  await expectStatus(response, 401);
}

const outbox = listResponse(z.object({ recipient: z.string(), body: z.string() }));

/** The newest mail the server wrote to `email`, if any (the outbox of a non-production server). */
export async function lastMailTo(email: string): Promise<string | undefined> {
  const response = await asAdmin('GET', '/api/admin/outbox?perPage=100');
  await expectStatus(response, 200);
  return outbox.parse(await response.json()).data.find((mail) => mail.recipient === email)?.body;
}

/** Asks for a reset link for `email`, as a visitor would, and reads its token from the mail. */
export async function resetLinkToken(email: string): Promise<string> {
  await expectStatus(
    await fetch('/api/auth/forgot-password', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
    202,
  );
  const token = /[?&]token=([^\s&]+)/.exec((await lastMailTo(email)) ?? '')?.[1];
  if (token === undefined) {
    return expect.fail(`no reset link was mailed to ${email}`);
  }
  return decodeURIComponent(token);
}
