import {
  type Agency,
  AgencyStanding,
  type AgencySummary,
  type ListResponse,
  OrganisationValidation,
  Role,
  type StandingChange,
  type User,
} from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createProfiledAgency } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { agencyStandingChanges, auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyA: number;
let agencyB: number;
let adminUser: TestUser;
let admin: BrowserClient;
let ownerA: BrowserClient;
let agentA: BrowserClient;
let ownerB: BrowserClient;
let family: BrowserClient;
const staffA: TestUser[] = [];

beforeAll(async () => {
  const db = database.db;
  agencyA = await createProfiledAgency(db, { name: 'Agency A', at: 'toronto' });
  agencyB = await createProfiledAgency(db, { name: 'Agency B', at: 'vancouver' });
  adminUser = await createUser(db, { role: Role.admin });
  const ownerAUser = await createUser(db, { role: Role.agency, agencyIds: [agencyA] });
  const agentAUser = await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyA] });
  const caregiverA = await createUser(db, { role: Role.caregiver, agencyIds: [agencyA, agencyB] });
  const ownerBUser = await createUser(db, { role: Role.agency, agencyIds: [agencyB] });
  const familyUser = await createUser(db, { role: Role.user });
  staffA.push(ownerAUser, agentAUser, caregiverA);
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  ownerA = await signedInClient(server, ownerAUser.email, ownerAUser.password);
  agentA = await signedInClient(server, agentAUser.email, agentAUser.password);
  ownerB = await signedInClient(server, ownerBUser.email, ownerBUser.password);
  family = await signedInClient(server, familyUser.email, familyUser.password);
});

const change = (client: BrowserClient, agencyId: number, body: unknown) =>
  client.json(`/api/agencies/${agencyId}/standing`, 'POST', body);
const history = async (client: BrowserClient, agencyId: number, query = '') =>
  expectBody<ListResponse<StandingChange>>(
    await client.request(`/api/agencies/${agencyId}/standing-history${query}`),
    200,
  );

describe('POST /api/agencies/:id/standing', () => {
  it('lets an admin change a standing with a reason, kept in the history with its author', async () => {
    const reason = 'Two missed visits reported by families in one week.';
    const { data } = await expectBody<{ data: Agency }>(
      await change(admin, agencyA, {
        standing: AgencyStanding.requiresReview,
        reason: ` ${reason} `,
      }),
      200,
    );
    expect(data.standing).toBe(AgencyStanding.requiresReview);
    const { data: entries, meta } = await history(admin, agencyA);
    expect(meta.total).toBe(1);
    expect(entries[0]).toMatchObject({
      fromStanding: AgencyStanding.good,
      toStanding: AgencyStanding.requiresReview,
      reason,
      changedBy: { id: adminUser.id, name: 'Test admin' },
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agency.standing_changed'), eq(auditLog.agencyId, agencyA)));
    expect(audit).toMatchObject({
      actorUserId: adminUser.id,
      details: { from: AgencyStanding.good, to: AgencyStanding.requiresReview },
    });
  });

  it('lists the history newest first, a page at a time', async () => {
    await expectBody(
      await change(admin, agencyA, {
        standing: AgencyStanding.probationary,
        reason: 'No scheduling plan received within 30 days.',
      }),
      200,
    );
    const first = await history(admin, agencyA, '?perPage=1');
    expect(first.meta).toEqual({ page: 1, perPage: 1, total: 2 });
    expect(first.data[0]?.toStanding).toBe(AgencyStanding.probationary);
    expect(first.data[0]?.fromStanding).toBe(AgencyStanding.requiresReview);
    const second = await history(admin, agencyA, '?perPage=1&page=2');
    expect(second.data[0]?.toStanding).toBe(AgencyStanding.requiresReview);
    expect(
      (await admin.request(`/api/agencies/${agencyA}/standing-history?perPage=101`)).status,
    ).toBe(422);
  });

  it('requires a reason of 10 to 1000 characters and a known standing that is new', async () => {
    expect(
      Object.keys(await expectFieldErrors(await change(admin, agencyB, { standing: 2 }))),
    ).toEqual(['reason']);
    expect(
      Object.keys(
        await expectFieldErrors(await change(admin, agencyB, { standing: 2, reason: 'short' })),
      ),
    ).toEqual(['reason']);
    expect(
      Object.keys(
        await expectFieldErrors(
          await change(admin, agencyB, { standing: 2, reason: 'x'.repeat(1001) }),
        ),
      ),
    ).toEqual(['reason']);
    expect(
      Object.keys(
        await expectFieldErrors(
          await change(admin, agencyB, { standing: 7, reason: 'A good reason here.' }),
        ),
      ),
    ).toEqual(['standing']);
    expect(
      Object.keys(
        await expectFieldErrors(
          await change(admin, agencyB, { standing: '2', reason: 'A good reason here.' }),
        ),
      ),
    ).toEqual(['standing']);
    expect(
      await expectFieldErrors(
        await change(admin, agencyB, {
          standing: AgencyStanding.good,
          reason: 'Already good, though.',
        }),
      ),
    ).toEqual({ standing: [OrganisationValidation.sameStanding] });
    const rows = await database.db
      .select()
      .from(agencyStandingChanges)
      .where(eq(agencyStandingChanges.agencyId, agencyB));
    expect(rows).toEqual([]);
    expect(
      (await change(admin, 999_999, { standing: 2, reason: 'A good reason here.' })).status,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const body = { standing: AgencyStanding.good, reason: 'We fixed everything, honestly.' };
    for (const client of [ownerA, agentA, ownerB, family]) {
      expect((await change(client, agencyA, body)).status).toBe(403);
    }
  });

  it('takes a terminated agency out of everyone else’s directory', async () => {
    await expectBody(
      await change(admin, agencyB, {
        standing: AgencyStanding.terminated,
        reason: 'Licence revoked by the provincial regulator.',
      }),
      200,
    );
    const listed = await expectBody<ListResponse<AgencySummary>>(
      await family.request('/api/agencies'),
      200,
    );
    expect(listed.data.map((agency) => agency.id)).not.toContain(agencyB);
    expect((await family.request(`/api/agencies/${agencyB}`)).status).toBe(404);
    // Its own owner still sees it, and why.
    expect((await history(ownerB, agencyB)).data[0]?.toStanding).toBe(AgencyStanding.terminated);
  });
});

describe('GET /api/agencies/:id/standing-history', () => {
  it('is for admins and the agency’s own owner and agents', async () => {
    expect((await history(ownerA, agencyA)).meta.total).toBe(2);
    expect((await history(agentA, agencyA)).meta.total).toBe(2);
    expect((await ownerB.request(`/api/agencies/${agencyA}/standing-history`)).status).toBe(403);
    expect((await family.request(`/api/agencies/${agencyA}/standing-history`)).status).toBe(403);
  });
});

describe('GET /api/agencies/:id/staff', () => {
  const staff = async (client: BrowserClient, agencyId: number, query = '') =>
    expectBody<ListResponse<User>>(
      await client.request(`/api/agencies/${agencyId}/staff${query}`),
      200,
    );

  it('lists the agency’s owners, agents and caregivers, from identity', async () => {
    const { data, meta } = await staff(admin, agencyA);
    expect(meta.total).toBe(3);
    expect(data.map((user) => user.id).sort()).toEqual(staffA.map((user) => user.id).sort());
    expect(new Set(data.map((user) => user.role))).toEqual(
      new Set([Role.agency, Role.agencyAgent, Role.caregiver]),
    );
    expect((await staff(ownerA, agencyA, `?q=${staffA[2]?.email ?? ''}`)).data).toHaveLength(1);
    expect((await staff(agentA, agencyA)).meta.total).toBe(3);
    expect((await staff(admin, agencyA, '?perPage=1')).data).toHaveLength(1);
  });

  it('is refused to other agencies’ people and to everyone else', async () => {
    expect((await ownerB.request(`/api/agencies/${agencyA}/staff`)).status).toBe(403);
    expect((await family.request(`/api/agencies/${agencyA}/staff`)).status).toBe(403);
    expect((await admin.request(`/api/agencies/${agencyA}/staff?perPage=101`)).status).toBe(422);
  });
});

it('records standing changes in order even when two admins act at once', async () => {
  const agencyId = await createProfiledAgency(database.db, { name: 'Busy Agency' });
  const responses = await Promise.all(
    [AgencyStanding.requiresReview, AgencyStanding.probationary].map((standing) =>
      change(admin, agencyId, { standing, reason: 'Concurrent decision for the test.' }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual([200, 200]);
  const rows = await database.db
    .select()
    .from(agencyStandingChanges)
    .where(eq(agencyStandingChanges.agencyId, agencyId))
    .orderBy(desc(agencyStandingChanges.id));
  // Each change starts where the one before it ended.
  expect(rows[1]?.fromStanding).toBe(AgencyStanding.good);
  expect(rows[0]?.fromStanding).toBe(rows[1]?.toStanding);
});
