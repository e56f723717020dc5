import {
  type HubEvent,
  type HubMember,
  HubMemberStatus,
  type MyHubMembership,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { DEMO_PARTNER_HUB_NAME, findDemoHub } from '../hubs/seed.ts';

// The demo members and calendars, read back through the API as the demo accounts see them.

const demo = useSeededDemo();
let owner: BrowserClient;
let caregiver: BrowserClient;
let mapleId: number;
let riversideId: number;

beforeAll(async () => {
  owner = await demo.signIn('agency@demo.hearth.test');
  caregiver = await demo.signIn('caregiver@demo.hearth.test');
  mapleId = (await demo.db.transaction((tx) => findDemoHub(tx))).hubId;
  riversideId = (await demo.db.transaction((tx) => findDemoHub(tx, DEMO_PARTNER_HUB_NAME))).hubId;
});

describe('demo hub members', () => {
  it('Maple has the demo caregiver as a member, one request waiting and one removal with its reason', async () => {
    const list = await expectBody<{ data: HubMember[] }>(
      await owner.request(`/api/shared-living-hubs/${mapleId}/members`),
      200,
    );
    expect(list.data.map((row) => [row.user.name, row.status, row.reason]).sort()).toStrictEqual([
      ['Carmen Caregiver', HubMemberStatus.member, null],
      ['Nadia Reyes', HubMemberStatus.requestPending, null],
      [
        'Tom Becker',
        HubMemberStatus.removedByHub,
        'Moved to Ottawa; no longer works in the region.',
      ],
    ]);
    const tom = list.data.find((row) => row.user.name === 'Tom Becker');
    const history = await expectBody<{ data: { from: number | null; to: number }[] }>(
      await owner.request(`/api/shared-living-hubs/${mapleId}/members/${tom?.user.id}/history`),
      200,
    );
    expect(history.data.map((change) => [change.from, change.to])).toStrictEqual([
      [null, HubMemberStatus.requestPending],
      [HubMemberStatus.requestPending, HubMemberStatus.member],
      [HubMemberStatus.member, HubMemberStatus.removedByHub],
    ]);
  });

  it('the demo caregiver may still ask to join the partner hub', async () => {
    const mine = await expectBody<{ data: MyHubMembership }>(
      await caregiver.request(`/api/shared-living-hubs/${riversideId}/membership`),
      200,
    );
    expect(mine.data).toMatchObject({ status: null, moves: [HubMemberStatus.requestPending] });
  });
});

describe('demo hub events', () => {
  it("Maple's calendar has events this month (one cancelled, one the caregiver attends) and next", async () => {
    const thisMonth = await expectBody<{ data: HubEvent[] }>(
      await caregiver.request(`/api/hub/${mapleId}/hub-events`),
      200,
    );
    expect(thisMonth.data.length).toBeGreaterThanOrEqual(3);
    expect(thisMonth.data.some((event) => event.cancelledAt !== null)).toBe(true);
    expect(thisMonth.data.some((event) => event.attending)).toBe(true);
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
    const next = await expectBody<{ data: HubEvent[] }>(
      await owner.request(`/api/hub/${mapleId}/hub-events?from=${from}&to=${to}`),
      200,
    );
    expect(next.data.map((event) => event.kind).sort()).toStrictEqual(['meeting', 'outing']);
  });
});
