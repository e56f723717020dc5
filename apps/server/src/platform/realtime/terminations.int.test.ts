import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextEvent,
  openRawSocket,
  pusherServerLibrary,
  subscribed,
  usePusherClients,
} from '../../../test/realtimeClients.ts';
import { type Nodes, realtimeTopologies } from '../../../test/realtimeTopologies.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';
import { signUser } from './signatures.ts';

// Pusher's terminate_connections (issue 25): the official server library ends a signed-in user's
// sockets, pusher-js clients on one node and on two nodes sharing a Redis.

const openClient = usePusherClients();

/** A pusher-js client signed in (pusher:signin) as `userId`. */
async function signedIn(node: Nodes['a'], userId: string): Promise<Pusher> {
  const client = await openClient(node, { userId });
  client.signin();
  await client.user.signinDonePromise;
  return client;
}

type ErrorData = { code?: unknown; message?: unknown };
type ErrorEvent = { data?: ErrorData; error?: { data?: ErrorData } };

/** Resolves with the pusher:error the client gets and the state it is left in once closed. */
function terminated(client: Pusher): Promise<{ code: unknown; message: unknown; state: string }> {
  return new Promise((resolve) => {
    let error: ErrorData = {};
    client.connection.bind('error', (event: ErrorEvent) => {
      // The pusher:error frame, then the close itself (as a WebSocketError): both say 4009.
      error = event.data ?? event.error?.data ?? error;
    });
    client.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current === 'disconnected' || current === 'failed') {
        resolve({ code: error.code, message: error.message, state: current });
      }
    });
  });
}

describe.each(realtimeTopologies(TEST_REALTIME))('$name', (topology) => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await topology.start();
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it("closes every socket of the user, on every node, with 4009, and no one else's", async () => {
    const annHere = await signedIn(nodes.a, 't-ann');
    const annThere = await signedIn(nodes.b, 't-ann');
    const bob = await signedIn(nodes.a, 't-bob');
    const bobChannel = await subscribed(bob, 'after-termination');
    const ends = [terminated(annHere), terminated(annThere)];

    await expect(pusherServerLibrary(nodes.b).terminateUserConnections('t-ann')).resolves.toEqual(
      expect.objectContaining({ status: 200 }),
    );
    for (const end of await Promise.all(ends)) {
      expect(end).toEqual({
        code: 4009,
        message: 'You got disconnected by the app.',
        state: 'disconnected',
      });
    }
    // Bob stays: he still hears what is published after.
    const heard = nextEvent(bobChannel, 'still-here');
    await pusherServerLibrary(nodes.b).trigger('after-termination', 'still-here', {});
    await expect(heard).resolves.toEqual({});
    expect(bob.connection.state).toBe('connected');
  });

  it('answers {} and closes with code 4009 on the wire, counting the socket gone at once', async () => {
    const raw = openRawSocket(nodes.a);
    const { data } = await raw.next('pusher:connection_established');
    const socketId = (data as { socket_id: string }).socket_id;
    const userData = JSON.stringify({ id: 't-carol' });
    raw.send('pusher:signin', {
      user_data: userData,
      auth: signUser(TEST_REALTIME_APP, socketId, userData),
    });
    await raw.next('pusher:signin_success');

    const response = await pusherServerLibrary(nodes.b).terminateUserConnections('t-carol');
    expect(await response.json()).toEqual({});
    expect(await raw.next('pusher:error')).toMatchObject({
      data: { code: 4009, message: 'You got disconnected by the app.' },
    });
    expect(await raw.closed).toEqual({ code: 4009, reason: 'You got disconnected by the app.' });
  });

  it('refuses an unsigned request, as every call of the HTTP API', async () => {
    const response = await nodes.a.request(
      `/apps/${TEST_REALTIME_APP.id}/users/x/terminate_connections`,
      {
        method: 'POST',
        body: '{}',
      },
    );
    expect(response.status).toBe(401);
  });
});
