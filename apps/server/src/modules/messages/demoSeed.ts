import { and, asc, eq } from 'drizzle-orm';
import { patientContacts, patientMessages, patients, users } from '../../db/schema/index.ts';
import { seedingMoment } from '../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';

const DEMO_FAMILY_EMAIL = 'user@demo.hearth.test';
const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const HOUR_MS = 3_600_000;

// Written by the family and the Toronto agency's office, so in their English, as the demo's other
// words people wrote (notes, tasks) are (docs/decisions.md, demo content).
const thread = [
  {
    fromFamily: true,
    hoursAgo: 26,
    body: 'Hello, Dad mentioned his knee was sore after the walk on Tuesday. Could the caregiver keep an eye on it?',
  },
  {
    fromFamily: false,
    hoursAgo: 25,
    body: 'Thank you for letting us know. We have added it to his care plan; the caregiver will note how it is at each visit.',
  },
  {
    fromFamily: true,
    hoursAgo: 3,
    body: 'He has a doctor’s appointment next Friday at 10:00. Could the morning visit start a little earlier?',
  },
] as const;

async function userId(tx: SeedTransaction, email: string) {
  const [row] = await tx
    .select({ id: users.id, agencyId: users.agencyId, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** The patient the demo family is a contact of; else the agency's first active patient, linked. */
async function familyPatient(
  tx: SeedTransaction,
  family: { id: number; name: string },
  agencyId: number,
): Promise<number | undefined> {
  const [linked] = await tx
    .select({ id: patients.id })
    .from(patientContacts)
    .innerJoin(patients, eq(patients.id, patientContacts.patientId))
    .where(and(eq(patientContacts.userId, family.id), eq(patients.agencyId, agencyId)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (linked !== undefined) {
    return linked.id;
  }
  const [first] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.agencyId, agencyId), eq(patients.status, 'active')))
    .orderBy(asc(patients.id))
    .limit(1);
  if (first !== undefined) {
    await tx.insert(patientContacts).values({
      patientId: first.id,
      name: family.name,
      email: DEMO_FAMILY_EMAIL,
      userId: family.id,
    });
  }
  return first?.id;
}

/** A short thread between the demo family and the demo agency about the family's patient. */
export const demoMessagesSeeder: Seeder = {
  name: 'demo-patient-messages',
  async run(tx) {
    const family = await userId(tx, DEMO_FAMILY_EMAIL);
    const owner = await userId(tx, DEMO_OWNER_EMAIL);
    if (family === undefined || owner?.agencyId == null) {
      return;
    }
    const patientId = await familyPatient(tx, family, owner.agencyId);
    if (patientId === undefined) {
      return;
    }
    const [existing] = await tx
      .select({ id: patientMessages.id })
      .from(patientMessages)
      .where(eq(patientMessages.patientId, patientId))
      .limit(1);
    if (existing !== undefined) {
      return;
    }
    const now = (await seedingMoment(tx)).getTime();
    await tx.insert(patientMessages).values(
      thread.map((message) => ({
        patientId,
        authorId: message.fromFamily ? family.id : owner.id,
        fromFamily: message.fromFamily,
        body: message.body,
        createdAt: new Date(now - message.hoursAgo * HOUR_MS),
      })),
    );
  },
};
