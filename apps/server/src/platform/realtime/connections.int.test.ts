import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useRealtimeServer } from '../../../test/harness.ts';
import { openRawSocket, rawSubscribed } from '../../../test/realtimeClients.ts';
import { startRealtimeServer } from '../../../test/realtimeServer.ts';
import { TEST_REALTIME, TEST_REALTIME_APP } from '../../../test/server.ts';

const server = useRealtimeServer({
  settings: {
    ...TEST_REALTIME,
    apps: [{ ...TEST_REALTIME_APP, maxMessageBytes: 1000 }],
    allowedOrigins: ['http://hearth.test', 'http://localhost:*'],
  },
});
const appPath = `/app/${TEST_REALTIME_APP.key}?protocol=7`;

/** The error frame a refused socket is sent, and the code it is closed with. */
async function refusal(socket: ReturnType<typeof openRawSocket>) {
  const error = await socket.next('pusher:error');
  const { code } = await socket.closed;
  return { error: error.data, code };
}

describe('handshake', () => {
  it('refuses an unknown app key with 4001', async () => {
    const result = await refusal(openRawSocket(server, '/app/nobody?protocol=7'));
    expect(result).toEqual({ error: { code: 4001, message: expect.any(String) }, code: 4001 });
  });

  it('refuses a path that is not /app/{key} with 4005', async () => {
    const result = await refusal(openRawSocket(server, `/app/${TEST_REALTIME_APP.key}/extra`));
    expect(result.code).toBe(4005);
  });

  it('assumes protocol 7 when none is given, and refuses a malformed or unsupported one', async () => {
    const base = `/app/${TEST_REALTIME_APP.key}`;
    const unversioned = openRawSocket(server, base);
    await unversioned.next('pusher:connection_established');
    unversioned.send('pusher:ping', {});
    await unversioned.next('pusher:pong');
    unversioned.socket.close();
    expect((await refusal(openRawSocket(server, `${base}?protocol=seven`))).code).toBe(4006);
    expect((await refusal(openRawSocket(server, `${base}?protocol=2`))).code).toBe(4007);
  });

  it('refuses a browser page from an origin not on the list with 4009', async () => {
    const result = await refusal(
      openRawSocket(server, appPath, { Origin: 'https://elsewhere.example' }),
    );
    expect(result).toEqual({ error: { code: 4009, message: 'Origin not allowed.' }, code: 4009 });
  });

  it('lets in listed origins, any port of a wildcard entry, and clients without an origin', async () => {
    const origins: Record<string, string>[] = [
      { Origin: 'http://hearth.test' },
      { Origin: 'http://localhost:5173' },
      {},
    ];
    for (const headers of origins) {
      const socket = openRawSocket(server, appPath, headers);
      await socket.next('pusher:connection_established');
      socket.socket.close();
    }
  });

  it('refuses connections over the app quota with 4004', async () => {
    const small = await startRealtimeServer({
      settings: { ...TEST_REALTIME, apps: [{ ...TEST_REALTIME_APP, maxConnections: 1 }] },
    });
    try {
      const first = openRawSocket(small, appPath);
      await first.next('pusher:connection_established');
      expect((await refusal(openRawSocket(small, appPath))).code).toBe(4004);
      first.socket.close();
    } finally {
      await small.close();
    }
  });
});

describe('messages', () => {
  it('refuses a message over the size limit with 4300 and keeps the socket', async () => {
    const socket = openRawSocket(server, appPath);
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: 'news', padding: 'x'.repeat(1200) });
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4300 });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.socket.close();
  });

  it('refuses a client event over the size limit with 4300 on its channel', async () => {
    const socket = openRawSocket(server, appPath);
    const name = 'private-chat.9';
    await rawSubscribed(socket, name);
    socket.send('client-big', { padding: 'x'.repeat(1200) }, name);
    expect(await socket.next('pusher:error')).toMatchObject({
      channel: name,
      data: { code: 4300 },
    });
    socket.socket.close();
  });

  it('answers a message that is not JSON with 4300 and keeps the socket', async () => {
    const socket = openRawSocket(server, appPath);
    await socket.next('pusher:connection_established');
    socket.socket.send('not json');
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4300 });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.socket.close();
  });
});

describe('keep-alive', () => {
  it('pings a silent client, keeps it when it answers, and closes it with 4201 when it does not', async () => {
    const fast = await startRealtimeServer({
      timings: { activityTimeoutMs: 200, pongTimeoutMs: 200 },
    });
    try {
      const socket = openRawSocket(fast, appPath);
      await socket.next('pusher:connection_established');
      await socket.next('pusher:ping');
      socket.send('pusher:pong', {});
      await socket.next('pusher:ping');
      const startedWaiting = Date.now();
      const { code } = await socket.closed;
      expect(code).toBe(4201);
      expect(Date.now() - startedWaiting).toBeGreaterThanOrEqual(150);
    } finally {
      await fast.close();
    }
  });

  it('sends every client away with 4200 when the server closes', async () => {
    const closing = await startRealtimeServer();
    const socket = openRawSocket(closing, appPath);
    await socket.next('pusher:connection_established');
    await closing.close();
    expect((await socket.closed).code).toBe(4200);
  });
});

describe('secrets', () => {
  it('generates the app secret and master key once into the data folder and reuses them', async () => {
    const generated = {
      ...TEST_REALTIME,
      apps: [{ ...TEST_REALTIME_APP, secret: null, encryptionMasterKey: null }],
    };
    const first = await startRealtimeServer({ settings: generated });
    const file = path.join(first.dataDir, 'realtime.secrets.json');
    const signed = first.realtime.signer.channel('1.2', 'private-encrypted-x');
    await first.app.close();
    const second = await startRealtimeServer({ settings: generated, dataDir: first.dataDir });
    try {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(second.realtime.signer.channel('1.2', 'private-encrypted-x')).toEqual(signed);
      expect(signed.shared_secret).toEqual(expect.any(String));
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('turned off', () => {
  it('serves no websocket and tells the web there is no host', async () => {
    const off = await startRealtimeServer({ settings: { ...TEST_REALTIME, enabled: false } });
    try {
      expect(off.realtime.clientConfig.host).toBeNull();
      const socket = openRawSocket(off, appPath);
      const refused = await new Promise<boolean>((resolve) => {
        socket.socket.on('open', () => resolve(false));
        socket.socket.on('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    } finally {
      await off.close();
    }
  });
});
