import { HubMemberStatus, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createHub, createMembership } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { signedInCast } from '../../../../test/signedInCast.ts';

// Who sees which memberships, and who may make the hub's moves.

type Member = {
  user: { id: number; name: string };
  email: string | null;
  status: number;
  reason: string | null;
};
type MemberList = { data: Member[]; meta: { total: number } };

const world = useTestServer();
let hubId: number;
const { signIn, as } = signedInCast(world);

beforeAll(async () => {
  const agencyId = await createAgency(world.db);
  const otherAgencyId = await createAgency(world.db);
  hubId = await createHub(world.db, { agencyId });
  await signIn('owner', Role.agency, [agencyId]);
  await signIn('otherOwner', Role.agency, [otherAgencyId]);
  await signIn('admin', Role.admin);
  await signIn('family', Role.user);
  const member = await signIn('member', Role.caregiver);
  const pending = await signIn('pending', Role.caregiver);
  const removed = await signIn('removed', Role.caregiver);
  await signIn('outsider', Role.caregiver);
  await createMembership(world.db, hubId, member.id, HubMemberStatus.member);
  await createMembership(world.db, hubId, pending.id, HubMemberStatus.requestPending);
  await createMembership(world.db, hubId, removed.id, HubMemberStatus.member);
  // Removed through the API, so the membership carries its reason.
  await as('owner').client.json(
    `/api/shared-living-hubs/${hubId}/members/${removed.id}/status`,
    'POST',
    {
      to: HubMemberStatus.removedByHub,
      reason: 'Did not attend for a year',
    },
  );
});

const listAs = (key: string, query = '') =>
  as(key).client.request(`/api/shared-living-hubs/${hubId}/members${query}`);

describe('GET members', () => {
  it('shows those who run the hub every membership, with emails and reasons', async () => {
    const body = await expectBody<MemberList>(await listAs('owner'), 200);
    expect(body.meta.total).toBe(3);
    const removed = body.data.find((row) => row.user.id === as('removed').user.id);
    expect(removed).toMatchObject({
      status: HubMemberStatus.removedByHub,
      reason: 'Did not attend for a year',
      email: as('removed').user.email,
    });
    const admin = await expectBody<MemberList>(await listAs('admin'), 200);
    expect(admin.meta.total).toBe(3);
  });

  it('filters by status', async () => {
    const body = await expectBody<MemberList>(
      await listAs('owner', `?status=${HubMemberStatus.requestPending}`),
      200,
    );
    expect(body.data.map((row) => row.user.id)).toStrictEqual([as('pending').user.id]);
  });

  it('shows a member the members only, by name', async () => {
    const body = await expectBody<MemberList>(await listAs('member'), 200);
    expect(body.data).toStrictEqual([
      expect.objectContaining({
        user: { id: as('member').user.id, name: expect.any(String) },
        email: null,
        reason: null,
        status: HubMemberStatus.member,
      }),
    ]);
    const pendingOnly = await expectBody<MemberList>(
      await listAs('member', `?status=${HubMemberStatus.requestPending}`),
      200,
    );
    expect(pendingOnly.meta.total).toBe(0);
  });

  it('refuses those who neither run the hub nor are members of it (403)', async () => {
    for (const key of ['otherOwner', 'pending', 'removed', 'outsider', 'family']) {
      await expectBody(await listAs(key), 403);
    }
  });

  it('answers 404 for a hub that does not exist', async () => {
    await expectBody(
      await as('owner').client.request('/api/shared-living-hubs/999999/members'),
      404,
    );
  });

  it('refuses a bad status filter (422)', async () => {
    await expectFieldErrors(await listAs('owner', '?status=9'));
  });
});

describe("the hub's moves", () => {
  const moveAs = (key: string, userId: number, body: Record<string, unknown>) =>
    as(key).client.json(`/api/shared-living-hubs/${hubId}/members/${userId}/status`, 'POST', body);

  it("refuses another agency's owner and a member (403)", async () => {
    const target = as('pending').user.id;
    await expectBody(await moveAs('otherOwner', target, { to: HubMemberStatus.member }), 403);
    await expectBody(await moveAs('member', target, { to: HubMemberStatus.member }), 403);
  });

  it('adds a person by user id, but never an administrator (422) or nobody (404)', async () => {
    const added = await signIn('added', Role.partnerAgent);
    const body = await expectBody<{ data: Member }>(
      await moveAs('owner', added.id, { to: HubMemberStatus.member }),
      200,
    );
    expect(body.data.status).toBe(HubMemberStatus.member);
    const errors = await expectFieldErrors(
      await moveAs('owner', as('admin').user.id, { to: HubMemberStatus.member }),
    );
    expect(errors.userId).toStrictEqual(['hubMembers:validation.cannotJoin']);
    await expectBody(await moveAs('owner', 999999, { to: HubMemberStatus.member }), 404);
  });
});

describe('my membership', () => {
  it('tells a person where they stand and what they may do', async () => {
    const outsider = await expectBody<{ data: unknown }>(
      await as('outsider').client.request(`/api/shared-living-hubs/${hubId}/membership`),
      200,
    );
    expect(outsider.data).toStrictEqual({
      status: null,
      reason: null,
      moves: [HubMemberStatus.requestPending],
      manages: false,
    });
    const removed = await expectBody<{ data: unknown }>(
      await as('removed').client.request(`/api/shared-living-hubs/${hubId}/membership`),
      200,
    );
    expect(removed.data).toMatchObject({
      status: HubMemberStatus.removedByHub,
      reason: 'Did not attend for a year',
    });
    const owner = await expectBody<{ data: unknown }>(
      await as('admin').client.request(`/api/shared-living-hubs/${hubId}/membership`),
      200,
    );
    expect(owner.data).toMatchObject({ moves: [], manages: true });
  });

  it('never lets an administrator or a family join (403)', async () => {
    for (const key of ['admin', 'family']) {
      const response = await as(key).client.json(
        `/api/shared-living-hubs/${hubId}/membership/status`,
        'POST',
        { to: HubMemberStatus.requestPending },
      );
      await expectBody(response, 403);
    }
  });
});

describe('history', () => {
  const historyAs = (key: string, userId: number) =>
    as(key).client.request(`/api/shared-living-hubs/${hubId}/members/${userId}/history`);

  it('is read by the hub and by the person themself only', async () => {
    const removedId = as('removed').user.id;
    await expectBody(await historyAs('owner', removedId), 200);
    await expectBody(await historyAs('removed', removedId), 200);
    await expectBody(await historyAs('member', removedId), 403);
    await expectBody(await historyAs('otherOwner', removedId), 403);
    await expectBody(await historyAs('owner', as('outsider').user.id), 404);
  });
});
