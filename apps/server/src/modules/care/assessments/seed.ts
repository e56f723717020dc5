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

type Step = { to: AssessmentStatus; reason?: string };

/** Each booking's path from pending, along moves the status table allows. */
const demoBookings: { input: Partial<AssessmentCreateInput>; path: Step[] }[] = [
  {
    input: { notes: 'Morning routine; daughter visits on weekends.' },
    path: [],
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

const baseInput = (patientId: number, careTypeId: number | null): AssessmentCreateInput => ({
  patientId,
  careTypeId,
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

async function loadWorld(tx: SeedTransaction) {
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
  return { owner, careTypeId: careType?.id ?? null };
}

/** A few bookings of the demo agency's first patients, one in each status reachable today. */
export const demoAssessmentsSeeder: Seeder = {
  name: 'demo-assessments',
  async run(tx) {
    const { owner, careTypeId } = await loadWorld(tx);
    if (owner?.agencyId == null) {
      return;
    }
    const agencyId = owner.agencyId;
    const patientRows = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.agencyId, agencyId))
      .orderBy(asc(patients.id))
      .limit(demoBookings.length);
    for (const [index, patient] of patientRows.entries()) {
      const booking = demoBookings[index];
      if (booking === undefined) {
        break;
      }
      const input: AssessmentCreate = assessmentCreateSchema.parse({
        ...baseInput(patient.id, careTypeId),
        ...booking.input,
      });
      const steps: Step[] = [{ to: AssessmentStatus.pending }, ...booking.path];
      const status = steps.at(-1)?.to ?? AssessmentStatus.pending;
      const id = await insertAssessment(tx, { ...input, agencyId, status });
      let from: AssessmentStatus | null = null;
      for (const step of steps) {
        await appendStatusChange(tx, {
          assessmentId: id,
          from,
          to: step.to,
          changedBy: owner.id,
          reason: step.reason ?? null,
        });
        from = step.to;
      }
    }
  },
};
