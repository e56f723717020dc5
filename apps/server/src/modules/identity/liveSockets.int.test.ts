import { Role } from '@hearth/domain';
import type Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { connectEcho, subscription } from '../../../test/echoClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { resetByMail } from '../../../test/passwordReset.ts';

// Issue 26: signing out, disabling an account and a password reset or change end that user's
// live sockets at once (those of the sessions they end). Real
// laravel-echo clients, signed in as the web signs them in (pusher:signin through
// /broadcasting/user-auth), against the real app; each waits on its socket's close.

const { database, server } = useTestServer();
let admin: BrowserClient;
let agencyId: number;
const echoes: Echo<'reverb'>[] = [];

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const adminUser = await createUser(database.db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
});

afterEach(() => {
  for (const echo of echoes.splice(0)) {
    echo.disconnect();
  }
});

async function caregiver(): Promise<TestUser> {
  return createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
}

/** The web's connection for this browser: signed in as its user, on its own channel. */
async function liveSocketOf(browser: BrowserClient, user: TestUser): Promise<Echo<'reverb'>> {
  const echo = await connectEcho(server, { browser });
  echoes.push(echo);
  const { pusher } = echo.connector;
  pusher.signin();
  await pusher.user.signinDonePromise;
  await subscription(echo.private(`users.${user.id}`));
  return echo;
}

/** A new session of the user, signed in on a browser of its own, and its live socket. */
async function socketOfNewSession(user: TestUser): Promise<Echo<'reverb'>> {
  return liveSocketOf(await signedInClient(server, user.email, user.password), user);
}

/** The close code the socket ends with, once the server ends it. */
function closeCodeOf(echo: Echo<'reverb'>): Promise<unknown> {
  const { connection } = echo.connector.pusher;
  return new Promise((resolve) => {
    connection.bind('error', (event: { error?: { data?: { code?: unknown } } }) => {
      if (event.error?.data !== undefined) {
        resolve(event.error.data.code);
      }
    });
  });
}

describe("a user's live sockets", () => {
  it('close with 4009 as soon as an admin disables the account, on every session', async () => {
    const user = await caregiver();
    const laptop = await socketOfNewSession(user);
    const phone = await socketOfNewSession(user);
    const closes = [closeCodeOf(laptop), closeCodeOf(phone)];

    expect((await admin.json(`/api/users/${user.id}/disable`, 'POST')).status).toBe(200);
    expect(await Promise.all(closes)).toEqual([4009, 4009]);
    expect(laptop.connector.pusher.connection.state).toBe('disconnected');
    expect(phone.connector.pusher.connection.state).toBe('disconnected');
  });

  it("close at sign-out for that session only: the user's other device stays live", async () => {
    const user = await caregiver();
    const leaving = await signedInClient(server, user.email, user.password);
    const staying = await signedInClient(server, user.email, user.password);
    const leavingSocket = await liveSocketOf(leaving, user);
    const stayingSocket = await liveSocketOf(staying, user);
    const closed = closeCodeOf(leavingSocket);

    expect((await leaving.json('/api/auth/sign-out', 'POST')).status).toBe(204);
    expect(await closed).toBe(4009);
    // The other session's socket took the same termination and kept going: it still subscribes.
    await subscription(stayingSocket.channel('after-sign-out'));
    expect(stayingSocket.connector.pusher.connection.state).toBe('connected');
  });

  it("leave other users' sockets alone", async () => {
    const user = await caregiver();
    const bystander = await caregiver();
    const bystanderSocket = await socketOfNewSession(bystander);
    const userSocket = await socketOfNewSession(user);
    const closed = closeCodeOf(userSocket);
    expect((await admin.json(`/api/users/${user.id}/disable`, 'POST')).status).toBe(200);
    expect(await closed).toBe(4009);
    await subscription(bystanderSocket.channel('after-disable'));
    expect(bystanderSocket.connector.pusher.connection.state).toBe('connected');
  });
});

describe('a password', () => {
  it('reset by mail closes every socket of the user: they are signed out everywhere', async () => {
    const user = await caregiver();
    const laptop = await socketOfNewSession(user);
    const phone = await socketOfNewSession(user);
    const closes = [closeCodeOf(laptop), closeCodeOf(phone)];

    await resetByMail({ db: database.db, server }, user.email, 'lantern orchard velvet compass');
    expect(await Promise.all(closes)).toEqual([4009, 4009]);
  });

  it("changed closes the sockets of the user's other sessions, and keeps the changing one's", async () => {
    const user = await caregiver();
    const changing = await signedInClient(server, user.email, user.password);
    const other = await signedInClient(server, user.email, user.password);
    const changingSocket = await liveSocketOf(changing, user);
    const otherSocket = await liveSocketOf(other, user);
    const closed = closeCodeOf(otherSocket);

    const changed = await changing.json('/api/auth/password', 'PUT', {
      currentPassword: user.password,
      newPassword: 'meadow quartz ember sail',
    });
    expect(changed.status).toBe(204);
    expect(await closed).toBe(4009);
    // The changing session is kept, and so is its socket: it still subscribes.
    await subscription(changingSocket.channel('after-password-change'));
    expect(changingSocket.connector.pusher.connection.state).toBe('connected');
  });
});
