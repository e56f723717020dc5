import { MedicationRoute, type MedicationWriteInput, medicationWriteSchema } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { patientCareTeam, patients, users } from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { insertMedication } from './medicationRepo.ts';

const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
// The demo agency is in Ontario: its doses are due on Toronto's clock.
const DEMO_TIME_ZONE = 'America/Toronto';

/** Started a week before the demo is seeded, so the MAR grid has days to show at once. */
const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

const demoMedications = (startDate: string): MedicationWriteInput[] => [
  {
    name: 'Metoprolol',
    dose: '25 mg tablet',
    route: MedicationRoute.oral,
    times: ['08:00', '20:00'],
    timeZone: DEMO_TIME_ZONE,
    startDate,
    instructions: 'Hold if pulse below 55 or systolic pressure below 100.',
    prescriber: 'Dr. Amara Osei',
  },
  {
    name: 'Donepezil',
    dose: '5 mg tablet',
    route: MedicationRoute.oral,
    times: ['21:00'],
    timeZone: DEMO_TIME_ZONE,
    startDate,
    prescriber: 'Dr. Amara Osei',
  },
  {
    name: 'Acetaminophen',
    dose: '500 mg',
    route: MedicationRoute.oral,
    prn: true,
    timeZone: DEMO_TIME_ZONE,
    startDate,
    instructions: 'For pain; at most 4 doses in 24 hours.',
  },
];

async function userId(tx: SeedTransaction, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** A few medications of the first patient whose care team has the demo caregiver. */
export const demoMedicationsSeeder: Seeder = {
  name: 'demo-medications',
  async run(tx) {
    const ownerId = await userId(tx, DEMO_OWNER_EMAIL);
    const caregiverId = await userId(tx, DEMO_CAREGIVER_EMAIL);
    if (ownerId === undefined || caregiverId === undefined) {
      return;
    }
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patients.id))
      .where(eq(patientCareTeam.userId, caregiverId))
      .orderBy(asc(patients.id))
      .limit(1);
    if (patient === undefined) {
      return;
    }
    for (const input of demoMedications(weekAgo())) {
      await insertMedication(tx, patient.id, medicationWriteSchema.parse(input), ownerId);
    }
  },
};
