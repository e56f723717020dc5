import { authDetailsSchema, Role, UserStatus } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { statementsSentDuring } from '../../../test/sentStatements.ts';

const { database, server } = useTestServer();
let agencyId: number;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
});

const newAgent = () => createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });

/** The SQL the app sends to the database while `call` runs; the call must succeed. */
async function statementsDuring(call: () => Promise<Response>): Promise<string[]> {
  const { result, statements } = await statementsSentDuring(database.pool, call);
  expect(result.status).toBe(200);
  return statements.map(({ text }) => text);
}

const storedName = async (userId: number) =>
  (await database.db.execute<{ name: string }>(sql`SELECT name FROM users WHERE id = ${userId}`))
    .rows[0]?.name;

const detailsOf = async (response: Response) =>
  authDetailsSchema.parse(((await response.json()) as { data: unknown }).data);

// A node without a change listener (CACHE_BETWEEN_CHANGES=false) reads the session on every request;
// the cache of sessions between changes is sessionCache.int.test.ts's.
describe('a signed-in request', () => {
  it('reads its session and its user in one statement, and auth details need no other', async () => {
    const agent = await newAgent();
    const client = await signedInClient(server, agent.email, agent.password);
    const sent = await statementsDuring(() => client.request('/api/auth-details'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/FROM sessions/);
  });

  it('does the same with a personal access token', async () => {
    const agent = await newAgent();
    const client = await signedInClient(server, agent.email, agent.password);
    const created = await client.json('/api/auth/tokens', 'POST', { name: 'Sync' });
    const { data: token } = (await created.json()) as { data: { token: string } };
    const bearer = { headers: { authorization: `Bearer ${token.token}` } };
    await server.request('/api/auth-details', bearer);
    const sent = await statementsDuring(() => server.request('/api/auth-details', bearer));
    expect(sent).toHaveLength(1);
    const details = await detailsOf(await server.request('/api/auth-details', bearer));
    expect(details.user).toEqual({
      id: agent.id,
      email: agent.email,
      name: await storedName(agent.id),
      role: Role.agencyAgent,
      preferredLocale: 'en-US',
    });
    expect(details.session.via).toBe('token');
  });

  it('shows the user as stored now: without a listener nothing is kept between requests', async () => {
    const agent = await newAgent();
    const client = await signedInClient(server, agent.email, agent.password);
    expect((await detailsOf(await client.request('/api/auth-details'))).user.name).toBe(
      await storedName(agent.id),
    );
    await database.db.execute(
      sql`UPDATE users SET name = 'Renamed Person', preferred_locale = 'es-ES' WHERE id = ${agent.id}`,
    );
    const details = await detailsOf(await client.request('/api/auth-details'));
    expect(details.user).toEqual({
      id: agent.id,
      email: agent.email,
      name: 'Renamed Person',
      role: Role.agencyAgent,
      preferredLocale: 'es-ES',
    });
    expect(details.organisation).toEqual({ kind: 'agency', ids: [agencyId] });
  });
});

describe('a session stops working at once', () => {
  const cookieHeaderOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function signedIn(): Promise<{ agent: TestUser; cookie: string }> {
    const agent = await newAgent();
    const client = await signedInClient(server, agent.email, agent.password);
    expect((await client.request('/api/auth-details')).status).toBe(200);
    return { agent, cookie: cookieHeaderOf(client) };
  }

  it('when its user is disabled, by a write from any node', async () => {
    const { agent, cookie } = await signedIn();
    await database.db.execute(
      sql`UPDATE users SET status = ${UserStatus.disabled} WHERE id = ${agent.id}`,
    );
    const response = await server.request('/api/auth-details', { headers: { cookie } });
    expect(response.status).toBe(419);
  });

  it('when it is signed out, for a copy of its cookie too', async () => {
    const { agent, cookie } = await signedIn();
    const other = await signedInClient(server, agent.email, agent.password);
    const copy = cookieHeaderOf(other);
    expect((await other.json('/api/auth/sign-out', 'POST', {})).status).toBe(204);
    expect((await server.request('/api/auth-details', { headers: { cookie: copy } })).status).toBe(
      419,
    );
    // The person's other session is untouched.
    expect((await server.request('/api/auth-details', { headers: { cookie } })).status).toBe(200);
  });
});
