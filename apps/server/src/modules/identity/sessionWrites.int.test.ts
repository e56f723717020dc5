import { Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { changesBetween, countRowChanges, type Fingerprint } from '../../../test/rowChanges.ts';

const { database, server } = useTestServer();
let agent: TestUser;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  agent = await createUser(database.db, {
    role: Role.agencyAgent,
    agencyIds: [await createAgency(database.db)],
  });
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
