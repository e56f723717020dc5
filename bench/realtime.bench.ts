// The websocket server under many connections: the server runs as its own process (so its memory
// is read from outside), clients on loopback subscribe to one public channel, and events are
// triggered through the signed trigger API one at a time, each awaited until every client has it.
// Raw `ws` clients carry the 1, 100 and 5,000 connection runs; 500 pusher-js clients, the library
// the web app uses, carry the subscribers' run. The 1 connection run and GET /api/health are the
// baselines of this run. A second, fresh server process then holds idle sockets, bare and each
// subscribed to a private channel, for their memory.
// Run: npm run bench (or node --import tsx bench/realtime.bench.ts)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '@hearth/server/testing';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { measure, report, type Sample } from './support/measure.ts';

const app = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };
const channel = 'bench-news';
const eventName = 'headline';
// Opening thousands of sockets at once overflows the listen backlog; a few hundred at a time do not.
const connectBatch = 200;
const waitTimeoutMs = 30_000;
const idleSockets = 2_000;

/** A subscribed client of either kind; every event it receives is reported to `arrived`. */
type Subscriber = { close: () => Promise<void> };

type RunSpec = {
  clients: 'raw ws' | 'pusher-js';
  connections: number;
  events: number;
  connect: (server: ServerProcess) => Promise<Subscriber>;
};

/** What each event carries: its number, and when it was sent on this process's clock. */
type Headline = { index: number; sentAt: number };

/** Latencies of the event being awaited, and who to wake once every client has it. */
const awaited: { index: number; expected: number; latencies: number[]; complete: () => void } = {
  index: -1,
  expected: 0,
  latencies: [],
  complete: () => undefined,
};

function arrived({ index, sentAt }: Headline, at: number): void {
  if (index !== awaited.index) {
    return;
  }
  awaited.latencies.push(at - sentAt);
  if (awaited.latencies.length === awaited.expected) {
    awaited.complete();
  }
}

/** `promise`, or a rejection saying why once the bench has waited long enough. */
async function within<T>(promise: Promise<T>, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(why())), waitTimeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Triggers event `index` and resolves with each client's latency, or fails after a while. */
async function deliverOne(trigger: PusherServer, index: number, expected: number) {
  awaited.index = index;
  awaited.expected = expected;
  awaited.latencies = [];
  const everyone = new Promise<void>((resolve) => {
    awaited.complete = resolve;
  });
  // The send time travels in the event, so each client computes its latency on this one clock.
  const sentAt = performance.now();
  const response = await trigger.trigger(channel, eventName, { index, sentAt } satisfies Headline);
  const answerMs = performance.now() - sentAt;
  if (response.status !== 200) {
    throw new Error(`the trigger API answered ${response.status}`);
  }
  await within(
    everyone,
    () => `${expected - awaited.latencies.length} of ${expected} clients missed event ${index}`,
  );
  return { answerMs, latencies: awaited.latencies };
}

/** A raw protocol client, connected but not subscribed; it answers pings and times events. */
type RawClient = {
  socketId: string;
  subscribe: (channelName: string, auth?: string) => Promise<void>;
  close: () => Promise<void>;
};

async function openRawClient(server: ServerProcess): Promise<RawClient> {
  const url = `ws://127.0.0.1:${server.port}/app/${app.key}?protocol=7&client=bench&version=1.0`;
  const socket = new WebSocket(url);
  const waiting = new Map<string, (data: string) => void>();
  const failed = new Promise<never>((_, reject) => socket.once('error', reject));
  socket.on('message', (raw) => {
    // Taken before parsing, so the client's own work counts as little as possible.
    const at = performance.now();
    const message = JSON.parse(raw.toString()) as { event: string; data?: string };
    if (message.event === eventName) {
      arrived(JSON.parse(message.data ?? '{}') as Headline, at);
    } else if (message.event === 'pusher:ping') {
      socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
    } else {
      waiting.get(message.event)?.(message.data ?? '{}');
      waiting.delete(message.event);
    }
  });
  const next = (event: string) =>
    within(
      Promise.race([new Promise<string>((resolve) => waiting.set(event, resolve)), failed]),
      () => `no ${event} within ${waitTimeoutMs / 1000} s`,
    );
  const established = JSON.parse(await next('pusher:connection_established')) as {
    socket_id: string;
  };
  return {
    socketId: established.socket_id,
    subscribe: async (channelName, auth) => {
      const succeeded = next('pusher_internal:subscription_succeeded');
      socket.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel: channelName, auth } }),
      );
      await succeeded;
    },
    close: () =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

async function rawSubscriber(server: ServerProcess): Promise<Subscriber> {
  const client = await openRawClient(server);
  await client.subscribe(channel);
  return client;
}

/** A pusher-js client as the web app opens one, subscribed to the bench channel. */
async function pusherJsSubscriber(server: ServerProcess): Promise<Subscriber> {
  const pusher = new Pusher(app.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
  });
  const subscription = pusher.subscribe(channel);
  // Timed where the application would see the event: after pusher-js parsed it.
  subscription.bind(eventName, (headline: Headline) => arrived(headline, performance.now()));
  await within(
    new Promise<void>((resolve) => subscription.bind('pusher:subscription_succeeded', resolve)),
    () => `pusher-js: no subscription within ${waitTimeoutMs / 1000} s`,
  );
  return {
    close: () =>
      new Promise<void>((resolve) => {
        pusher.connection.bind('disconnected', resolve);
        pusher.disconnect();
      }),
  };
}

async function inBatches<T>(count: number, open: () => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let start = 0; start < count; start += connectBatch) {
    const batch = Math.min(connectBatch, count - start);
    opened.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
  return opened;
}

async function closeAll(clients: readonly Subscriber[]): Promise<void> {
  await Promise.all(clients.map((client) => client.close()));
}

/** Resident memory of the server process, in bytes, after it had a moment to settle. */
async function serverRss(server: ServerProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kilobytes * 1024;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

type Spread = { p50: number; p95: number; p99: number; max: number };

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

type RunResult = {
  spec: RunSpec;
  deliveries: number;
  /** Trigger to one client having the event, per client and event. */
  delivery: Spread;
  /** Trigger to the last client having the event, per event. */
  lastClient: Spread;
  /** The trigger API's own answer time, per event. */
  triggerP50: number;
  rssGrowth: number;
  connectSeconds: number;
};

async function run(server: ServerProcess, trigger: PusherServer, spec: RunSpec) {
  const rssBefore = await serverRss(server);
  const connectStart = performance.now();
  const clients = await inBatches(spec.connections, () => spec.connect(server));
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const rssGrowth = (await serverRss(server)) - rssBefore;

  const latencies: number[] = [];
  const lastClients: number[] = [];
  const answers: number[] = [];
  for (let index = 0; index < spec.events; index++) {
    const delivered = await deliverOne(trigger, index, spec.connections);
    answers.push(delivered.answerMs);
    latencies.push(...delivered.latencies);
    lastClients.push(Math.max(...delivered.latencies));
  }
  await closeAll(clients);
  return {
    spec,
    deliveries: latencies.length,
    delivery: spread(latencies),
    lastClient: spread(lastClients),
    triggerP50: spread(answers).p50,
    rssGrowth,
    connectSeconds,
  } satisfies RunResult;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kilobytesEach = (bytes: number, count: number) => (bytes / count / 1024).toFixed(1);

function deliveryTable(results: RunResult[], health: Sample): string {
  const [baseline] = results;
  const lines = [
    '| clients | connections | events | deliveries | p50 / p95 / p99 / max ms | ratio p50 to 1 connection | ratio p50 / p95 to /api/health | last client p50 / p95 / p99 ms | ratio last client p95 to /api/health p95 | trigger answer p50 ms | connect s | server RSS growth MB | KB per connection |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { spec, delivery, lastClient, ...result } of results) {
    const toOne = baseline === undefined ? Number.NaN : delivery.p50 / baseline.delivery.p50;
    lines.push(
      `| ${spec.clients} | ${spec.connections} | ${spec.events} | ${result.deliveries} | ${fixed(delivery.p50, 2)} / ${fixed(delivery.p95, 2)} / ${fixed(delivery.p99, 2)} / ${fixed(delivery.max, 2)} | ${fixed(toOne)} | ${fixed(delivery.p50 / health.p50Ms)} / ${fixed(delivery.p95 / health.p95Ms)} | ${fixed(lastClient.p50)} / ${fixed(lastClient.p95)} / ${fixed(lastClient.p99)} | ${fixed(lastClient.p95 / health.p95Ms)} | ${fixed(result.triggerP50, 2)} | ${fixed(result.connectSeconds)} | ${megabytes(result.rssGrowth)} | ${kilobytesEach(result.rssGrowth, spec.connections)} |`,
    );
  }
  return lines.join('\n');
}

type IdleMemory = { resting: number; connected: number; subscribed: number };

/**
 * The server's resident memory at rest, then holding `idleSockets` connected sockets, then with
 * each of them subscribed to a private channel of its own (as each signed-in person's is). One
 * growing set, so that memory freed by earlier sockets cannot hide the growth of later ones.
 */
async function idleMemory(server: ServerProcess, signer: PusherServer): Promise<IdleMemory> {
  const resting = await serverRss(server);
  const clients = await inBatches(idleSockets, () => openRawClient(server));
  const connected = await serverRss(server);
  for (let start = 0; start < clients.length; start += connectBatch) {
    await Promise.all(
      clients.slice(start, start + connectBatch).map((client, offset) => {
        const privateChannel = `private-person.${start + offset}`;
        return client.subscribe(
          privateChannel,
          signer.authorizeChannel(client.socketId, privateChannel).auth,
        );
      }),
    );
  }
  const subscribed = await serverRss(server);
  await closeAll(clients);
  return { resting, connected, subscribed };
}

function memoryTable({ resting, connected, subscribed }: IdleMemory): string {
  const row = (name: string, rss: number) =>
    `| ${name} | ${megabytes(rss)} | ${(rss / resting).toFixed(2)} | ${megabytes(rss - resting)} | ${kilobytesEach(rss - resting, idleSockets)} |`;
  return [
    '| server holding | RSS MB | ratio to resting | growth MB | KB per socket |',
    '|---|---|---|---|---|',
    `| nothing (baseline, after GET /api/health) | ${megabytes(resting)} | 1.00 | | |`,
    row(`${idleSockets} idle sockets`, connected),
    row(`${idleSockets} idle sockets, each on its own private channel`, subscribed),
  ].join('\n');
}

/** Runs `body` against a fresh server process with its own throw-away data, then stops it. */
async function withServerProcess(
  body: (server: ServerProcess, trigger: PusherServer) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-realtime-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000000',
      REVERB_APP_ID: app.id,
      REVERB_APP_KEY: app.key,
      REVERB_APP_SECRET: app.secret,
    });
    const trigger = new PusherServer({
      appId: app.id,
      key: app.key,
      secret: app.secret,
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
    });
    await body(server, trigger);
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const healthOf = (server: ServerProcess) =>
  measure('GET /api/health (baseline)', 500, () => fetch(`${server.url}/api/health`));

const runs: RunSpec[] = [
  { clients: 'raw ws', connections: 1, events: 100, connect: rawSubscriber },
  { clients: 'raw ws', connections: 100, events: 100, connect: rawSubscriber },
  { clients: 'raw ws', connections: 5_000, events: 100, connect: rawSubscriber },
  { clients: 'pusher-js', connections: 500, events: 200, connect: pusherJsSubscriber },
];

await withServerProcess(async (server, trigger) => {
  const health = await healthOf(server);
  console.log(report([health]));
  const results: RunResult[] = [];
  for (const spec of runs) {
    results.push(await run(server, trigger, spec));
  }
  console.log(`\nEvents to ${channel}, one at a time, each awaited at every client:\n`);
  console.log(deliveryTable(results, health));
});

// A fresh process: the delivery runs' freed sockets would otherwise be reused and hide the growth.
await withServerProcess(async (server, trigger) => {
  console.log(`\n${report([await healthOf(server)])}`);
  console.log('\nServer memory with idle sockets (fresh process):\n');
  console.log(memoryTable(await idleMemory(server, trigger)));
});
