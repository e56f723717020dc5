import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { demoSeeders } from '../src/db/seed/demoSeeders.ts';
import { runSeeders } from '../src/db/seed/runSeeders.ts';
import { type BrowserClient, signedInClient } from './browserClient.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import {
  type RealtimeServerOptions,
  type RealtimeTestServer,
  startRealtimeServer,
} from './realtimeServer.ts';
import { type S3StandIn, startS3StandIn } from './s3StandIn.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

// The one set-up of a server integration test file. Call a `use…` function at the file's top
// level (or a describe's): it registers the beforeAll that makes what the file needs and the
// afterAll that closes and drops it, after the file's own afterAll hooks. What it hands back is
// filled in by that beforeAll: destructure it at the top level, read its fields in tests and
// later hooks only. Each call keeps its state in its own closure, none in this module, because
// the files of a worker share loaded modules (`isolate: false`).
//
// Its lower-level pieces serve the few files with needs of their own: `startTestServer`
// (server.ts) for a second server with other settings inside a test, `startRealtimeServer`
// (realtimeServer.ts) for a websocket server a test stops itself, `startServerProcess`
// (serverProcess.ts) for main.ts in a process of its own, as an operator runs it.

/** The password of every demo account in a test database seeded with the demo. */
export const demoPassword = 'demo-password-for-tests';

/** What runs on a fresh database before the server starts: the demo, or seeders of the file's. */
export type Seed = 'demo' | ((db: Database) => Promise<unknown>);

export type TestServerSetup<World extends object> = Omit<TestServerOptions, 'db'> & {
  seed?: Seed;
  /** What the file's tests share, made once the server listens. */
  world?: (db: Database, server: TestServer) => Promise<World>;
};

export type TestContext = { database: TestDatabase; db: Database; server: TestServer };

export type SeededDemo = TestContext & {
  /** A client signed in as a demo account, e.g. `agency@demo.hearth.test`. */
  signIn: (email: string) => Promise<BrowserClient>;
};

/** A database of the file's own, cloned from the migrated template (base seeders included). */
export function useTestDatabase(options: { seed?: Seed } = {}): TestDatabase {
  const database = {} as TestDatabase;
  useFileHooks(async (closeAfter) => {
    Object.assign(database, await openDatabase(options.seed, closeAfter));
  });
  return database;
}

/** A database of the file's own and the real app listening on it, as `useTestDatabase` says. */
export function useTestServer<World extends object = Record<never, never>>(
  options: TestServerSetup<World> = {},
): TestContext & World {
  const { seed, world, ...serverOptions } = options;
  const database = {} as TestDatabase;
  const server = {} as TestServer;
  const context = {
    database,
    server,
    get db() {
      return database.db;
    },
  } as TestContext & World;
  useFileHooks(async (closeAfter) => {
    Object.assign(database, await openDatabase(seed, closeAfter));
    Object.assign(server, await startTestServer({ ...serverOptions, db: database.db }));
    closeAfter(server.close);
    Object.assign(context, await world?.(database.db, server));
  });
  return context;
}

/** The whole demo in the file's database, and a way to sign in as any of its accounts. */
export function useSeededDemo(): SeededDemo {
  return useTestServer({
    seed: 'demo',
    world: async (_db, server) => ({
      signIn: (email: string) => signedInClient(server, email, demoPassword),
    }),
  });
}

/**
 * Two nodes of the app on one database of the file's own, each hearing the changes committed by
 * the other or by any writer (`changesConnection`), so each answers from memory between them.
 */
export function useNodesHearingChanges(): {
  database: TestDatabase;
  nodeA: TestServer;
  nodeB: TestServer;
} {
  const nodes = { database: {} as TestDatabase, nodeA: {} as TestServer, nodeB: {} as TestServer };
  useFileHooks(async (closeAfter) => {
    Object.assign(nodes.database, await openDatabase(undefined, closeAfter));
    const changesConnection = { connectionString: nodes.database.connectionString };
    for (const node of [nodes.nodeA, nodes.nodeB]) {
      Object.assign(node, await startTestServer({ db: nodes.database.db, changesConnection }));
      closeAfter(node.close);
    }
  });
  return nodes;
}

/** The websocket server alone, without a database (see realtimeServer.ts). */
export function useRealtimeServer(options: RealtimeServerOptions = {}): RealtimeTestServer {
  const server = {} as RealtimeTestServer;
  useFileHooks(async (closeAfter) => {
    Object.assign(server, await startRealtimeServer(options));
    closeAfter(server.close);
  });
  return server;
}

/** The tests' stand-in for S3 (s3StandIn.ts), holding the given buckets, empty. */
export function useS3StandIn(buckets: string[]): S3StandIn {
  const standIn = {} as S3StandIn;
  useFileHooks(async (closeAfter) => {
    Object.assign(standIn, await startS3StandIn({ buckets }));
    closeAfter(standIn.close);
  });
  return standIn;
}

type CloseAfter = (close: () => Promise<void>) => void;

/**
 * Runs `open` before the file's tests and, after them, what it asked to close, last opened first;
 * what was opened before a failure half-way is closed too.
 */
function useFileHooks(open: (closeAfter: CloseAfter) => Promise<void>): void {
  const closers: (() => Promise<void>)[] = [];
  beforeAll(() => open((close) => closers.unshift(close)));
  afterAll(async () => {
    for (const close of closers.splice(0)) {
      await close();
    }
  });
}

async function openDatabase(seed: Seed | undefined, closeAfter: CloseAfter) {
  const database = await createTestDatabase();
  closeAfter(database.drop);
  if (seed === 'demo') {
    await runSeeders(database.db, demoSeeders({ demoPassword }));
  } else {
    await seed?.(database.db);
  }
  return database;
}
