import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database.ts';
import { patientCareTeam, patientMedications, users } from '../../../db/schema/index.ts';
import { demoSeeders } from '../../../db/seed/demoSeeders.ts';
import { runSeeders } from '../../../db/seed/runSeeders.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeders(database.db, demoSeeders({ demoPassword: 'demo-password-for-tests' }));
});

afterAll(async () => {
  await database.drop();
});

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
