import { Role } from '@hearth/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../../../test/browserClient.ts';
import { demoPassword, useTestDatabase } from '../../../../test/harness.ts';
import { startTestServer } from '../../../../test/server.ts';
import {
  patientAllergies,
  patientContacts,
  patientDiagnoses,
  patients,
  users,
} from '../../../db/schema/index.ts';

const database = useTestDatabase({ seed: 'demo' });

describe('demo patients', () => {
  it('are about a hundred, each with an emergency contact, spread over the agencies', async () => {
    const n = (await database.db.select({ n: count() }).from(patients))[0]?.n ?? 0;
    // About a hundred spread over the organisations, and the few the day program's demo adds.
    expect(n).toBeGreaterThanOrEqual(95);
    expect(n).toBeLessThanOrEqual(110);
    const withoutEmergency = await database.db.execute(
      sql`SELECT p.id FROM patients p WHERE NOT EXISTS (SELECT 1 FROM patient_contacts c WHERE c.patient_id = p.id AND c.emergency)`,
    );
    expect(withoutEmergency.rowCount).toBe(0);
    const agencies = await database.db.selectDistinct({ id: patients.agencyId }).from(patients);
    const agencyCount = await database.db.execute(sql`SELECT count(*)::int AS n FROM agencies`);
    expect(agencies.length).toBe((agencyCount.rows[0] as { n: number }).n);
  });

  it('have diagnoses with one primary, allergies and consent recorded with its date', async () => {
    const primaries = await database.db
      .select({ n: count() })
      .from(patientDiagnoses)
      .where(eq(patientDiagnoses.primary, true));
    expect(primaries[0]?.n).toBeGreaterThan(50);
    expect((await database.db.select({ n: count() }).from(patientAllergies))[0]?.n).toBeGreaterThan(
      20,
    );
    const consents = await database.db
      .select({ at: patientContacts.consentRecordedAt })
      .from(patientContacts)
      .where(eq(patientContacts.consentToShare, true));
    expect(consents.length).toBeGreaterThan(30);
    expect(consents.every((row) => row.at !== null)).toBe(true);
  });

  it('put the demo caregiver on the care team of a few active patients, which they can open', async () => {
    const server = await startTestServer({ db: database.db });
    try {
      const client = await signedInClient(server, 'caregiver@demo.hearth.test', demoPassword);
      const response = await client.request('/api/patients?perPage=100');
      const { data } = (await response.json()) as { data: { id: number; status: string }[] };
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data.filter((patient) => patient.status === 'active').length).toBeGreaterThanOrEqual(
        3,
      );
      const [caregiver] = await database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, 'caregiver@demo.hearth.test'));
      expect(caregiver?.role).toBe(Role.caregiver);
      expect((await client.request(`/api/patients/${data[0]?.id}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
