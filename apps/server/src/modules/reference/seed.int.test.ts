import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';
import { runSeeders } from '../../db/seed/runSeeders.ts';
import { referenceSeeders } from './seed.ts';

const database = useTestDatabase();

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n);
}

describe('reference seeders', () => {
  it('have already run on every new database (the test template, like any instance)', async () => {
    const ran = await database.db.execute<{ name: string }>(
      sql`SELECT name FROM seed_runs WHERE name LIKE 'reference.%' ORDER BY name`,
    );
    expect(ran.rows.map((row) => row.name)).toEqual(referenceSeeders.map((s) => s.name).sort());
    expect(await runSeeders(database.db, referenceSeeders)).toEqual([]);
  });

  it('keep every city attached to a province of its own country', async () => {
    expect(await count(sql`SELECT count(*) AS n FROM cities`)).toBeGreaterThan(5000);
    expect(
      await count(sql`SELECT count(*) AS n FROM provinces p WHERE NOT EXISTS (
        SELECT 1 FROM cities c WHERE c.province_id = p.id)`),
    ).toBe(0);
  });

  it('continue the care-type ids after the fixed ones, so a new care type gets a fresh id', async () => {
    const next = await database.db.execute<{ id: number }>(
      sql`INSERT INTO care_types (code, labels, product) VALUES ('probe', '{}', 'homecare') RETURNING id`,
    );
    expect(next.rows[0]?.id).toBe(17);
  });
});
