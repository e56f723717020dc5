import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { seedRuns } from '../schema/index.ts';
import type { Seeder } from './types.ts';

// Arbitrary constant: serialises seeding when several app nodes start at once.
const seedLockId = 7_310_001;

/** Runs the seeders this database has not seen yet; returns the names it ran. */
export async function runSeeders(db: Database, seeders: readonly Seeder[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockId})`);
    const done = new Set(
      (await tx.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name),
    );
    const ran: string[] = [];
    for (const seeder of seeders) {
      if (done.has(seeder.name)) {
        continue;
      }
      await seeder.run(tx);
      await tx.insert(seedRuns).values({ name: seeder.name });
      ran.push(seeder.name);
    }
    return ran;
  });
}
