import {
  type AssessmentCreate,
  type AssessmentCreateInput,
  AssessmentStatus,
  assessmentCreateSchema,
} from '@hearth/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { careTypes, patients, users } from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { appendStatusChange, insertAssessment } from './assessmentWriteRepo.ts';

const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';

export type Step = { to: AssessmentStatus; reason?: string };

/** Who a demo booking bills: the patient's payer unless it says otherwise. */
type DemoBilling = 'patientPayer' | 'private' | 'split';

/** Each booking's path from pending, along moves the status table allows. */
const demoBookings: {
  input: Partial<AssessmentCreateInput>;
  path: Step[];
  billing?: DemoBilling;
}[] = [
  {
    input: { notes: 'Morning routine; daughter visits on weekends.' },
    path: [],
    billing: 'split',
  },
  {
    input: {
      startDate: null,
      schedule: [],
      rateCents: null,
      rateUnit: null,
      billingFrequency: null,
    },
    path: [],
    billing: 'private',
  },
  {
    input: {
      services: ['nursing', 'medication-reminders'],
      rateCents: 5400,
      billingFrequency: 'monthEnd',
    },
    path: [{ to: AssessmentStatus.scheduled }],
  },
  {
    input: { rateUnit: 'visit', rateCents: 6500, billingFrequency: 'weekly' },
    path: [
      { to: AssessmentStatus.scheduled },
      { to: AssessmentStatus.approved, reason: 'Rate agreed with the family by phone.' },
    ],
  },
  {
    input: { services: ['companionship'] },
    path: [{ to: AssessmentStatus.cancelled, reason: 'The family chose a day program instead.' }],
  },
];

/** The payer's share of the demo split: 80 %, the family paying the other 20 %. */
const DEMO_SPLIT_PAYER_SHARE_BASIS_POINTS = 8000;

/** A patient without a payer in the directory can only be billed privately. */
function demoBillTo(payerId: number | null, billing: DemoBilling): Partial<AssessmentCreateInput> {
  if (payerId === null || billing === 'private') {
    return { billTo: 'private' };
  }
  if (billing === 'split') {
    return { billTo: 'split', payerId, payerShareBasisPoints: DEMO_SPLIT_PAYER_SHARE_BASIS_POINTS };
  }
  return { billTo: 'payer', payerId };
}

const baseInput = (patientId: number): AssessmentCreateInput => ({
  patientId,
  services: ['personal-care', 'meal-preparation'],
  startDate: '2026-12-07',
  rateCents: 3400,
  rateUnit: 'hour',
  billingFrequency: 'biWeekly',
  schedule: [
    { weekDay: 1, start: '08:00', end: '11:00' },
    { weekDay: 3, start: '08:00', end: '11:00' },
    { weekDay: 5, start: '17:00', end: '20:00' },
  ],
});

/** The demo agency, its owner (who makes the moves) and the first home-care type. */
export type DemoBookingContext = { agencyId: number; ownerId: number; careTypeId: number | null };

/** What a demo booking is made with; undefined when the demo agency is not there. */
export async function demoBookingContext(
  tx: SeedTransaction,
): Promise<DemoBookingContext | undefined> {
  const [owner] = await tx
    .select({ id: users.id, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.email, DEMO_OWNER_EMAIL));
  const [careType] = await tx
    .select({ id: careTypes.id })
    .from(careTypes)
    .where(and(eq(careTypes.product, 'homecare'), isNull(careTypes.retiredAt)))
    .orderBy(asc(careTypes.sortOrder), asc(careTypes.id))
    .limit(1);
  if (owner?.agencyId == null) {
    return undefined;
  }
  return { agencyId: owner.agencyId, ownerId: owner.id, careTypeId: careType?.id ?? null };
}

/**
 * A booking of the demo agency, moved from pending along `path` with each move on record, billed
 * as `billing` says.
 */
export async function insertDemoBooking(
  tx: SeedTransaction,
  context: DemoBookingContext,
  input: AssessmentCreateInput,
  path: readonly Step[],
  billing: DemoBilling = 'patientPayer',
): Promise<number> {
  const [patient] = await tx
    .select({ payerId: patients.payerId })
    .from(patients)
    .where(eq(patients.id, input.patientId));
  const booking: AssessmentCreate = assessmentCreateSchema.parse({
    careTypeId: context.careTypeId,
    ...demoBillTo(patient?.payerId ?? null, billing),
    ...input,
  });
  const steps: Step[] = [{ to: AssessmentStatus.pending }, ...path];
  const status = steps.at(-1)?.to ?? AssessmentStatus.pending;
  const id = await insertAssessment(tx, { ...booking, agencyId: context.agencyId, status });
  let from: AssessmentStatus | null = null;
  for (const step of steps) {
    await appendStatusChange(tx, {
      assessmentId: id,
      from,
      to: step.to,
      changedBy: context.ownerId,
      reason: step.reason ?? null,
    });
    from = step.to;
  }
  return id;
}

/** A few bookings of the demo agency's first patients, one in each status reachable today. */
export const demoAssessmentsSeeder: Seeder = {
  name: 'demo-assessments',
  async run(tx) {
    const context = await demoBookingContext(tx);
    if (context === undefined) {
      return;
    }
    const patientRows = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.agencyId, context.agencyId))
      .orderBy(asc(patients.id))
      .limit(demoBookings.length);
    for (const [index, patient] of patientRows.entries()) {
      const booking = demoBookings[index];
      if (booking === undefined) {
        break;
      }
      await insertDemoBooking(
        tx,
        context,
        { ...baseInput(patient.id), ...booking.input },
        booking.path,
        booking.billing,
      );
    }
  },
};
