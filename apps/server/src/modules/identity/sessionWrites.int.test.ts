import { Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { createNoteWorld } from '../../../test/factories/noteWorld.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { useTestServer } from '../../../test/harness.ts';
import { changesBetween, countRowChanges, type Fingerprint } from '../../../test/rowChanges.ts';

const { database, server } = useTestServer();
let agent: TestUser;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  agent = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  await createPatient(database.db, agencyId);
  fingerprint = await countRowChanges(database.db, []);
});

const storedExpiry = async (userId: number) => {
  const result = await database.db.execute<{ idle_expires_at: Date }>(
    sql`SELECT max(idle_expires_at) AS idle_expires_at FROM sessions WHERE user_id = ${userId}`,
  );
  return new Date(result.rows[0]?.idle_expires_at ?? 0).getTime();
};

describe('signed-in reads', () => {
  it('write nothing while the stored session expiry is less than a minute behind', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    const before = await fingerprint();
    for (const path of ['/api/auth-details', '/api/health', '/api/auth-details']) {
      const response = await client.request(path);
      expect(response.status).toBe(200);
      const expiresAt = new Date(response.headers.get('x-session-expires-at') ?? 0).getTime();
      expect(expiresAt).toBe(await storedExpiry(agent.id));
    }
    expect(changesBetween(before, await fingerprint())).toEqual({});
  });

  it('extend the session once its stored expiry falls more than a minute behind', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    // Stands for two minutes passing since the last extension, without waiting them out.
    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = idle_expires_at - interval '2 minutes'
        WHERE user_id = ${agent.id}`,
    );
    const before = await fingerprint();
    const extended = await client.request('/api/auth-details');
    const afterExtending = await fingerprint();
    await client.request('/api/auth-details');
    expect(changesBetween(before, afterExtending)).toEqual({ sessions: 1 });
    expect(changesBetween(afterExtending, await fingerprint())).toEqual({});
    const expiresAt = new Date(extended.headers.get('x-session-expires-at') ?? 0).getTime();
    expect(expiresAt).toBe(await storedExpiry(agent.id));
    expect(Math.abs(expiresAt - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
  });
});

describe('reads with a personal access token', () => {
  it('stamp its last use at most once a minute', async () => {
    const browser = await signedInClient(server, agent.email, agent.password);
    const created = await browser.json('/api/auth/tokens', 'POST', { name: 'Sync' });
    const { data: token } = (await created.json()) as { data: { id: number; token: string } };
    const bearer = { headers: { authorization: `Bearer ${token.token}` } };
    const lastUsed = async () =>
      (
        await database.db.execute<{ last_used_at: Date | null }>(
          sql`SELECT last_used_at FROM personal_access_tokens WHERE id = ${token.id}`,
        )
      ).rows[0]?.last_used_at;

    const before = await fingerprint();
    expect((await server.request('/api/auth-details', bearer)).status).toBe(200);
    expect((await server.request('/api/auth-details', bearer)).status).toBe(200);
    expect(changesBetween(before, await fingerprint())).toEqual({ personal_access_tokens: 1 });
    expect(await lastUsed()).not.toBeNull();

    // Stands for two minutes passing since the last stamp.
    await database.db.execute(
      sql`UPDATE personal_access_tokens SET last_used_at = now() - interval '2 minutes'
        WHERE id = ${token.id}`,
    );
    const stale = await fingerprint();
    expect((await server.request('/api/auth-details', bearer)).status).toBe(200);
    expect(changesBetween(stale, await fingerprint())).toEqual({ personal_access_tokens: 1 });
    expect(Date.now() - new Date((await lastUsed()) ?? 0).getTime()).toBeLessThan(60_000);
  });
});

describe('signed-in reads of PHI', () => {
  it('commit their audit entry and nothing else', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    const before = await fingerprint();
    const listed = await client.request('/api/patients');
    expect(listed.status).toBe(200);
    expect(changesBetween(before, await fingerprint())).toEqual({ audit_log: 1 });
  });

  it('of a notes page commit its list log and audit entry and nothing else', async () => {
    const world = await createNoteWorld(database.db, server);
    await world.signedNote();
    const before = await fingerprint();
    const listed = await world.as.nurse.request(`/api/notes/${world.patientId}/0`);
    expect(listed.status).toBe(200);
    expect(changesBetween(before, await fingerprint())).toEqual({
      audit_log: 1,
      note_list_log: 1,
    });
  });

  it('group-commit the entries of concurrent requests, each durable before its response', async () => {
    const client = await signedInClient(server, agent.email, agent.password);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.request('/api/patients')),
    );
    const requestIds = responses.map((response) => response.headers.get('x-request-id') ?? '');
    const entries = await database.db.execute<{ transactions: string; rows: string }>(
      sql`SELECT count(DISTINCT xmin::text) AS transactions, count(*) AS rows FROM audit_log
        WHERE action = 'patient.listed' AND request_id IN ${requestIds}`,
    );
    expect(Number(entries.rows[0]?.rows)).toBe(10);
    expect(Number(entries.rows[0]?.transactions)).toBeLessThan(10);
  });
});
