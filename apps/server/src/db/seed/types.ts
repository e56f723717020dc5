import type { Database } from '../client.ts';

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One named piece of demo data. Each runs once per database (recorded in seed_runs), in the
 * order listed, so a restart never duplicates data and a seeder added later still runs.
 */
export type Seeder = {
  name: string;
  run: (tx: SeedTransaction) => Promise<void>;
};
