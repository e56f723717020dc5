import { CARE_TIME_ZONE, LATE_CHECK_IN_MINUTES } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/harness.ts';
import { seedScale } from './scale.ts';

const database = useTestDatabase();
const WEEKS = 4;

beforeAll(async () => {
  await seedScale(database.db, {
    agencies: 2,
    caregiversPerAgency: 3,
    patientsPerAgency: 7,
    listingsPerAgency: 1,
    notes: 6,
    notesPerOtherPatient: 2,
    visitWeeks: WEEKS,
  });
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

describe('the scale visits', () => {
  it('gives every patient an active booking and a visit a week by a caregiver of its agency', async () => {
    const perPatient = await rows<{ visits: number; wrong: number }>(sql`
      SELECT count(*)::int AS visits,
             count(*) FILTER (WHERE c.agency_id <> s.agency_id OR p.agency_id <> s.agency_id)::int AS wrong
      FROM patients p
      JOIN shifts s ON s.patient_id = p.id
      JOIN caregivers c ON c.id = s.caregiver_id
      GROUP BY p.id`);
    expect(perPatient).toHaveLength(14);
    // The weeks before this one, this week and next week.
    expect(new Set(perPatient.map((row) => row.visits))).toStrictEqual(new Set([WEEKS + 2]));
    expect(perPatient.every((row) => row.wrong === 0)).toBe(true);
  });

  it('checks in and out the visits already over, some late and a few missed, and none to come', async () => {
    const [figures] = await rows<{
      over: number;
      checked: number;
      missed: number;
      late: number;
      future: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE ends_at < now())::int AS over,
             count(*) FILTER (WHERE ends_at < now() AND checked_out_at IS NOT NULL)::int AS checked,
             count(*) FILTER (WHERE missed_at IS NOT NULL)::int AS missed,
             count(*) FILTER (WHERE checked_in_at > starts_at
                              + make_interval(mins => ${LATE_CHECK_IN_MINUTES}))::int AS late,
             count(*) FILTER (WHERE starts_at > now() AND checked_in_at IS NOT NULL)::int AS future
      FROM shifts`);
    expect(figures?.over).toBe((figures?.checked ?? 0) + (figures?.missed ?? 0));
    expect(figures?.late).toBeGreaterThan(0);
    expect(figures?.missed).toBeGreaterThan(0);
    expect(figures?.future).toBe(0);
  });

  it('starts each visit on the hour of the agencies’ clock', async () => {
    const offHour = await rows<{ id: number }>(sql`
      SELECT id FROM shifts
      WHERE extract(minute FROM starts_at AT TIME ZONE ${CARE_TIME_ZONE}) <> 0`);
    expect(offHour).toStrictEqual([]);
  });
});

describe('the scale notes spread', () => {
  it('gives every patient besides the busiest the asked signed notes', async () => {
    const perPatient = await rows<{ notes: number }>(sql`
      SELECT count(n.id)::int AS notes
      FROM patients p
      LEFT JOIN notes n ON n.patient_id = p.id AND n.parent_id IS NULL AND n.signed_at IS NOT NULL
      GROUP BY p.id ORDER BY p.id`);
    expect(perPatient.map((row) => row.notes)).toStrictEqual([6, ...Array<number>(13).fill(2)]);
  });
});
