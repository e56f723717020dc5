import { type AttendanceDay, careDay, OrganisationKind } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { agencies } from '../../db/schema/index.ts';
import { lastProgramDays } from './demoSeed.ts';

const demo = useSeededDemo();

describe('the demo day program', () => {
  it("has seven participants and its provider's last five program days taken", async () => {
    const [program] = await demo.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.kind, OrganisationKind.adultDayProgram));
    const provider = await demo.signIn('provider@demo.hearth.test');
    for (const date of lastProgramDays(careDay(), 5)) {
      const { data } = await expectBody<{ data: AttendanceDay }>(
        await provider.request(`/api/day-programs/${program?.id}/attendance?date=${date}`),
        200,
      );
      expect(data.programName).toBe('Sunrise Adult Day Program');
      expect(data.rows.length).toBeGreaterThanOrEqual(7);
      expect(data.count).toMatchObject({ absent: 1, unrecorded: 0, overCapacity: false });
      expect(data.count.attended).toBe(data.count.capacity);
      expect(new Set(data.rows.map((row) => row.record?.status))).toEqual(
        new Set(['present', 'absent', 'leftEarly']),
      );
    }
  });
});
