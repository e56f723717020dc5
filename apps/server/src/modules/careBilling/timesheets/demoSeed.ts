import {
  AssessmentStatus,
  addDays,
  CARE_TIME_ZONE,
  careDay,
  payPeriodAfter,
  payPeriodOf,
} from '@hearth/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { caregivers, patients, shifts } from '../../../db/schema/index.ts';
import { demoDay } from '../../../db/seed/demoDay.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { demoBookingContext, insertDemoBooking } from '../../care/assessments/seed.ts';

// The last finished pay period of the demo agency, so its timesheets page shows something to
// approve on a fresh start: evening visits of two hired caregivers, all verified but one visit
// left without a check-out. Only days before the demo week's visits are used, so these never
// meet the visits planned around the seeding hour.

const VISIT_DAYS = 5;
const FROM = '18:00';
const TO = '20:30';

/** The instant a wall-clock time of an agency day falls on. */
const agencyInstant = (tx: SeedTransaction, day: string, time: string) =>
  tx
    .execute<{ at: string | Date }>(
      sql`SELECT (${`${day} ${time}`}::timestamp AT TIME ZONE ${CARE_TIME_ZONE}) AS at`,
    )
    .then((result) => new Date(result.rows[0]?.at ?? Number.NaN));

async function demoWorld(tx: SeedTransaction, agencyId: number) {
  const hired = await tx
    .select({ id: caregivers.id })
    .from(caregivers)
    .where(and(eq(caregivers.agencyId, agencyId), eq(caregivers.status, 'hired')))
    .orderBy(asc(caregivers.id))
    .limit(2);
  const [patient] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.agencyId, agencyId), eq(patients.status, 'active')))
    .orderBy(asc(patients.id))
    .limit(1);
  return { hired, patient };
}

export const demoTimesheetsSeeder: Seeder = {
  name: 'careBilling.demo-timesheets',
  async run(tx) {
    const context = await demoBookingContext(tx);
    const world = context && (await demoWorld(tx, context.agencyId));
    if (context === undefined || world?.patient === undefined || world.hired.length === 0) {
      return;
    }
    const now = await seedingMoment(tx);
    const period = payPeriodAfter(payPeriodOf(careDay(now)), -1);
    const lastDay = [period.end, demoDay(now).from].sort()[0] ?? period.end;
    const days = Array.from({ length: VISIT_DAYS }, (_, n) => addDays(period.start, n)).filter(
      (day) => day < lastDay,
    );
    const assessmentId = await insertDemoBooking(
      tx,
      context,
      {
        patientId: world.patient.id,
        services: ['companionship'],
        startDate: period.start,
        endDate: addDays(period.end, -1),
        rateCents: 3600,
        rateUnit: 'hour',
        billingFrequency: 'biWeekly',
        schedule: [],
      },
      [
        { to: AssessmentStatus.scheduled },
        { to: AssessmentStatus.approved, reason: 'Plan of care signed by the family.' },
        { to: AssessmentStatus.active },
      ],
    );
    for (const [index, caregiver] of world.hired.entries()) {
      for (const [n, day] of days.entries()) {
        const startsAt = await agencyInstant(tx, day, index === 0 ? FROM : '07:00');
        const endsAt = await agencyInstant(tx, day, index === 0 ? TO : '09:30');
        // The second caregiver's last visit was never checked out: an exception to resolve.
        const checkedOut = !(index === 1 && n === days.length - 1);
        await tx.insert(shifts).values({
          assessmentId,
          agencyId: context.agencyId,
          patientId: world.patient.id,
          startsAt,
          endsAt,
          caregiverId: caregiver.id,
          assignment: 'accepted',
          checkedInAt: new Date(startsAt.getTime() + (n % 3) * 60_000),
          checkInLatitude: 43.6532,
          checkInLongitude: -79.3832,
          checkInAccuracy: 10,
          ...(checkedOut
            ? {
                checkedOutAt: new Date(endsAt.getTime() - (n % 4) * 60_000),
                checkOutLatitude: 43.6532,
                checkOutLongitude: -79.3832,
                checkOutAccuracy: 10,
              }
            : {}),
        });
      }
    }
  },
};
