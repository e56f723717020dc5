import {
  type Notification,
  type RealtimeEventMap,
  ReferralCloseReason,
  ReferralStatus,
} from '@hearth/domain';
import type Echo from 'laravel-echo';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEcho, type EchoAuth, subscription } from '../../../test/echoClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { createReferral, useReferralWorld } from '../../../test/factories/referrals.ts';
import { expectBody } from '../../../test/responses.ts';

// Real laravel-echo clients (broadcaster reverb) against the real app: what users hear on their
// own channels when others act, and where the app's policies refuse them.

const world = useReferralWorld();
const echoes: Echo<'reverb'>[] = [];

const echoAs = async (auth: EchoAuth) => {
  const echo = await connectEcho(world.server, auth);
  echoes.push(echo);
  return echo;
};

afterEach(() => {
  for (const echo of echoes.splice(0)) {
    echo.disconnect();
  }
});

const closeReferral = async () => {
  const id = await createReferral(world.db, world.hubId, {
    status: ReferralStatus.values.open,
    partnerId: world.partnerId,
  });
  await expectBody(
    await world.clients.hubAgent.json(`/api/shared-living/referrals/${id}/status`, 'POST', {
      to: ReferralStatus.values.closed,
      closeReason: ReferralCloseReason.values.other,
      note: 'Moved away',
    }),
    200,
  );
  return id;
};

describe("a user's own channel", () => {
  it('hears NotificationCreated when another user acts (session cookie with CSRF)', async () => {
    const partner = world.users.partner;
    const echo = await echoAs({ browser: world.clients.partner });
    const heard: Notification[] = [];
    const channel = echo.private(`users.${partner.id}`);
    channel.listen('NotificationCreated', (event: Notification) => heard.push(event));
    await subscription(channel);
    const referralId = await closeReferral();
    await eventually(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({
      kind: 'referral.closed',
      params: { referralId },
      readAt: null,
    });
  });

  it('is refused on another user’s channel (403), by session and by bearer token alike', async () => {
    const other = world.users.partner.id;
    const bySession = await echoAs({ browser: world.clients.partnerAgent });
    await expect(subscription(bySession.private(`users.${other}`))).rejects.toBe(403);
    const token = await expectBody<{ data: { token: string } }>(
      await world.clients.partnerAgent.json('/api/auth/tokens', 'POST', {
        name: 'Live updates',
        expiresInDays: 1,
      }),
      201,
    );
    const byToken = await echoAs({ bearer: token.data.token });
    await expect(subscription(byToken.private(`users.${other}`))).rejects.toBe(403);
    await subscription(byToken.private(`users.${world.users.partnerAgent.id}`));
  });

  it("tells the reader's other tabs of a read, not the tab that read", async () => {
    const partner = world.users.partner;
    const reading = await echoAs({ browser: world.clients.partner });
    const otherTab = await echoAs({ browser: world.clients.partner });
    const heardBy = { reading: [] as unknown[], otherTab: [] as unknown[] };
    for (const [name, echo] of [
      ['reading', reading],
      ['otherTab', otherTab],
    ] as const) {
      const channel = echo.private(`users.${partner.id}`);
      channel.listen('NotificationsRead', (event: unknown) => heardBy[name].push(event));
      await subscription(channel);
    }
    await closeReferral();
    const read = await world.clients.partner.request('/api/notifications/read-all', {
      method: 'POST',
      headers: { 'x-socket-id': reading.socketId() ?? '' },
    });
    await expectBody(read, 200);
    const expected: RealtimeEventMap['NotificationsRead'] = { ids: null, unread: 0 };
    await eventually(() => expect(heardBy.otherTab).toEqual([expected]));
    expect(heardBy.reading).toEqual([]);
  });
});

describe("a hub's presence channel", () => {
  it('lists who is online and tells of members joining and leaving', async () => {
    const { hubOwner, hubAgent } = world.users;
    const owner = await echoAs({ browser: world.clients.hubOwner });
    const here: unknown[][] = [];
    const joined: unknown[] = [];
    const left: unknown[] = [];
    const ownerChannel = owner
      .join(`hubs.${world.hubId}`)
      .here((members: unknown[]) => here.push(members))
      .joining((member: unknown) => joined.push(member))
      .leaving((member: unknown) => left.push(member));
    await eventually(() => expect(here).toHaveLength(1));
    expect(here[0]).toEqual([{ name: expect.any(String), role: hubOwner.role }]);

    const agent = await echoAs({ browser: world.clients.hubAgent });
    const agentHere: unknown[][] = [];
    agent.join(`hubs.${world.hubId}`).here((members: unknown[]) => agentHere.push(members));
    await eventually(() =>
      expect(joined).toEqual([{ name: expect.any(String), role: hubAgent.role }]),
    );
    await eventually(() => expect(agentHere[0]).toHaveLength(2));

    agent.disconnect();
    await eventually(() => expect(left).toEqual(joined));
    expect(ownerChannel).toBeDefined();
  });

  it('refuses those who neither run the hub nor belong to it', async () => {
    const outsider = await echoAs({ browser: world.clients.otherAgency });
    await expect(subscription(outsider.join(`hubs.${world.hubId}`))).rejects.toBe(403);
  });
});
