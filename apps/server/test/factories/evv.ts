import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { assessments, careTypes, shifts } from '../../src/db/schema/index.ts';
import { createShift } from './shifts.ts';

type Position = { latitude: number; longitude: number; accuracy: number };

/** Where the demo patient lives, near enough: downtown Toronto. */
export const atHome: Position = { latitude: 43.6532, longitude: -79.3832, accuracy: 12 };

/**
 * An accepted shift with the marks its caregiver recorded, written straight in the database: the
 * check-in window of the visits API allows no visit in the past.
 */
export async function createVisit(
  db: Database,
  assessmentId: number,
  caregiverId: number,
  visit: { startsAt: Date; endsAt: Date; checkInAt?: Date; checkOutAt?: Date },
): Promise<number> {
  const id = await createShift(db, assessmentId, {
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    caregiverId,
    assignment: 'accepted',
  });
  if (visit.checkInAt === undefined) {
    return id;
  }
  await db
    .update(shifts)
    .set({
      checkedInAt: visit.checkInAt,
      checkInLatitude: atHome.latitude,
      checkInLongitude: atHome.longitude,
      checkInAccuracy: atHome.accuracy,
      ...(visit.checkOutAt === undefined
        ? {}
        : {
            checkedOutAt: visit.checkOutAt,
            checkOutLatitude: atHome.latitude,
            checkOutLongitude: atHome.longitude,
            checkOutAccuracy: atHome.accuracy,
          }),
    })
    .where(eq(shifts.id, id));
  return id;
}

/** Gives the assessment the reference care type of this code. */
export async function setCareType(db: Database, assessmentId: number, code: string) {
  const [type] = await db
    .select({ id: careTypes.id })
    .from(careTypes)
    .where(eq(careTypes.code, code));
  if (type === undefined) {
    throw new Error(`no care type ${code}`);
  }
  await db.update(assessments).set({ careTypeId: type.id }).where(eq(assessments.id, assessmentId));
}

/** `hours` before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
