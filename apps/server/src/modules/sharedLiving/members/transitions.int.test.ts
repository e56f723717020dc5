import {
  type HubMemberParty,
  HubMemberStatus,
  hubMemberMoveParty,
  hubMemberMoveRequiresReason,
  type MembershipState,
  NO_MEMBERSHIP,
  Role,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createHub, createMembership } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, hubMemberChanges, hubMembers } from '../../../db/schema/index.ts';

// Every (from, to, party) of the membership table, answered as the domain table says: the
// expectations are read from HUB_MEMBER_TRANSITIONS, not retyped here.

const { database, server } = useTestServer();
let agencyId: number;
let person: TestUser;
let owner: TestUser;
let personClient: BrowserClient;
let ownerClient: BrowserClient;
let agentClient: BrowserClient;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  person = await createUser(database.db, { role: Role.caregiver });
  owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  const agent = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  personClient = await signedInClient(server, person.email, person.password);
  ownerClient = await signedInClient(server, owner.email, owner.password);
  agentClient = await signedInClient(server, agent.email, agent.password);
});

/** A fresh hub where the person's membership is in `from`. */
async function hubWith(from: MembershipState): Promise<number> {
  const hubId = await createHub(database.db, { agencyId });
  if (from !== NO_MEMBERSHIP) {
    await createMembership(database.db, hubId, person.id, from);
  }
  return hubId;
}

function moveAs(party: HubMemberParty, hubId: number, body: Record<string, unknown>) {
  return party === 'self'
    ? personClient.json(`/api/shared-living-hubs/${hubId}/membership/status`, 'POST', body)
    : ownerClient.json(
        `/api/shared-living-hubs/${hubId}/members/${person.id}/status`,
        'POST',
        body,
      );
}

async function changesIn(hubId: number) {
  return database.db
    .select({ from: hubMemberChanges.fromStatus, to: hubMemberChanges.toStatus })
    .from(hubMemberChanges)
    .innerJoin(hubMembers, eq(hubMembers.id, hubMemberChanges.memberId))
    .where(eq(hubMembers.hubId, hubId));
}

const states: MembershipState[] = [NO_MEMBERSHIP, ...HubMemberStatus.codes];
const triples = states.flatMap((from) =>
  HubMemberStatus.codes.flatMap((to) =>
    (['self', 'hub'] as const).map((party) => ({ from, to, party })),
  ),
);

describe('the membership transition table', () => {
  it.each(triples)('from $from to $to by $party', async ({ from, to, party }) => {
    const hubId = await hubWith(from);
    const response = await moveAs(party, hubId, { to, reason: 'As discussed at the meeting' });
    const allowed = hubMemberMoveParty(from, to);
    if (allowed === null) {
      await expectBody(response, 409);
    } else if (allowed !== party) {
      await expectBody(response, 403);
    } else {
      await expectBody(response, 200);
      expect(await changesIn(hubId)).toStrictEqual([
        { from: from === NO_MEMBERSHIP ? null : from, to },
      ]);
      return;
    }
    expect(await changesIn(hubId)).toStrictEqual([]);
  });

  const withReason = triples.filter(
    ({ from, to, party }) =>
      hubMemberMoveParty(from, to) === party && hubMemberMoveRequiresReason(from, to),
  );

  it.each(withReason)('from $from to $to without a reason is 422', async ({ from, to, party }) => {
    const hubId = await hubWith(from);
    const errors = await expectFieldErrors(await moveAs(party, hubId, { to, reason: '  ' }));
    expect(errors.reason).toStrictEqual(['hubMembers:validation.reasonRequired']);
    expect(await changesIn(hubId)).toStrictEqual([]);
  });
});

describe('a move records who, why and when', () => {
  it('keeps the reason on the membership and in its history, and audits it', async () => {
    const hubId = await hubWith(HubMemberStatus.member);
    const body = await expectBody<{ data: { status: number; reason: string } }>(
      await moveAs('hub', hubId, {
        to: HubMemberStatus.removedByHub,
        reason: 'Moved out of the region',
      }),
      200,
    );
    expect(body.data).toMatchObject({
      status: HubMemberStatus.removedByHub,
      reason: 'Moved out of the region',
    });
    const history = await expectBody<{
      data: { from: number; to: number; reason: string; changedBy: { id: number } }[];
    }>(
      await ownerClient.request(`/api/shared-living-hubs/${hubId}/members/${person.id}/history`),
      200,
    );
    expect(history.data).toMatchObject([
      {
        from: HubMemberStatus.member,
        to: HubMemberStatus.removedByHub,
        reason: 'Moved out of the region',
        changedBy: { id: owner.id },
      },
    ]);
    const audited = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'hub_member.moved'));
    expect(audited.map((row) => row.details)).toContainEqual({
      hubId,
      userId: person.id,
      from: HubMemberStatus.member,
      to: HubMemberStatus.removedByHub,
    });
  });

  it('refuses a move from a status the caller no longer sees (409)', async () => {
    const hubId = await hubWith(HubMemberStatus.member);
    const response = await moveAs('hub', hubId, {
      to: HubMemberStatus.removedByHub,
      reason: 'Refused',
      from: HubMemberStatus.requestPending,
    });
    await expectBody(response, 409);
    expect(await changesIn(hubId)).toStrictEqual([]);
  });
});

describe('simultaneous moves', () => {
  it('apply one at a time: of two removals, the second finds the member gone (409)', async () => {
    const hubId = await hubWith(HubMemberStatus.member);
    const path = `/api/shared-living-hubs/${hubId}/members/${person.id}/status`;
    const body = { to: HubMemberStatus.removedByHub, reason: 'Left the program' };
    const responses = await Promise.all([
      ownerClient.json(path, 'POST', body),
      agentClient.json(path, 'POST', body),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 409]);
    expect(await changesIn(hubId)).toHaveLength(1);
  });

  it('an accept and a refusal of the same request: only one applies', async () => {
    const hubId = await hubWith(HubMemberStatus.requestPending);
    const path = `/api/shared-living-hubs/${hubId}/members/${person.id}/status`;
    const from = HubMemberStatus.requestPending;
    const responses = await Promise.all([
      ownerClient.json(path, 'POST', { to: HubMemberStatus.member, from }),
      agentClient.json(path, 'POST', { to: HubMemberStatus.removedByHub, reason: 'Full', from }),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 409]);
    expect(await changesIn(hubId)).toHaveLength(1);
  });

  it('two requests to join at once make one membership', async () => {
    const hubId = await hubWith(NO_MEMBERSHIP);
    const path = `/api/shared-living-hubs/${hubId}/membership/status`;
    const body = { to: HubMemberStatus.requestPending };
    const responses = await Promise.all([
      personClient.json(path, 'POST', body),
      personClient.json(path, 'POST', body),
    ]);
    expect(responses.map((response) => response.status).sort()).toStrictEqual([200, 409]);
    expect(await changesIn(hubId)).toHaveLength(1);
  });
});
