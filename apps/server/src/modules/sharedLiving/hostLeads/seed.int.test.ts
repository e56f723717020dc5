import { HOST_LEAD_STATUSES } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, useTestDatabase } from '../../../../test/harness.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';
import { demoUsersSeeder } from '../../identity/seed.ts';
import { demoHostLeadsSeeder } from './seed.ts';

const database = useTestDatabase();

beforeAll(async () => {
  await runSeeders(database.db, [demoUsersSeeder(demoPassword), demoHostLeadsSeeder]);
});

describe('demo host leads', () => {
  it('holds a lead at every step, each history ending where its lead stands', async () => {
    const { rows } = await database.pool.query<{
      status: string;
      location: string;
      moves: { from: string; to: string; reason: string | null; by: string }[] | null;
    }>(
      `SELECT l.status, l.location,
              json_agg(json_build_object('from', c.from_status, 'to', c.to_status,
                                         'reason', c.reason, 'by', u.email)
                       ORDER BY c.changed_at) FILTER (WHERE c.id IS NOT NULL) AS moves
         FROM leads l
         LEFT JOIN lead_status_changes c ON c.lead_id = l.id
         LEFT JOIN users u ON u.id = c.changed_by
        WHERE l.kind = 'host' AND l.reference IS NOT NULL
        GROUP BY l.id`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(HOST_LEAD_STATUSES));
    expect(new Set(rows.map((row) => row.location))).toEqual(new Set(['hostSignUp', 'landing']));
    for (const row of rows) {
      const moves = row.moves ?? [];
      expect(moves.at(-1)?.to ?? 'new').toBe(row.status);
      expect(moves.every((move) => move.by === 'admin@demo.hearth.test')).toBe(true);
      if (row.status === 'declined') {
        expect(moves.at(-1)?.reason).toEqual(expect.any(String));
      }
    }
  });
});
