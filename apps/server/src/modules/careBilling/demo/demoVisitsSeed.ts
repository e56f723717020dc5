import {
  AssessmentStatus,
  addDays,
  CARE_TIME_ZONE,
  type ScheduleSlot,
  type WeekDay,
} from '@hearth/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  assessments,
  caregivers,
  patientContacts,
  patients,
  shifts,
  users,
} from '../../../db/schema/index.ts';
import { weekDayOf } from '../../../db/seed/demoDay.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';
import type { DemoBookingContext } from '../../care/assessments/seed.ts';
import { insertDemoBooking } from '../../care/assessments/seed.ts';

// The demo agency's care over two whole months, as its caregivers recorded it: three ongoing
// bookings billed three ways (the family's split one, one billed to a payer, one private), their
// visits checked in and out at the booked hours, and one visit never checked out.

const DEMO_FAMILY_EMAIL = 'user@demo.hearth.test';
/** The demo caregiver's own pages show this week's visits; the months are other caregivers'. */
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
/** The two hired caregivers the timesheets demo uses, left to it. */
const TIMESHEET_CAREGIVERS = 2;
const PAYER_BOOKINGS = 3;

export type DemoBooking = { id: number; patientId: number; payerId: number | null };

export type DemoCare = {
  split: DemoBooking;
  payer: DemoBooking[];
  private: DemoBooking;
  /** The family's visit on the first day of last month, checked in and never out. */
  unfinishedVisitId: number;
  /** The private client's last visit of the month before, whose check-out arrives late. */
  lateVisitId: number;
};

type Slot = { weekDays: readonly WeekDay[]; start: string; end: string };

const SPLIT_SLOT: Slot = { weekDays: [1, 3, 5], start: '08:00', end: '11:00' };
const PAYER_SLOT: Slot = { weekDays: [2, 4], start: '13:00', end: '16:00' };
const PRIVATE_SLOT: Slot = { weekDays: [6], start: '10:00', end: '12:00' };

const slotsOf = (slot: Slot): ScheduleSlot[] =>
  slot.weekDays.map((weekDay) => ({ weekDay, start: slot.start, end: slot.end }));

/** The patient whose care the family user follows: the one the demo's split booking is for. */
async function familyPatient(tx: SeedTransaction, agencyId: number) {
  const [row] = await tx
    .select({ patientId: assessments.patientId, payerId: patients.payerId })
    .from(assessments)
    .innerJoin(patients, eq(patients.id, assessments.patientId))
    .where(and(eq(assessments.agencyId, agencyId), eq(assessments.billTo, 'split')))
    .orderBy(asc(assessments.id))
    .limit(1);
  return row?.patientId == null || row.payerId === null
    ? undefined
    : { id: row.patientId, payerId: row.payerId };
}

/** The demo family user becomes a contact of the patient, with their own account. */
async function linkFamily(tx: SeedTransaction, patientId: number): Promise<void> {
  const [family] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_FAMILY_EMAIL));
  if (family !== undefined) {
    await tx
      .insert(patientContacts)
      .values({ patientId, name: family.name, email: family.email, userId: family.id });
  }
}

/**
 * Other patients of the agency: those with a payer first, so each payer booking has one, in an
 * order that puts different payers next to each other (the partly paid and the overdue invoice
 * then go to different payers).
 */
async function otherPatients(tx: SeedTransaction, agencyId: number, except: number) {
  const rows = await tx
    .select({ id: patients.id, payerId: patients.payerId })
    .from(patients)
    .where(
      and(eq(patients.agencyId, agencyId), eq(patients.status, 'active'), ne(patients.id, except)),
    )
    .orderBy(asc(patients.id));
  const withPayer = rows.filter((row) => row.payerId !== null);
  const chosen: typeof rows = [];
  for (const row of withPayer) {
    if (chosen.length < PAYER_BOOKINGS && chosen.at(-1)?.payerId !== row.payerId) {
      chosen.push(row);
    }
  }
  for (const row of withPayer) {
    if (chosen.length < PAYER_BOOKINGS && !chosen.includes(row)) {
      chosen.push(row);
    }
  }
  const privately = rows.find((row) => !chosen.includes(row));
  return { payer: chosen, privately };
}

/** Hired caregivers of the agency that the demo's other pages do not count on. */
async function monthsCaregivers(tx: SeedTransaction, agencyId: number): Promise<number[]> {
  const demoCaregiver = tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CAREGIVER_EMAIL));
  const rows = await tx
    .select({ id: caregivers.id, userId: caregivers.userId })
    .from(caregivers)
    .where(and(eq(caregivers.agencyId, agencyId), eq(caregivers.status, 'hired')))
    .orderBy(asc(caregivers.id));
  const [demo] = await demoCaregiver;
  const others = rows.filter((row) => row.userId === null || row.userId !== demo?.id);
  const free = others.slice(TIMESHEET_CAREGIVERS);
  return (free.length > 0 ? free : others).map((row) => row.id);
}

/** The instants of wall-clock times of agency days (`YYYY-MM-DD HH:MM`), in one query. */
export async function agencyInstants(
  tx: SeedTransaction,
  times: readonly string[],
): Promise<Date[]> {
  if (times.length === 0) {
    return [];
  }
  const result = await tx.execute<{ at: string | Date }>(
    sql`SELECT (local::timestamp AT TIME ZONE ${CARE_TIME_ZONE}) AS at
        FROM unnest(${sql.param(times)}::text[])
        WITH ORDINALITY AS planned(local, n) ORDER BY n`,
  );
  return result.rows.map((row) => new Date(row.at));
}

type PlannedVisit = { assessmentId: number; patientId: number; day: string; slot: Slot };

const MINUTE = 60_000;
/** Where a phone places a caregiver at a home whose pin is missing: downtown Toronto. */
const UNPINNED_HOME = { latitude: 43.6532, longitude: -79.3832 };
/** A phone's usual accuracy indoors, in metres. */
const ACCURACY_METRES = 12;

type Place = { latitude: number; longitude: number };

/** Each patient's home, where their visits are checked in and out. */
async function homesOf(tx: SeedTransaction, patientIds: readonly number[]) {
  const rows = await tx
    .select({ id: patients.id, latitude: patients.latitude, longitude: patients.longitude })
    .from(patients)
    .where(inArray(patients.id, [...patientIds]));
  return new Map<number, Place>(
    rows.map((row) => [
      row.id,
      row.latitude === null || row.longitude === null
        ? UNPINNED_HOME
        : { latitude: row.latitude, longitude: row.longitude },
    ]),
  );
}

/**
 * Writes the visits, each checked in a minute or two after its start and out a few minutes
 * before its end (as real visits go), by the caregivers in turn; those named are left open.
 */
async function insertVisits(
  tx: SeedTransaction,
  agencyId: number,
  planned: readonly PlannedVisit[],
  caregiverIds: readonly number[],
  open: readonly PlannedVisit[],
): Promise<number[]> {
  const instants = await agencyInstants(
    tx,
    planned.flatMap((visit) => [
      `${visit.day} ${visit.slot.start}`,
      `${visit.day} ${visit.slot.end}`,
    ]),
  );
  const homes = await homesOf(tx, [...new Set(planned.map((visit) => visit.patientId))]);
  const rows = planned.map((visit, n) => {
    const home = homes.get(visit.patientId) ?? UNPINNED_HOME;
    const startsAt = instants[2 * n] ?? new Date(Number.NaN);
    const endsAt = instants[2 * n + 1] ?? new Date(Number.NaN);
    const checkedOut = !open.includes(visit);
    return {
      assessmentId: visit.assessmentId,
      agencyId,
      patientId: visit.patientId,
      startsAt,
      endsAt,
      caregiverId: caregiverIds[visit.assessmentId % caregiverIds.length] ?? null,
      assignment: 'accepted',
      checkedInAt: new Date(startsAt.getTime() + (n % 3) * MINUTE),
      checkInLatitude: home.latitude,
      checkInLongitude: home.longitude,
      checkInAccuracy: ACCURACY_METRES,
      ...(checkedOut
        ? {
            checkedOutAt: new Date(endsAt.getTime() - (n % 4) * MINUTE),
            checkOutLatitude: home.latitude,
            checkOutLongitude: home.longitude,
            checkOutAccuracy: ACCURACY_METRES,
          }
        : {}),
    };
  });
  const written = await tx.insert(shifts).values(rows).returning({ id: shifts.id });
  return open.map((visit) => written[planned.indexOf(visit)]?.id ?? 0);
}

/**
 * The check-out of a visit arrives late (the caregiver's phone was offline): recorded a few
 * minutes before its planned end, where its check-in was (the client's home).
 */
export async function checkOutLate(tx: SeedTransaction, shiftId: number): Promise<void> {
  await tx
    .update(shifts)
    .set({
      checkedOutAt: sql`${shifts.endsAt} - interval '2 minutes'`,
      checkOutLatitude: sql`${shifts.checkInLatitude}`,
      checkOutLongitude: sql`${shifts.checkInLongitude}`,
      checkOutAccuracy: ACCURACY_METRES,
    })
    .where(eq(shifts.id, shiftId));
}

/** Every day from `from` up to (not including) `to`. */
const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
};

/**
 * The bookings and visits of the two months [from, to), `lastMonth` being the later one; none
 * when the demo agency has too few patients for them.
 */
export async function seedDemoCare(
  tx: SeedTransaction,
  context: DemoBookingContext,
  months: { from: string; lastMonth: string; to: string },
): Promise<DemoCare | undefined> {
  const family = await familyPatient(tx, context.agencyId);
  if (family === undefined) {
    return undefined;
  }
  await linkFamily(tx, family.id);
  const others = await otherPatients(tx, context.agencyId, family.id);
  const caregiverIds = await monthsCaregivers(tx, context.agencyId);
  if (others.payer.length < PAYER_BOOKINGS || others.privately === undefined) {
    return undefined;
  }
  const toActive = [
    { to: AssessmentStatus.scheduled },
    { to: AssessmentStatus.approved, reason: 'Plan of care signed by the family.' },
    { to: AssessmentStatus.active },
  ];
  const book = async (
    patient: { id: number; payerId: number | null },
    slot: Slot,
    rateCents: number,
    billing: 'split' | 'patientPayer' | 'private',
  ): Promise<DemoBooking & { slot: Slot }> => {
    const id = await insertDemoBooking(
      tx,
      context,
      {
        patientId: patient.id,
        services: ['personal-care', 'companionship'],
        startDate: months.from,
        rateCents,
        rateUnit: 'hour',
        billingFrequency: 'monthEnd',
        schedule: slotsOf(slot),
      },
      toActive,
      billing,
    );
    return { id, patientId: patient.id, payerId: patient.payerId, slot };
  };
  const split = await book(family, SPLIT_SLOT, 3400, 'split');
  const payer = [];
  for (const patient of others.payer) {
    payer.push(await book(patient, PAYER_SLOT, 3600, 'patientPayer'));
  }
  const privately = await book(others.privately, PRIVATE_SLOT, 3200, 'private');

  const days = daysBetween(months.from, months.to);
  const planned: PlannedVisit[] = [];
  for (const booking of [split, ...payer, privately]) {
    for (const day of days) {
      // The family's booking also had a visit on the first of last month, whatever its weekday.
      const extra = booking === split && day === months.lastMonth;
      if (booking.slot.weekDays.includes(weekDayOf(day)) || extra) {
        planned.push({
          assessmentId: booking.id,
          patientId: booking.patientId,
          day,
          slot: booking.slot,
        });
      }
    }
  }
  const unfinished = planned.find(
    (visit) => visit.assessmentId === split.id && visit.day === months.lastMonth,
  );
  const late = planned.findLast(
    (visit) => visit.assessmentId === privately.id && visit.day < months.lastMonth,
  );
  if (unfinished === undefined || late === undefined || caregiverIds.length === 0) {
    return undefined;
  }
  const [unfinishedVisitId = 0, lateVisitId = 0] = await insertVisits(
    tx,
    context.agencyId,
    planned,
    caregiverIds,
    [unfinished, late],
  );
  return { split, payer, private: privately, unfinishedVisitId, lateVisitId };
}
