import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/harness.ts';
import { patientCareTeam, patientMedications, users } from '../../../db/schema/index.ts';

const database = useTestDatabase({ seed: 'demo' });

describe('demo medications', () => {
  it("belong to a patient on the demo caregiver's care team, scheduled and as needed", async () => {
    const rows = await database.db
      .select({ prn: patientMedications.prn, email: users.email })
      .from(patientMedications)
      .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patientMedications.patientId))
      .innerJoin(users, eq(users.id, patientCareTeam.userId));
    const caregivers = rows.filter((row) => row.email === 'caregiver@demo.hearth.test');
    expect(new Set(caregivers.map((row) => row.prn))).toStrictEqual(new Set([true, false]));
  });
});
