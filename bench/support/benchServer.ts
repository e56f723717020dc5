// A throw-away embedded PostgreSQL with the migrations applied, and the real app listening on a
// loopback port: what the benchmarks measure.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  applyMigrations,
  buildApp,
  connectDatabase,
  type Database,
  loadConfig,
  startEmbeddedPostgres,
} from '@hearth/server/testing';
import type pg from 'pg';
import pino from 'pino';

export type BenchServer = { base: string; db: Database; pool: pg.Pool };

export type BenchServerOptions = {
  /** `info` logs every request as a server would, to a file beside the database; silent by default. */
  logLevel?: 'silent' | 'info';
};

/** Runs `body` with a fresh database (filled by `prepare`) and the app serving it, then cleans up. */
export async function withBenchServer(
  prepare: (db: Database) => Promise<void>,
  body: (server: BenchServer) => Promise<void>,
  { logLevel = 'silent' }: BenchServerOptions = {},
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    database: 'bench',
    persistent: false,
  });
  const database = connectDatabase(postgres.connectionString, () => undefined);
  try {
    await applyMigrations(database.db);
    await prepare(database.db);
    const app = await buildApp({
      db: database.db,
      // As `npm start` runs it: sessions and agencies' default caregiver lists answered from
      // memory between changes.
      changesConnection: database.pool.options,
      logStream: pino.destination({ dest: path.join(dataDir, 'server.log'), sync: false }),
      config: {
        env: 'test',
        logLevel,
        rateLimitMax: 1_000_000,
        signInRateLimit: 1_000_000,
        trustProxy: false,
        webDistDir: '/nonexistent',
        publicUrl: 'http://localhost',
        session: { idleMinutes: 30, absoluteHours: 12, secureCookie: false },
        mail: { smtpUrl: undefined, from: 'bench@localhost' },
        map: { tileUrl: null, attribution: null },
        // Uploads land beside the throw-away database, and go with it.
        dataDir,
        // The defaults an operator gets; the generated secrets land in dataDir too.
        realtime: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost' }).realtime,
        // No payment gateway: the benchmarks measure Hearth, not a provider.
        stripe: null,
      },
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      await body({ base, db: database.db, pool: database.pool });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Signs in and returns the session cookies to send with later requests. */
export async function signInCookie(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in answered ${response.status}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
