import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';
import { startTestServer, type TestServer } from './server.ts';

export type FileServer = { db: Database; server: TestServer };

export type FileServerOptions<Extra extends object> = {
  /** Runs on the fresh database before the server starts (e.g. the demo seeders). */
  seed?: (db: Database) => Promise<unknown>;
  /** What the file's tests share, made once the server listens. */
  world?: (db: Database, server: TestServer) => Promise<Extra>;
};

/**
 * A database of its own and a server on it for the test file that calls this at its top level:
 * made before the file's tests, closed and dropped after them. The object returned is filled in
 * by that beforeAll, so read it inside tests and later hooks only.
 */
export function useFileServer<Extra extends object = Record<never, never>>(
  options: FileServerOptions<Extra> = {},
): FileServer & Extra {
  const shared = {} as FileServer & Extra;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    await options.seed?.(database.db);
    const server = await startTestServer({ db: database.db });
    close = async () => {
      await server.close();
      await database.drop();
    };
    const world = await options.world?.(database.db, server);
    Object.assign(shared, world, { db: database.db, server });
  });
  afterAll(async () => {
    await close?.();
  });
  return shared;
}
