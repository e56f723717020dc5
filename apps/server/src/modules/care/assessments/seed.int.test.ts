import { AssessmentStatus, assessmentMoveExists } from '@hearth/domain';
import { asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/harness.ts';
import { assessmentStatusChanges, assessments, users } from '../../../db/schema/index.ts';

const database = useTestDatabase({ seed: 'demo' });

describe('demo assessments', () => {
  it("are the demo agency's, in several statuses", async () => {
    const [owner] = await database.db
      .select({ agencyId: users.agencyId })
      .from(users)
      .where(eq(users.email, 'agency@demo.hearth.test'));
    const rows = await database.db.select().from(assessments).orderBy(asc(assessments.id));
    const demo = rows.filter((row) => row.agencyId === owner?.agencyId);
    expect(new Set(demo.map((row) => row.status))).toStrictEqual(
      new Set([
        AssessmentStatus.pending,
        AssessmentStatus.scheduled,
        AssessmentStatus.approved,
        // The demo caregiver's bookings, whose visits fill this week (care/shifts/seed.ts).
        AssessmentStatus.active,
        AssessmentStatus.cancelled,
      ]),
    );
  });

  it("mostly bill the patient's payer, some privately, splits 80/20", async () => {
    const rows = await database.db
      .select({ billTo: assessments.billTo, share: assessments.payerShareBasisPoints })
      .from(assessments)
      .innerJoin(users, eq(users.agencyId, assessments.agencyId))
      .where(eq(users.email, 'agency@demo.hearth.test'));
    const count = (billTo: string) => rows.filter((row) => row.billTo === billTo).length;
    expect(count('payer')).toBeGreaterThan(count('private') + count('split'));
    // This seeder's split booking, and care billing's demo booking for the same family (80/20).
    const splitShares = rows.filter((row) => row.billTo === 'split').map((row) => row.share);
    expect(splitShares.length).toBeGreaterThanOrEqual(1);
    expect(new Set(splitShares)).toStrictEqual(new Set([8000]));
    expect(count('private')).toBeGreaterThanOrEqual(1);
  });

  it('have histories that follow the status table and end at the status', async () => {
    // Marketplace requests are the care requests' demo data, not these.
    const rows = await database.db
      .select()
      .from(assessments)
      .where(ne(assessments.status, AssessmentStatus.requested));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const history = await database.db
        .select()
        .from(assessmentStatusChanges)
        .where(eq(assessmentStatusChanges.assessmentId, row.id))
        .orderBy(asc(assessmentStatusChanges.id));
      expect(history[0]?.fromStatus).toBeNull();
      for (const change of history.slice(1)) {
        const from = change.fromStatus as AssessmentStatus;
        expect(assessmentMoveExists(from, change.toStatus as AssessmentStatus)).toBe(true);
      }
      expect(history.at(-1)?.toStatus).toBe(row.status);
    }
  });
});
