import { HubMemberStatus, Role, realtimeChannel } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency } from '../../../test/factories/identity.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { createHub, createMembership } from '../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../test/responses.ts';
import { TEST_REALTIME_APP } from '../../../test/server.ts';
import { signedInCast } from '../../../test/signedInCast.ts';
import { patientCareTeam, sessions } from '../../db/schema/index.ts';
import { channelSharedSecret, signChannel, signUser } from '../../platform/realtime/signatures.ts';

const context = useTestServer();
const cast = signedInCast(context);
const socketId = '1234.5678';
let agencyId: number;
let patientId: number;
let hubId: number;
let otherHubId: number;

type ChannelAuth = { auth: string; channel_data?: string; shared_secret?: string };

/** Asks as pusher-js does: a form post with the session cookie and the CSRF header. */
const authorize = (client: BrowserClient, channel: string, socket = socketId) =>
  client.request('/broadcasting/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ socket_id: socket, channel_name: channel }).toString(),
  });

const userChannel = (key: string) => `private-users.${cast.as(key).user.id}`;

beforeAll(async () => {
  const { db } = context;
  agencyId = await createAgency(db);
  await cast.signIn('owner', Role.agency, [agencyId]);
  await cast.signIn('nurse', Role.caregiver, [agencyId]);
  await cast.signIn('offTeamCaregiver', Role.caregiver, [agencyId]);
  await cast.signIn('outsider', Role.agency, [await createAgency(db)]);
  await cast.signIn('member', Role.user);
  await cast.signIn('pending', Role.user);
  patientId = await createPatient(db, agencyId);
  await db.insert(patientCareTeam).values({ patientId, userId: cast.as('nurse').user.id });
  hubId = await createHub(db, { agencyId });
  otherHubId = await createHub(db, { agencyId: await createAgency(db) });
  await createMembership(db, hubId, cast.as('member').user.id);
  await createMembership(db, hubId, cast.as('pending').user.id, HubMemberStatus.requestPending);
});

describe('POST /broadcasting/auth', () => {
  it("signs a user's own channel, as the protocol verifies it", async () => {
    const channel = userChannel('nurse');
    const body = await expectBody<ChannelAuth>(
      await authorize(cast.as('nurse').client, channel),
      200,
    );
    expect(body).toEqual({ auth: signChannel(TEST_REALTIME_APP, socketId, channel) });
  });

  it("refuses another user's channel with 403", async () => {
    const response = await authorize(cast.as('owner').client, userChannel('nurse'));
    expect(response.status).toBe(403);
  });

  it('signs a hub presence channel for its members and those who run it, with who they are', async () => {
    const channel = `presence-hubs.${hubId}`;
    for (const key of ['member', 'owner']) {
      const { user, client } = cast.as(key);
      const body = await expectBody<ChannelAuth>(await authorize(client, channel), 200);
      const data = JSON.parse(body.channel_data ?? 'null');
      expect(data).toEqual({
        user_id: String(user.id),
        user_info: { name: expect.any(String), role: user.role },
      });
      expect(body.auth).toBe(signChannel(TEST_REALTIME_APP, socketId, channel, body.channel_data));
    }
  });

  it('refuses a hub to a pending member, an outsider and a hub that does not exist', async () => {
    expect((await authorize(cast.as('pending').client, `presence-hubs.${hubId}`)).status).toBe(403);
    expect((await authorize(cast.as('outsider').client, `presence-hubs.${hubId}`)).status).toBe(
      403,
    );
    expect((await authorize(cast.as('member').client, `presence-hubs.${otherHubId}`)).status).toBe(
      403,
    );
    expect((await authorize(cast.as('owner').client, 'presence-hubs.999999')).status).toBe(403);
  });

  it("signs a patient's encrypted channel for those who reach its notes, naming the user", async () => {
    const channel = `private-encrypted-patients.${patientId}`;
    for (const key of ['nurse', 'owner']) {
      const { user, client } = cast.as(key);
      const body = await expectBody<ChannelAuth>(await authorize(client, channel), 200);
      expect(body.channel_data).toBe(JSON.stringify({ user_id: String(user.id) }));
      expect(body.shared_secret).toBe(
        channelSharedSecret(
          channel,
          Buffer.from(TEST_REALTIME_APP.encryptionMasterKey, 'base64'),
        ).toString('base64'),
      );
      expect(body.auth).toBe(signChannel(TEST_REALTIME_APP, socketId, channel, body.channel_data));
    }
  });

  it("refuses a patient's channel to a caregiver off the care team, another agency and a family user", async () => {
    const channel = `private-encrypted-patients.${patientId}`;
    for (const key of ['offTeamCaregiver', 'outsider', 'member']) {
      expect((await authorize(cast.as(key).client, channel)).status, key).toBe(403);
    }
  });

  it("signs an agency's statistics channel for those who read its statistics, and no one else", async () => {
    const channel = realtimeChannel.agencyStatistics(agencyId);
    const body = await expectBody<ChannelAuth>(
      await authorize(cast.as('owner').client, channel),
      200,
    );
    expect(body).toEqual({ auth: signChannel(TEST_REALTIME_APP, socketId, channel) });
    for (const key of ['nurse', 'outsider', 'member']) {
      expect((await authorize(cast.as(key).client, channel)).status, key).toBe(403);
    }
  });

  it('refuses public channels, unknown patterns and malformed ids with 403', async () => {
    const client = cast.as('owner').client;
    const nurseId = cast.as('nurse').user.id;
    for (const channel of [
      'news',
      'private-news',
      'private-users.0',
      `private-users.${nurseId}x`,
      'private-users.99999999999',
      `presence-users.${nurseId}`,
      `private-patients.${patientId}`,
    ]) {
      expect((await authorize(client, channel)).status, channel).toBe(403);
    }
  });

  it('takes JSON as well as a form', async () => {
    const channel = userChannel('owner');
    const response = await cast
      .as('owner')
      .client.json('/broadcasting/auth', 'POST', { socket_id: socketId, channel_name: channel });
    expect(await expectBody<ChannelAuth>(response, 200)).toEqual({
      auth: signChannel(TEST_REALTIME_APP, socketId, channel),
    });
  });

  it('refuses a malformed socket id or a missing channel with 422 and field messages', async () => {
    const client = cast.as('owner').client;
    const badSocket = await expectFieldErrors(
      await authorize(client, userChannel('owner'), '12.ab'),
    );
    expect(Object.keys(badSocket)).toEqual(['socket_id']);
    const noChannel = await expectFieldErrors(
      await client.json('/broadcasting/auth', 'POST', { socket_id: socketId }),
    );
    expect(Object.keys(noChannel)).toEqual(['channel_name']);
  });

  it('answers 401 signed out, 419 without the CSRF header, 419 once the session expired', async () => {
    expect((await authorize(new BrowserClient(context.server), userChannel('owner'))).status).toBe(
      401,
    );

    const { user } = cast.as('outsider');
    const withoutCsrf = await signedInClient(context.server, user.email, user.password);
    withoutCsrf.sendCsrfHeader = false;
    expect((await authorize(withoutCsrf, `private-users.${user.id}`)).status).toBe(419);

    const expiring = await signedInClient(context.server, user.email, user.password);
    await context.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await authorize(expiring, `private-users.${user.id}`)).status).toBe(419);
  });

  it('takes a bearer token without CSRF', async () => {
    const { user } = cast.as('member');
    const browser = await signedInClient(context.server, user.email, user.password);
    const { data } = await expectBody<{ data: { token: string } }>(
      await browser.json('/api/auth/tokens', 'POST', { name: 'Live updates', expiresInDays: 1 }),
      201,
    );
    const channel = `private-users.${user.id}`;
    const response = await context.server.request('/broadcasting/auth', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${data.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    expect(await expectBody<ChannelAuth>(response, 200)).toEqual({
      auth: signChannel(TEST_REALTIME_APP, socketId, channel),
    });
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs the caller as themself', async () => {
    const { user, client } = cast.as('nurse');
    const response = await client.request('/broadcasting/user-auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `socket_id=${socketId}`,
    });
    const body = await expectBody<{ auth: string; user_data: string }>(response, 200);
    expect(JSON.parse(body.user_data)).toEqual({
      id: String(user.id),
      user_info: { name: expect.any(String), role: Role.caregiver },
      // The session's tag, by which its sign-out ends this socket.
      session: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(body.auth).toBe(signUser(TEST_REALTIME_APP, socketId, body.user_data));
  });

  it('answers 401 signed out and 422 for a malformed socket id', async () => {
    const signedOut = await new BrowserClient(context.server).json(
      '/broadcasting/user-auth',
      'POST',
      {
        socket_id: socketId,
      },
    );
    expect(signedOut.status).toBe(401);
    const bad = await cast
      .as('nurse')
      .client.json('/broadcasting/user-auth', 'POST', { socket_id: 'x' });
    expect(Object.keys(await expectFieldErrors(bad))).toEqual(['socket_id']);
  });
});

describe('GET /api/realtime-config', () => {
  it('tells anyone where to connect', async () => {
    const body = await expectBody<{ data: unknown }>(
      await context.server.request('/api/realtime-config'),
      200,
    );
    expect(body.data).toEqual({
      key: TEST_REALTIME_APP.key,
      host: '127.0.0.1',
      port: 80,
      scheme: 'http',
      namespace: 'notifications',
    });
  });
});
