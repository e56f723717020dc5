import { and, asc, eq, exists } from 'drizzle-orm';
import {
  patientCareTeam,
  patientContacts,
  patients,
  shifts,
  users,
} from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';

const DEMO_FAMILY_EMAIL = 'user@demo.hearth.test';
const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';

async function userOf(tx: SeedTransaction, email: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/**
 * The demo family follows this week's care in "My care": it becomes, with consent recorded by
 * the agency's owner, a contact of the demo caregiver's first client, whose visits this week were
 * checked in and out, one is under way and more are to come, and whose notes include some
 * written for anyone. The family's contact made by the billing demo gets its consent recorded too.
 */
export const demoFamilySeeder: Seeder = {
  name: 'family.demo-links',
  async run(tx) {
    const [family, owner, caregiver] = await Promise.all([
      userOf(tx, DEMO_FAMILY_EMAIL),
      userOf(tx, DEMO_OWNER_EMAIL),
      userOf(tx, DEMO_CAREGIVER_EMAIL),
    ]);
    if (family === undefined || owner === undefined || caregiver === undefined) {
      return;
    }
    const consent = {
      consentToShare: true,
      consentRecordedAt: new Date(),
      consentRecordedBy: owner.id,
    };
    await tx
      .update(patientContacts)
      .set(consent)
      .where(and(eq(patientContacts.userId, family.id), eq(patientContacts.consentToShare, false)));
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patients.id))
      .where(
        and(
          eq(patientCareTeam.userId, caregiver.id),
          exists(
            tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.patientId, patients.id)),
          ),
        ),
      )
      .orderBy(asc(patients.id))
      .limit(1);
    if (patient === undefined) {
      return;
    }
    const [already] = await tx
      .select({ id: patientContacts.id })
      .from(patientContacts)
      .where(and(eq(patientContacts.patientId, patient.id), eq(patientContacts.userId, family.id)));
    if (already !== undefined) {
      return;
    }
    await tx.insert(patientContacts).values({
      patientId: patient.id,
      name: family.name,
      email: family.email,
      userId: family.id,
      ...consent,
    });
  },
};
