import {
  type AssessmentCreateInput,
  AssessmentStatus,
  ineligibilityReasons,
  type ListingService,
  type ScheduleSlot,
  type ShiftPosition,
  type VisitReasonCode,
  type WeekDay,
} from '@hearth/domain';
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import { caregivers, patientCareTeam, patients, shifts, users } from '../../../db/schema/index.ts';
import {
  addDays,
  careDate,
  type DemoDay,
  demoDay,
  type Hours,
  weekDayOf,
} from '../../../db/seed/demoDay.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import {
  type DemoBookingContext,
  demoBookingContext,
  insertDemoBooking,
  type Step,
} from '../assessments/seed.ts';
import { seedVisitCapture, seedVisitExceptions } from '../verification/seed.ts';
import { factsOf } from './planService.ts';
import { createShiftWriteRepo, type ShiftWriteRepo } from './shiftWriteRepo.ts';

const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
const MINUTE = 60_000;
/** About 2 km north of a home: far outside any visit's fence. */
const OUT_OF_FENCE_LATITUDE = 0.018;

type Home = { id: number; latitude: number; longitude: number };
type PlannedShift = { id: number; agencyId: number; startsAt: Date; endsAt: Date };

const toActive: Step[] = [
  { to: AssessmentStatus.scheduled },
  { to: AssessmentStatus.approved, reason: 'Plan of care signed by the family.' },
  { to: AssessmentStatus.active },
];

/** The same hours on each of these weekdays. */
const slots = (days: readonly WeekDay[], hours: Hours): ScheduleSlot[] =>
  days.map((weekDay) => ({ weekDay, ...hours }));

const weekDaysAround = (day: DemoDay, offsets: readonly number[]) =>
  offsets.map((offset) => weekDayOf(addDays(day.today, offset)));

/** The demo caregiver's two bookings and a new one of another patient still being staffed. */
function bookings(day: DemoDay, home: readonly Home[], other: { id: number } | undefined) {
  const [morning, afternoon] = home;
  const booking = (
    patientId: number,
    services: ListingService[],
    startDate: string,
    schedule: ScheduleSlot[],
  ): AssessmentCreateInput & { services: ListingService[] } => ({
    patientId,
    services,
    startDate,
    rateCents: 3600,
    rateUnit: 'hour',
    billingFrequency: 'biWeekly',
    schedule,
  });
  const morningVisits =
    morning &&
    booking(morning.id, ['companionship', 'medication-reminders'], day.from, [
      ...slots(weekDaysAround(day, [1, 2, 3, 4, 5, 6]), { start: '09:00', end: '11:00' }),
      ...slots([day.weekDay], day.underWay),
    ]);
  const afternoonVisits =
    afternoon &&
    booking(afternoon.id, ['companionship'], day.from, [
      ...slots(weekDaysAround(day, [-3, -1, 2]), { start: '15:00', end: '17:00' }),
      ...(day.later === null ? [] : slots([day.weekDay], day.later)),
    ]);
  const tomorrow = addDays(day.today, 1);
  const newVisits =
    other &&
    booking(
      other.id,
      ['companionship', 'meal-preparation'],
      tomorrow,
      slots(weekDaysAround(day, [1, 3, 5]), { start: '10:00', end: '12:00' }),
    );
  return { morningVisits, afternoonVisits, newVisits };
}

async function loadWorld(tx: SeedTransaction, context: DemoBookingContext) {
  const [caregiver] = await tx
    .select({ id: caregivers.id, userId: users.id })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .where(and(eq(users.email, DEMO_CAREGIVER_EMAIL), eq(caregivers.agencyId, context.agencyId)));
  if (caregiver === undefined) {
    return undefined;
  }
  const team = tx
    .select({ id: patientCareTeam.patientId })
    .from(patientCareTeam)
    .where(eq(patientCareTeam.userId, caregiver.userId));
  const active = and(eq(patients.agencyId, context.agencyId), eq(patients.status, 'active'));
  const homes = await tx
    .select({ id: patients.id, latitude: patients.latitude, longitude: patients.longitude })
    .from(patients)
    .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patients.id))
    .where(
      and(
        active,
        eq(patientCareTeam.userId, caregiver.userId),
        isNotNull(patients.latitude),
        isNotNull(patients.longitude),
      ),
    )
    .orderBy(asc(patients.id))
    .limit(2);
  const [other] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(active, notInArray(patients.id, team)))
    .orderBy(asc(patients.id))
    .limit(1);
  return {
    caregiver,
    homes: homes.flatMap((row) =>
      row.latitude === null || row.longitude === null
        ? []
        : [{ id: row.id, latitude: row.latitude, longitude: row.longitude }],
    ),
    other,
  };
}

async function shiftsOf(tx: SeedTransaction, assessmentId: number): Promise<PlannedShift[]> {
  return tx
    .select({
      id: shifts.id,
      agencyId: shifts.agencyId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
    })
    .from(shifts)
    .where(eq(shifts.assessmentId, assessmentId))
    .orderBy(asc(shifts.startsAt));
}

/** The same checks as assigning through the API: eligible for the services, and free then. */
async function eligibleIds(
  tx: SeedTransaction,
  repo: ShiftWriteRepo,
  shift: PlannedShift,
  services: readonly ListingService[],
): Promise<number[]> {
  const facts = await repo.caregiverFacts(tx, shift);
  return facts
    .filter((row) => ineligibilityReasons(factsOf(row), services).length === 0)
    .map((row) => row.id);
}

/** Somewhere on the home's lot, as a phone's fix there reads: a few metres off, varying. */
const atHome = (home: Home, n: number): ShiftPosition => ({
  latitude: home.latitude + ((n % 3) - 1) * 0.00006,
  longitude: home.longitude + ((n % 2) * 2 - 1) * 0.00005,
  accuracy: 8 + (n % 4) * 4,
});

/**
 * Each visit of a booking of the demo caregiver in the state the hour of seeding gives it: those
 * over were checked in and out at the home, today's first is under way, the rest are to come. The
 * booking that `hasExceptions` differs on two days: yesterday's visit was checked in about 2 km
 * from the home (the client was staying with family, the caregiver said), which opens its
 * out-of-fence exception, and the one the day before was never checked in (the missed-visit job
 * marks it). Every mark is kept with its capture and verdicts, as the phone's would be.
 */
async function recordVisits(
  tx: SeedTransaction,
  repo: ShiftWriteRepo,
  visits: { home: Home; planned: readonly PlannedShift[]; hasExceptions: boolean },
  caregiverUserId: number,
  day: DemoDay,
  now: Date,
) {
  const { home, planned, hasExceptions } = visits;
  const capture = (
    shift: PlannedShift,
    phase: 'check_in' | 'check_out',
    at: Date,
    position: ShiftPosition,
    reasonCode: VisitReasonCode | null,
  ) =>
    seedVisitCapture(
      tx,
      { ...shift, patientId: home.id },
      phase,
      { at, ...position },
      { userId: caregiverUserId, reasonCode },
    );
  for (const [n, shift] of planned.entries()) {
    const date = careDate(shift.startsAt);
    const missed = hasExceptions && date === addDays(day.today, -2);
    if (shift.startsAt > now || missed) {
      continue;
    }
    const checkedInAt = new Date(
      Math.min(shift.startsAt.getTime() + (2 + (n % 5)) * MINUTE, now.getTime()),
    );
    const away = hasExceptions && date === addDays(day.today, -1);
    const position = atHome(home, n);
    const checkedInFrom = away
      ? { ...position, latitude: position.latitude + OUT_OF_FENCE_LATITUDE }
      : position;
    await repo.checkIn(tx, shift.id, checkedInAt, checkedInFrom);
    await capture(shift, 'check_in', checkedInAt, checkedInFrom, away ? 'other_address' : null);
    if (shift.endsAt <= now) {
      const checkedOutAt = new Date(shift.endsAt.getTime() - (n % 4) * MINUTE);
      const checkedOutFrom = atHome(home, n + 1);
      await repo.checkOut(tx, shift.id, checkedOutAt, checkedOutFrom);
      await capture(shift, 'check_out', checkedOutAt, checkedOutFrom, null);
    }
  }
}

/** Assigns each shift to the caregiver, accepted, as the caregiver's own answer leaves it. */
async function acceptAll(
  tx: SeedTransaction,
  repo: ShiftWriteRepo,
  caregiverId: number,
  planned: readonly PlannedShift[],
  services: readonly ListingService[],
) {
  for (const shift of planned) {
    if (!(await eligibleIds(tx, repo, shift, services)).includes(caregiverId)) {
      throw new Error(`the demo caregiver cannot take demo shift ${shift.id}`);
    }
    await repo.setAssignment(tx, shift.id, caregiverId, 'accepted');
  }
}

/** Every other shift offered to the first caregiver free and able to take it; the rest open. */
async function offerSome(
  tx: SeedTransaction,
  repo: ShiftWriteRepo,
  planned: readonly PlannedShift[],
  services: readonly ListingService[],
  exceptId: number,
) {
  for (const [n, shift] of planned.entries()) {
    const [first] = (await eligibleIds(tx, repo, shift, services)).filter((id) => id !== exceptId);
    if (n % 2 === 0 && first !== undefined) {
      await repo.setAssignment(tx, shift.id, first, 'offered');
    }
  }
}

/**
 * This week's visits of the demo agency, planned from the moment the demo is seeded (in the care
 * time zone): the demo caregiver's two bookings, with today one visit under way and one to come,
 * earlier visits done, one missed and one checked in away from the home; and a new booking from
 * tomorrow whose visits are offered to other caregivers or still open.
 */
export const demoVisitsSeeder: Seeder = {
  name: 'care.demo-visits',
  async run(tx) {
    const context = await demoBookingContext(tx);
    const world = context && (await loadWorld(tx, context));
    if (context === undefined || world === undefined) {
      return;
    }
    const now = await seedingMoment(tx);
    const day = demoDay(now);
    const repo = createShiftWriteRepo(tx);
    const planned = bookings(day, world.homes, world.other);
    const own = [
      { home: world.homes[0], input: planned.morningVisits, hasExceptions: true },
      { home: world.homes[1], input: planned.afternoonVisits, hasExceptions: false },
    ];
    for (const { home, input, hasExceptions } of own) {
      if (home === undefined || input === undefined) {
        continue;
      }
      const id = await insertDemoBooking(tx, context, input, toActive);
      await repo.generate(tx, id, day.from, day.to);
      const visits = await shiftsOf(tx, id);
      await acceptAll(tx, repo, world.caregiver.id, visits, input.services);
      await recordVisits(
        tx,
        repo,
        { home, planned: visits, hasExceptions },
        world.caregiver.userId,
        day,
        now,
      );
    }
    const staffing = planned.newVisits;
    if (staffing !== undefined) {
      const id = await insertDemoBooking(tx, context, staffing, toActive.slice(0, 2));
      await repo.generate(tx, id, addDays(day.today, 1), day.to);
      const visits = await shiftsOf(tx, id);
      await offerSome(tx, repo, visits, staffing.services, world.caregiver.id);
    }
    // As the missed-visit job does every five minutes: the visit nobody checked in to is missed,
    // and waits in the office's exceptions queue.
    const missed = await repo.markMissed(tx, [context.agencyId]);
    await seedVisitExceptions(tx, missed, { kind: 'missed', phase: 'visit', reasonCode: null });
  },
};
