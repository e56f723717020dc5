import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './types.ts';

/**
 * The instant the demo is seeded: the seeding transaction's own clock, which is also what
 * `seed_runs.applied_at` records. Demo data planned around it (today's visits and tasks) can then
 * be checked against that one recorded instant, even when seeding spans midnight.
 */
export async function seedingMoment(tx: SeedTransaction): Promise<Date> {
  const result = await tx.execute<{ now: string | Date }>(sql`SELECT now() AS now`);
  return new Date(result.rows[0]?.now ?? Number.NaN);
}
