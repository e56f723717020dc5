import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPassword, useTestDatabase } from '../../../test/harness.ts';
import { appSettings, seedRuns } from '../schema/index.ts';
import { baseSeeders } from './baseSeeders.ts';
import { demoSeeders } from './demoSeeders.ts';
import { runSeeders } from './runSeeders.ts';
import type { Seeder } from './types.ts';

const demo = { demoPassword };
const database = useTestDatabase();

describe('runSeeders', () => {
  it('seeds demo data into an empty database once, and a second run changes nothing', async () => {
    // The base seeders (reference lists) already ran on every new database, as on every start.
    const baseNames = new Set(baseSeeders.map((s) => s.name));
    expect(await runSeeders(database.db, demoSeeders(demo))).toEqual(
      demoSeeders(demo)
        .map((s) => s.name)
        .filter((name) => !baseNames.has(name)),
    );
    const settingsAfterFirst = await database.db.select().from(appSettings);
    expect(settingsAfterFirst.length).toBeGreaterThan(0);

    expect(await runSeeders(database.db, demoSeeders(demo))).toEqual([]);
    expect(await database.db.select().from(appSettings)).toEqual(settingsAfterFirst);
  });

  it('runs a seeder added later on a database seeded before', async () => {
    const later: Seeder = {
      name: 'test.later',
      run: async (tx) => {
        await tx.insert(appSettings).values({ key: 'later', value: true });
      },
    };
    expect(await runSeeders(database.db, [...demoSeeders(demo), later])).toEqual(['test.later']);
  });

  it('writes nothing when a seeder fails half-way', async () => {
    const failing: Seeder = {
      name: 'test.failing',
      run: async (tx) => {
        await tx.insert(appSettings).values({ key: 'half-written', value: 1 });
        throw new Error('broken seed data');
      },
    };
    await expect(runSeeders(database.db, [failing])).rejects.toThrow('broken seed data');
    const half = await database.db.execute(
      sql`SELECT 1 FROM app_settings WHERE key = 'half-written'`,
    );
    expect(half.rowCount).toBe(0);
    const recorded = await database.db.select().from(seedRuns);
    expect(recorded.map((r) => r.name)).not.toContain('test.failing');
  });
});
