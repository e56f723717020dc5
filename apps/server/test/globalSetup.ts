import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { baseSeeders } from '../src/db/seed/baseSeeders.ts';
import { runSeeders } from '../src/db/seed/runSeeders.ts';

export const templateDatabase = 'hearth_template';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  export interface ProvidedContext {
    testPostgres: { adminConnectionString: string; templateDatabase: string };
  }
}

/**
 * One embedded PostgreSQL for the whole run, with a migrated and base-seeded template database;
 * each test file clones the template (test/database.ts), which takes milliseconds instead of a
 * migration.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-test-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    database: templateDatabase,
    persistent: false,
  });
  const template = connectDatabase(postgres.connectionString, () => undefined);
  try {
    await applyMigrations(template.db);
    // Every instance has the reference lists, so every test database does too.
    await runSeeders(template.db, baseSeeders);
  } finally {
    await template.close();
  }
  project.provide('testPostgres', {
    adminConnectionString: postgres.adminConnectionString,
    templateDatabase,
  });

  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
