// The websocket server under many connections: the server runs as its own process (so its memory
// is read from outside), raw `ws` clients on loopback subscribe to one public channel, and events
// are triggered through the signed trigger API one at a time, each awaited until every client has
// it. The same measurements with 1 and 100 connections, and GET /api/health, are the baselines
// of this run. Run: npm run bench (or node --import tsx bench/realtime.bench.ts)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '@hearth/server/testing';
import PusherServer from 'pusher';
import WebSocket from 'ws';
import { measure, report } from './support/measure.ts';

const app = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };
const channel = 'bench-news';
const eventName = 'headline';
const runs = [1, 100, 5_000];
const eventsPerRun = 100;
// Opening thousands of sockets at once overflows the listen backlog; a few hundred at a time do not.
const connectBatch = 200;
const eventTimeoutMs = 30_000;

type Client = { socket: WebSocket };

/** Arrival times of the event being awaited, and who to wake once every client has it. */
const awaited: { index: number; expected: number; arrivals: number[]; complete: () => void } = {
  index: -1,
  expected: 0,
  arrivals: [],
  complete: () => undefined,
};

function arrived(index: number, at: number): void {
  if (index !== awaited.index) {
    return;
  }
  awaited.arrivals.push(at);
  if (awaited.arrivals.length === awaited.expected) {
    awaited.complete();
  }
}

/** Triggers event `index` and resolves with each client's arrival time, or fails after a while. */
async function deliverOne(trigger: PusherServer, index: number, expected: number) {
  awaited.index = index;
  awaited.expected = expected;
  awaited.arrivals = [];
  const everyone = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `${expected - awaited.arrivals.length} of ${expected} clients missed event ${index}`,
          ),
        ),
      eventTimeoutMs,
    );
    awaited.complete = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  const sentAt = performance.now();
  const response = await trigger.trigger(channel, eventName, { index });
  const answeredAt = performance.now();
  if (response.status !== 200) {
    throw new Error(`the trigger API answered ${response.status}`);
  }
  await everyone;
  return { sentAt, answeredAt, arrivals: awaited.arrivals };
}

/** A raw protocol client subscribed to the bench channel; it answers pings and times events. */
function connectClient(server: ServerProcess): Promise<Client> {
  const url = `ws://127.0.0.1:${server.port}/app/${app.key}?protocol=7&client=bench&version=1.0`;
  const socket = new WebSocket(url);
  const client: Client = { socket };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription within 30 s')), 30_000);
    socket.on('error', reject);
    socket.on('message', (raw) => {
      // Taken before parsing, so the client's own work counts as little as possible.
      const at = performance.now();
      const message = JSON.parse(raw.toString()) as { event: string; data?: string };
      if (message.event === eventName) {
        const { index } = JSON.parse(message.data ?? '{}') as { index: number };
        arrived(index, at);
      } else if (message.event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve(client);
      } else if (message.event === 'pusher:ping') {
        socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
  });
}

async function connectAll(server: ServerProcess, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += connectBatch) {
    const batch = Math.min(connectBatch, count - start);
    clients.push(
      ...(await Promise.all(Array.from({ length: batch }, () => connectClient(server)))),
    );
  }
  return clients;
}

async function closeAll(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
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

type RunResult = {
  connections: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  /** Trigger to the last client having the event, per event. */
  fanOutP50: number;
  fanOutP99: number;
  /** The trigger API's own answer time, per event. */
  triggerP50: number;
  rssGrowth: number;
  connectSeconds: number;
};

async function run(server: ServerProcess, trigger: PusherServer, connections: number) {
  const rssBefore = await serverRss(server);
  const connectStart = performance.now();
  const clients = await connectAll(server, connections);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const rssGrowth = (await serverRss(server)) - rssBefore;

  const latencies: number[] = [];
  const fanOuts: number[] = [];
  const triggers: number[] = [];
  for (let index = 0; index < eventsPerRun; index++) {
    const { sentAt, answeredAt, arrivals } = await deliverOne(trigger, index, connections);
    triggers.push(answeredAt - sentAt);
    const delays = arrivals.map((at) => at - sentAt);
    latencies.push(...delays);
    fanOuts.push(Math.max(...delays));
  }
  await closeAll(clients);

  latencies.sort((a, b) => a - b);
  fanOuts.sort((a, b) => a - b);
  triggers.sort((a, b) => a - b);
  return {
    connections,
    deliveries: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    fanOutP50: percentile(fanOuts, 0.5),
    fanOutP99: percentile(fanOuts, 0.99),
    triggerP50: percentile(triggers, 0.5),
    rssGrowth,
    connectSeconds,
  } satisfies RunResult;
}

function table(results: RunResult[], healthP50: number): string {
  const [baseline] = results;
  const lines = [
    '| connections | deliveries | p50 ms | p99 ms | max ms | ratio p50 to 1 connection | ratio p50 to /api/health p50 | last client p50 / p99 ms | trigger answer p50 ms | connect s | server RSS growth MB | KB per connection |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const ratio = baseline === undefined ? Number.NaN : result.p50 / baseline.p50;
    lines.push(
      `| ${result.connections} | ${result.deliveries} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.max.toFixed(2)} | ${ratio.toFixed(1)} | ${(result.p50 / healthP50).toFixed(1)} | ${result.fanOutP50.toFixed(1)} / ${result.fanOutP99.toFixed(1)} | ${result.triggerP50.toFixed(2)} | ${result.connectSeconds.toFixed(1)} | ${(result.rssGrowth / 1024 / 1024).toFixed(1)} | ${(result.rssGrowth / result.connections / 1024).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

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
  const base = server.url;
  const trigger = new PusherServer({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
  });
  const health = await measure('GET /api/health (baseline)', 500, () =>
    fetch(`${base}/api/health`),
  );
  console.log(report([health]));
  const results: RunResult[] = [];
  for (const connections of runs) {
    results.push(await run(server, trigger, connections));
  }
  console.log(`\n${eventsPerRun} events to ${channel}, one at a time:\n`);
  console.log(table(results, health.p50Ms));
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
