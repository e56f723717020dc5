import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import type { Config, RealtimeSettings, StripeSettings } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { FileStore } from '../src/platform/files/fileStore.ts';

export type TestServer = {
  app: FastifyInstance;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  /** fetch against the server, with a path relative to it. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Where the server keeps uploads and generated secrets. */
  dataDir: string;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  db: Database;
  webDistDir?: string;
  rateLimitMax?: number;
  idleMinutes?: number;
  signInRateLimit?: number;
  /** Takes the client's address from X-Forwarded-For, as behind a load balancer. */
  trustProxy?: boolean;
  env?: 'development' | 'production' | 'test';
  /** The map's tile settings; none by default, as when the operator sets none. */
  map?: Config['map'];
  /** Where uploads are kept; by default a folder of this server's own, removed at close. */
  dataDir?: string;
  /** The websocket server's settings; by default TEST_REALTIME (client events on). */
  realtime?: RealtimeSettings;
  /** The loopback port to listen on; a free one by default. */
  port?: number;
  /** Where the server logs, at level info; by default it logs nothing. */
  logStream?: DestinationStream;
  /** Card and debit through Stripe (the tests' stand-in); none by default, invoice mode only. */
  stripe?: StripeSettings;
  /** Sends mail through this SMTP server (with the pool, where its queue lives), retrying at once. */
  smtp?: { url: string; pool: pg.Pool };
  /** Where uploaded files are kept; by default in the database (stored_files). */
  files?: FileStore;
  /** Sessions answered from memory between changes, heard over this connection (see buildApp). */
  changesConnection?: pg.ClientConfig;
  /** Adds routes a test needs (e.g. to provoke an error) before the server listens. */
  configure?: (app: FastifyInstance) => void;
};

/** Fixed secrets, so a test can sign as another back-end or client would. */
export const TEST_REALTIME_APP = {
  id: 'test-app',
  key: 'test-app-key',
  secret: 'test-app-secret-0123456789',
  encryptionMasterKey: Buffer.alloc(32, 7).toString('base64'),
  clientEvents: true,
  subscriptionCount: false,
  watchlistEvents: false,
  maxMessageBytes: 10_240,
  maxConnections: 20_000,
  maxPresenceMembers: 100,
  maxPresenceUserInfoBytes: 1024,
  webhooks: [],
};

export const TEST_REALTIME: RealtimeSettings = {
  enabled: true,
  apps: [{ ...TEST_REALTIME_APP }],
  redisUrl: null,
  client: { host: '127.0.0.1', port: 80, scheme: 'http' },
  allowedOrigins: ['http://hearth.test'],
};

/** The real app on a real loopback port: tests speak HTTP to it like any client. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const dataDir =
    options.dataDir ?? path.join(os.tmpdir(), `hearth-test-${randomBytes(6).toString('hex')}`);
  const app = await buildApp({
    db: options.db,
    logStream: options.logStream,
    ...(options.files === undefined ? {} : { files: options.files }),
    ...(options.changesConnection === undefined
      ? {}
      : { changesConnection: options.changesConnection }),
    ...(options.smtp === undefined ? {} : { pool: options.smtp.pool, mailRetryDelaySeconds: 0 }),
    config: {
      env: options.env ?? 'test',
      logLevel: options.logStream === undefined ? 'silent' : 'info',
      publicUrl: 'http://hearth.test',
      session: { idleMinutes: options.idleMinutes ?? 30, absoluteHours: 12, secureCookie: false },
      mail: { smtpUrl: options.smtp?.url, from: 'Hearth <no-reply@hearth.test>' },
      rateLimitMax: options.rateLimitMax ?? 10_000,
      signInRateLimit: options.signInRateLimit ?? 10_000,
      trustProxy: options.trustProxy ?? false,
      webDistDir: options.webDistDir ?? '/nonexistent-web-dist',
      map: options.map ?? { tileUrl: null, attribution: null },
      dataDir,
      realtime: options.realtime ?? TEST_REALTIME,
      stripe: options.stripe ?? null,
    },
  });
  options.configure?.(app);
  const url = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return {
    app,
    url,
    request: (path, init) => fetch(`${url}${path}`, init),
    dataDir,
    close: async () => {
      await app.close();
      if (options.dataDir === undefined) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
