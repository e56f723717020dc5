import { authDetailsSchema, Role, UserStatus } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useNodesHearingChanges } from '../../../test/harness.ts';
import { statementsSentDuring } from '../../../test/sentStatements.ts';
import type { TestServer } from '../../../test/server.ts';
import type { SessionLookup } from '../../platform/auth/actor.ts';
import { CHANGE_LISTENER_NAME, startChangeListener } from '../../platform/db/changeListener.ts';
import { createSessionCache, SESSION_CHANGES_CHANNEL } from './sessionCache.ts';

// Two nodes of the app on one database, each answering sessions from memory between the changes
// it hears; the test itself writes as a third party would (another node, an operator's SQL).
const { database, nodeA, nodeB } = useNodesHearingChanges();
let agencyId: number;
let otherAgencyId: number;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  otherAgencyId = await createAgency(database.db);
});

const newAgent = () => createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });

const cookieOf = (client: BrowserClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The same session's cookie, sent to `node`. */
const detailsCall = (node: TestServer, cookie: string) => () =>
  node.request('/api/auth-details', { headers: { cookie } });

async function detailsOf(response: Response) {
  expect(response.status).toBe(200);
  return authDetailsSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The statements `call` sends to the database; the call must answer 200. */
async function statementsOf(call: () => Promise<Response>) {
  const { result, statements } = await statementsSentDuring(database.pool, call);
  expect(result.status).toBe(200);
  return statements;
}

/** Signs `user` in on node A and makes node B keep the session (its second call reads nothing). */
async function keptOnBothNodes(user: TestUser): Promise<{ client: BrowserClient; cookie: string }> {
  const client = await signedInClient(nodeA, user.email, user.password);
  const cookie = cookieOf(client);
  for (const node of [nodeA, nodeB]) {
    await statementsOf(detailsCall(node, cookie));
    expect(await statementsOf(detailsCall(node, cookie))).toEqual([]);
  }
  return { client, cookie };
}

describe('a session answered from memory', () => {
  it('is read once, then answered without a statement, with the same expiry header', async () => {
    const agent = await newAgent();
    const client = await signedInClient(nodeA, agent.email, agent.password);
    const cookie = cookieOf(client);
    const first = await statementsSentDuring(database.pool, detailsCall(nodeA, cookie));
    expect(first.statements.map(({ text }) => text)).toEqual([
      expect.stringMatching(/FROM sessions/),
    ]);
    const second = await statementsSentDuring(database.pool, detailsCall(nodeA, cookie));
    expect(second.statements).toEqual([]);
    expect(second.result.headers.get('x-session-expires-at')).toBe(
      first.result.headers.get('x-session-expires-at'),
    );
    const stored = await database.db.execute<{ idle: Date }>(
      sql`SELECT idle_expires_at AS idle FROM sessions WHERE user_id = ${agent.id}`,
    );
    expect(second.result.headers.get('x-session-expires-at')).toBe(
      new Date(stored.rows[0]?.idle ?? 0).toISOString(),
    );
    expect((await detailsOf(second.result)).user.id).toBe(agent.id);
  });

  it('is refused at once on the node that signed it out, and soon on the other', async () => {
    const agent = await newAgent();
    const { client, cookie } = await keptOnBothNodes(agent);
    // Node A answers the sign-out only once it has heard its own change.
    expect((await client.json('/api/auth/sign-out', 'POST', {})).status).toBe(204);
    expect((await detailsCall(nodeA, cookie)()).status).toBe(419);
    await eventually(async () => expect((await detailsCall(nodeB, cookie)()).status).toBe(419));
  });

  it('is refused on every node once its user is disabled by any writer', async () => {
    const agent = await newAgent();
    const { cookie } = await keptOnBothNodes(agent);
    await database.db.execute(
      sql`UPDATE users SET status = ${UserStatus.disabled} WHERE id = ${agent.id}`,
    );
    for (const node of [nodeA, nodeB]) {
      await eventually(async () => expect((await detailsCall(node, cookie)()).status).toBe(419));
    }
  });

  it('shows a renamed user, a new role and a caregiver’s new agency on every node', async () => {
    const caregiver = await createUser(database.db, {
      role: Role.caregiver,
      agencyIds: [agencyId],
    });
    const { cookie } = await keptOnBothNodes(caregiver);
    await database.db.execute(
      sql`INSERT INTO caregiver_agencies (user_id, agency_id) VALUES (${caregiver.id}, ${otherAgencyId})`,
    );
    await database.db.execute(
      sql`UPDATE users SET name = 'Renamed Caregiver' WHERE id = ${caregiver.id}`,
    );
    for (const node of [nodeA, nodeB]) {
      await eventually(async () => {
        const details = await detailsOf(await detailsCall(node, cookie)());
        expect(details.user.name).toBe('Renamed Caregiver');
        expect(details.organisation).toEqual({
          kind: 'agency',
          ids: [agencyId, otherAgencyId].sort((a, b) => a - b),
        });
      });
    }
    const agent = await newAgent();
    const kept = await keptOnBothNodes(agent);
    await database.db.execute(sql`UPDATE users SET role = ${Role.agency} WHERE id = ${agent.id}`);
    for (const node of [nodeA, nodeB]) {
      await eventually(async () =>
        expect((await detailsOf(await detailsCall(node, kept.cookie)())).user.role).toBe(
          Role.agency,
        ),
      );
    }
  });

  it('is read again on every request while a node cannot hear changes, and kept once it can', async () => {
    const agent = await newAgent();
    const { cookie } = await keptOnBothNodes(agent);
    const listeners = () =>
      database.pool.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [CHANGE_LISTENER_NAME],
      );
    const before = (await listeners()).rows.map(({ pid }) => pid);
    expect(before).toHaveLength(2);
    await database.pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      before,
    ]);
    // A change made while the nodes were cut off is not missed.
    await database.db.execute(sql`UPDATE users SET name = 'Heard Later' WHERE id = ${agent.id}`);
    for (const node of [nodeA, nodeB]) {
      await eventually(async () =>
        expect((await detailsOf(await detailsCall(node, cookie)())).user.name).toBe('Heard Later'),
      );
    }
    await eventually(async () => {
      const now = (await listeners()).rows.map(({ pid }) => pid);
      expect(now).toHaveLength(2);
      expect(now.some((pid) => before.includes(pid))).toBe(false);
    });
    // Listening again: sessions are kept again, and changes heard again.
    await eventually(async () => {
      await statementsOf(detailsCall(nodeB, cookie));
      expect(await statementsOf(detailsCall(nodeB, cookie))).toEqual([]);
    });
    await database.db.execute(sql`UPDATE users SET name = 'Heard Again' WHERE id = ${agent.id}`);
    await eventually(async () =>
      expect((await detailsOf(await detailsCall(nodeB, cookie)())).user.name).toBe('Heard Again'),
    );
  });
});

describe('the cache of looked-up sessions', () => {
  async function listening() {
    const changes = await startChangeListener(
      { connectionString: database.connectionString },
      [SESSION_CHANGES_CHANNEL],
      () => undefined,
    );
    onTestFinished(changes.close);
    return changes;
  }

  const lookupOf = (user: TestUser): SessionLookup => ({
    actor: {
      userId: user.id,
      role: user.role,
      agencyIds: [agencyId],
      partnerId: null,
      via: 'session',
    },
    profile: { email: user.email, name: 'Kept Person', preferredLocale: 'en-US' },
    csrfToken: 'csrf',
    expiresAt: new Date(),
  });

  it('keeps nothing read while a change was heard: the read may predate it', async () => {
    const changes = await listening();
    const cache = createSessionCache(changes);
    const agent = await newAgent();
    const lookup = lookupOf(agent);
    const freshness = { servableMs: 60_000 };
    await cache.read('racing', async () => {
      await database.db.execute(
        sql`UPDATE users SET name = 'Changed Meanwhile' WHERE id = ${agent.id}`,
      );
      await changes.caughtUp();
      return { lookup, freshness };
    });
    expect(cache.get('racing')).toBeUndefined();
    await cache.read('racing', async () => ({ lookup, freshness }));
    expect(cache.get('racing')).toBe(lookup);
  });

  it('answers no longer than the database said, and never past its own limit', async () => {
    const changes = await listening();
    let clock = 1_000;
    const cache = createSessionCache(changes, () => clock);
    const agent = await newAgent();
    await cache.read('short', async () => ({
      lookup: lookupOf(agent),
      freshness: { servableMs: 5_000 },
    }));
    await cache.read('long', async () => ({
      lookup: lookupOf(agent),
      freshness: { servableMs: 3_600_000 },
    }));
    clock += 4_999;
    expect(cache.get('short')).toBeDefined();
    clock += 1;
    expect(cache.get('short')).toBeUndefined();
    clock = 1_000 + 29_999;
    expect(cache.get('long')).toBeDefined();
    clock += 1;
    expect(cache.get('long')).toBeUndefined();
  });

  it('forgets a user’s sessions when the database names them, and only theirs', async () => {
    const changes = await listening();
    const cache = createSessionCache(changes);
    const [named, other] = [await newAgent(), await newAgent()];
    const freshness = { servableMs: 60_000 };
    await cache.read('named', async () => ({ lookup: lookupOf(named), freshness }));
    await cache.read('other', async () => ({ lookup: lookupOf(other), freshness }));
    await database.db.execute(sql`UPDATE users SET name = name WHERE id = ${named.id}`);
    await changes.caughtUp();
    expect(cache.get('named')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });
});
