import { authDetailsSchema, errorResponseSchema, Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';

const { database, server } = useTestServer();
let agent: TestUser;

beforeAll(async () => {
  agent = await createUser(database.db, {
    role: Role.agencyAgent,
    agencyIds: [await createAgency(database.db)],
  });
});

const errorOf = async (response: Response) => errorResponseSchema.parse(await response.json());

describe('signing in', () => {
  it('sets an HttpOnly session cookie and a readable CSRF cookie, and answers who signed in', async () => {
    const client = new BrowserClient(server);
    const response = await client.signIn(agent.email.toUpperCase(), agent.password);
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('hearth_session='))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/i);
    expect(cookies.every((c) => /SameSite=Lax/i.test(c))).toBe(true);
    expect(response.headers.get('x-session-expires-at')).toBeTruthy();
    const details = authDetailsSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(details.user).toMatchObject({ id: agent.id, role: Role.agencyAgent });
    expect(details.organisation).toEqual({ kind: 'agency', ids: agent.agencyIds });
    expect(details.permissions.manageUsers).toBe(false);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await new BrowserClient(server).signIn(agent.email, 'not the password at all');
    const unknown = await new BrowserClient(server).signIn(
      'nobody-here@example.test',
      'not the password at all',
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await errorOf(wrong)).toEqual(await errorOf(unknown));
  });

  it('refuses a disabled user with the same answer', async () => {
    const disabled = await createUser(database.db, { role: Role.user, status: 3 });
    const response = await new BrowserClient(server).signIn(disabled.email, disabled.password);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('The email or password is not right.');
  });

  it('rotates the session id at every sign-in', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    const first = client.cookies.get('hearth_session');
    await client.signIn(agent.email, agent.password);
    const second = client.cookies.get('hearth_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new BrowserClient(server);
    stale.cookies.set('hearth_session', first ?? '');
    expect((await stale.request('/api/auth-details')).status).toBe(419);
  });

  it('records every attempt in the sign-in history', async () => {
    const before = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM sign_ins WHERE lower(email) = lower(${agent.email})`,
    );
    await new BrowserClient(server).signIn(agent.email, 'wrong password here');
    const after = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM sign_ins WHERE lower(email) = lower(${agent.email})`,
    );
    expect(Number(after.rows[0]?.n)).toBe(Number(before.rows[0]?.n) + 1);
  });
});

describe('sessions', () => {
  it('needs a session for auth details: 401 without one', async () => {
    const response = await new BrowserClient(server).request('/api/auth-details');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
  });

  it('tells the web app who is here: null for a visitor, the person once signed in, 419 once expired', async () => {
    const visitor = await new BrowserClient(server).request('/api/auth/session');
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ data: null });

    const client = await signedInClient(server, agent.email, agent.password);
    const signedIn = await client.request('/api/auth/session');
    expect(signedIn.status).toBe(200);
    const details = authDetailsSchema.parse(((await signedIn.json()) as { data: unknown }).data);
    expect(details.user.email).toBe(agent.email);
    expect(signedIn.headers.get('x-session-expires-at')).toBeTruthy();

    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = ${agent.id}`,
    );
    const expired = await client.request('/api/auth/session');
    expect(expired.status).toBe(419);
    expect((await errorOf(expired)).code).toBe('session_expired');
  });

  it('answers 419 once the session has idled out, and clears the cookies', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = ${agent.id}`,
    );
    const response = await client.request('/api/auth-details');
    expect(response.status).toBe(419);
    expect((await errorOf(response)).code).toBe('session_expired');
    expect(client.cookies.has('hearth_session')).toBe(false);
  });

  it('leaves an ended session to the next call that acts for someone, not to a file or page', async () => {
    // The caregiver's service worker fetches the app's files in the background; were one of
    // them to clear the cookie, the page's next call would be a bare 401, not the 419 it
    // reloads on.
    const client = await signedInClient(server, agent.email, agent.password);
    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = ${agent.id}`,
    );
    expect((await client.request('/robots.txt')).status).toBe(200);
    expect(client.cookies.has('hearth_session')).toBe(true);
    const response = await client.json('/api/auth/keep-alive', 'POST');
    expect(response.status).toBe(419);
    expect(client.cookies.has('hearth_session')).toBe(false);
  });

  it('ends at the absolute timeout even while in use', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    await database.db.execute(
      sql`UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = ${agent.id}`,
    );
    expect((await client.request('/api/auth-details')).status).toBe(419);
  });

  it('extends the idle timeout on use and says when it ends', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = now() + interval '1 minute' WHERE user_id = ${agent.id}`,
    );
    const response = await client.json('/api/auth/keep-alive', 'POST');
    expect(response.status).toBe(204);
    const expiresAt = new Date(response.headers.get('x-session-expires-at') ?? 0).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('signs out: the session no longer works', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    const session = client.cookies.get('hearth_session') ?? '';
    expect((await client.json('/api/auth/sign-out', 'POST')).status).toBe(204);
    const replay = new BrowserClient(server);
    replay.cookies.set('hearth_session', session);
    expect((await replay.request('/api/auth-details')).status).toBe(419);
  });
});

describe('CSRF', () => {
  it('answers 419 to a state-changing call without the CSRF header', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    client.sendCsrfHeader = false;
    const response = await client.json('/api/auth/keep-alive', 'POST');
    expect(response.status).toBe(419);
  });

  it('answers 419 to a wrong CSRF token', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    client.cookies.set('XSRF-TOKEN', 'forged-token-value-000000000000');
    expect((await client.json('/api/auth/keep-alive', 'POST')).status).toBe(419);
  });

  it('lets reads through without the header', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    client.sendCsrfHeader = false;
    expect((await client.request('/api/auth-details')).status).toBe(200);
  });

  it('lets an expired cookie sign in again', async () => {
    const client = new BrowserClient(server);
    client.cookies.set('hearth_session', 'long-gone-session');
    expect((await client.signIn(agent.email, agent.password)).status).toBe(200);
  });
});
