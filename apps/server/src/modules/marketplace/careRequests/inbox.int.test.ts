import {
  careRequestListResponseSchema,
  careRequestSchema,
  isoDateFromToday,
  itemResponse,
  Role,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { careRequestBody } from '../../../../test/factories/careRequests.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';

// Agency A has a home care listing with two requests (one a visit) and a shared-living listing
// with one; agency B has one request. Readers: A's owner and agent, B's owner, an admin.

const { database, server } = useTestServer();
const ids = { agencyA: 0, agencyB: 0, a1: 0, a2: 0, a3: 0, b1: 0 };
type Caller = 'ownerA' | 'agentA' | 'ownerB' | 'admin';
const callers = new Map<Caller, { client: BrowserClient; userId: number }>();
const place = { latitude: 43.65, longitude: -79.38 };

async function requestCare(listingId: number, body = careRequestBody()): Promise<number> {
  const response = await server.request(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { reference: string } };
  const { rows } = await database.pool.query<{ id: number }>(
    'SELECT id FROM care_requests WHERE reference = $1',
    [data.reference],
  );
  return rows[0]?.id ?? 0;
}

async function signIn(role: Role, agencyIds: number[] = [], partnerId: number | null = null) {
  const user = await createUser(database.db, { role, agencyIds, partnerId });
  return { client: await signedInClient(server, user.email, user.password), userId: user.id };
}

beforeAll(async () => {
  const { db } = database;
  ids.agencyA = await createAgency(db);
  ids.agencyB = await createAgency(db);
  const homeA = await createListing(db, { agencyId: ids.agencyA, name: 'A home care', ...place });
  const shareA = await createListing(db, {
    agencyId: ids.agencyA,
    name: 'A shared home',
    product: 'sharecare',
    ...place,
  });
  const homeB = await createListing(db, { agencyId: ids.agencyB, name: 'B home care', ...place });
  ids.a1 = await requestCare(homeA);
  ids.a2 = await requestCare(
    homeA,
    careRequestBody({ kind: 'bookVisit', visitDate: isoDateFromToday(5) }),
  );
  ids.a3 = await requestCare(shareA);
  ids.b1 = await requestCare(homeB);
  callers.set('ownerA', await signIn(Role.agency, [ids.agencyA]));
  callers.set('agentA', await signIn(Role.agencyAgent, [ids.agencyA]));
  callers.set('ownerB', await signIn(Role.agency, [ids.agencyB]));
  callers.set('admin', await signIn(Role.admin));
});

function caller(name: Caller) {
  const found = callers.get(name);
  if (found === undefined) {
    throw new Error(`no caller ${name}`);
  }
  return found;
}

async function inbox(name: Caller, query = '') {
  const response = await caller(name).client.request(`/api/care-requests?perPage=100${query}`);
  return bodyOf(response, careRequestListResponseSchema);
}

const idsOf = (list: { data: { id: number }[] }) => list.data.map((request) => request.id);

describe('GET /api/care-requests', () => {
  it("lists the agency's own requests, newest first, with the unseen count", async () => {
    const list = await inbox('agentA');
    expect(idsOf(list)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(list.meta).toMatchObject({ total: 3, unseen: 3, page: 1, perPage: 100 });
    expect(list.data[1]).toMatchObject({
      kind: 'bookVisit',
      product: 'homecare',
      listing: { name: 'A home care' },
      agency: { id: ids.agencyA },
      contactName: 'Dana Family',
      visitDate: isoDateFromToday(5),
      seenAt: null,
    });
  });

  it('filters by kind and product, and pages', async () => {
    expect(idsOf(await inbox('ownerA', '&kind=bookVisit'))).toEqual([ids.a2]);
    expect(idsOf(await inbox('ownerA', '&product=sharecare'))).toEqual([ids.a3]);
    const page = await bodyOf(
      await caller('ownerA').client.request('/api/care-requests?perPage=2&page=2'),
      careRequestListResponseSchema,
    );
    expect(idsOf(page)).toEqual([ids.a1]);
    expect(page.meta.total).toBe(3);
  });

  it('shows an admin every agency’s requests', async () => {
    expect(idsOf(await inbox('admin')).sort()).toEqual([ids.a1, ids.a2, ids.a3, ids.b1].sort());
  });

  it('refuses bad filters and pages with 422', async () => {
    for (const query of ['perPage=101', 'status=read', 'kind=call', 'product=boat', 'page=0']) {
      const response = await caller('ownerA').client.request(`/api/care-requests?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('is written to the audit log with the ids shown', async () => {
    await inbox('ownerB');
    const { rows } = await database.pool.query(
      `SELECT details FROM audit_log WHERE action = 'care_request.listed' AND actor_user_id = $1`,
      [caller('ownerB').userId],
    );
    expect(rows.at(-1)?.details.careRequestIds).toEqual([ids.b1]);
  });
});

describe('agency B never sees agency A', () => {
  it('not by list', async () => {
    expect(idsOf(await inbox('ownerB'))).toEqual([ids.b1]);
  });

  it('not by id: 404, and the request stays unseen', async () => {
    const response = await caller('ownerB').client.request(`/api/care-requests/${ids.a1}`);
    expect(response.status).toBe(404);
    const { rows } = await database.pool.query('SELECT seen_at FROM care_requests WHERE id = $1', [
      ids.a1,
    ]);
    expect(rows[0]?.seen_at).toBeNull();
  });
});

describe('who may read the inbox', () => {
  it.each([Role.caregiver, Role.partner, Role.partnerAgent])('role %s: 403', async (role) => {
    const partnerId =
      role === Role.partner || role === Role.partnerAgent ? await createPartner(database.db) : null;
    const { client } = await signIn(role, role === Role.caregiver ? [ids.agencyA] : [], partnerId);
    expect((await client.request('/api/care-requests')).status).toBe(403);
    expect((await client.request(`/api/care-requests/${ids.a1}`)).status).toBe(403);
  });

  it("a family: only the requests it sent (none of the agencies'), and never one by id", async () => {
    const { client } = await signIn(Role.user, [], null);
    const listed = await client.request('/api/care-requests');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await client.request(`/api/care-requests/${ids.a1}`)).status).toBe(403);
  });

  it('a visitor: 401', async () => {
    const visitor = new BrowserClient(server);
    expect((await visitor.request('/api/care-requests')).status).toBe(401);
    expect((await visitor.request(`/api/care-requests/${ids.a1}`)).status).toBe(401);
  });
});

describe('GET /api/care-requests/{id}', () => {
  it('shows answers and contact, marks the first opening, and audits every read', async () => {
    const agent = caller('agentA');
    const first = await bodyOf(
      await agent.client.request(`/api/care-requests/${ids.a2}`),
      itemResponse(careRequestSchema),
    );
    expect(first.data).toMatchObject({
      id: ids.a2,
      kind: 'bookVisit',
      contact: { name: 'Dana Family', email: 'dana@example.test', preferredContact: 'email' },
      message: 'My mother needs help in the mornings.',
      seenBy: { id: agent.userId },
      assessment: { status: 7 },
    });
    expect(first.data.seenAt).not.toBeNull();
    expect(first.data.answers.map((answer) => answer.code)).toContain('help_needed');

    // The owner opens it later: the agent's first opening stays recorded.
    const again = await bodyOf(
      await caller('ownerA').client.request(`/api/care-requests/${ids.a2}`),
      itemResponse(careRequestSchema),
    );
    expect(again.data.seenBy?.id).toBe(agent.userId);
    expect(again.data.seenAt).toBe(first.data.seenAt);

    const list = await inbox('ownerA');
    expect(list.meta.unseen).toBe(2);
    const count = await caller('ownerB').client.request('/api/care-requests/unseen-count');
    expect(await count.json()).toEqual({ data: { unseen: 1 } });
    const refused = await new BrowserClient(server).request('/api/care-requests/unseen-count');
    expect(refused.status).toBe(401);
    expect(idsOf(await inbox('ownerA', '&status=seen'))).toEqual([ids.a2]);
    expect(idsOf(await inbox('ownerA', '&status=unseen'))).toEqual([ids.a3, ids.a1]);

    const { rows } = await database.pool.query(
      `SELECT actor_user_id, agency_id, details FROM audit_log
        WHERE action = 'care_request.viewed' AND subject_id = $1 ORDER BY id`,
      [String(ids.a2)],
    );
    expect(rows).toEqual([
      { actor_user_id: agent.userId, agency_id: ids.agencyA, details: { firstView: true } },
      {
        actor_user_id: caller('ownerA').userId,
        agency_id: ids.agencyA,
        details: { firstView: false },
      },
    ]);
  });

  it('leaves a request new for the agency when an admin opens it', async () => {
    const { client } = caller('admin');
    const opened = await bodyOf(
      await client.request(`/api/care-requests/${ids.b1}`),
      itemResponse(careRequestSchema),
    );
    expect(opened.data).toMatchObject({ seenAt: null, seenBy: null });
    expect((await inbox('ownerB')).meta.unseen).toBe(1);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const { client } = caller('admin');
    expect((await client.request('/api/care-requests/999999')).status).toBe(404);
    expect((await client.request('/api/care-requests/abc')).status).toBe(422);
  });
});
