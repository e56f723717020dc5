import {
  AssessmentStatus,
  type CareRequestCreateInput,
  type CareRequestKind,
  isoDateFromToday,
} from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { assessmentStatusChanges, assessments, careRequests } from '../../src/db/schema/index.ts';

/** Answers to every required question of the shipped survey (reference data). */
export function surveyAnswers(overrides: Record<string, unknown> = {}) {
  return {
    care_recipient: 'parent',
    age_range: '75_84',
    help_needed: ['bathing_dressing', 'meals'],
    mobility: 'walking_aid',
    schedule: ['mornings', 'weekends'],
    hours_per_week: 12,
    start_date: isoDateFromToday(7),
    ...overrides,
  };
}

/** A valid request for care; `overrides` replace whole fields. */
export function careRequestBody(
  overrides: Partial<Record<keyof CareRequestCreateInput, unknown>> = {},
): Record<string, unknown> {
  return {
    kind: 'requestCare',
    answers: surveyAnswers(),
    contact: {
      name: 'Dana Family',
      email: 'dana@example.test',
      phone: '+1 416-555-0101',
      preferredContact: 'email',
    },
    message: 'My mother needs help in the mornings.',
    consent: true,
    ...overrides,
  };
}

let sequence = 0;

export type CareRequestRecord = {
  listingId: number;
  agencyId: number;
  kind?: CareRequestKind;
  receivedAt: Date;
  careTypeId?: number | null;
  /** The agency's first answer: the assessment leaves `requested` for `status` at this moment. */
  answer?: { at: Date; status: AssessmentStatus };
};

/** A care request written straight to the database, with its assessment's history. */
export async function createCareRequestRecord(
  db: Database,
  record: CareRequestRecord,
): Promise<number> {
  sequence += 1;
  const kind = record.kind ?? 'requestCare';
  const [assessment] = await db
    .insert(assessments)
    .values({
      agencyId: record.agencyId,
      careTypeId: record.careTypeId ?? null,
      status: record.answer?.status ?? AssessmentStatus.requested,
      createdAt: record.receivedAt,
    })
    .returning({ id: assessments.id });
  if (assessment === undefined) {
    throw new Error('no assessment created');
  }
  await db.insert(assessmentStatusChanges).values([
    {
      assessmentId: assessment.id,
      fromStatus: null,
      toStatus: AssessmentStatus.requested,
      changedAt: record.receivedAt,
    },
    ...(record.answer === undefined
      ? []
      : [
          {
            assessmentId: assessment.id,
            fromStatus: AssessmentStatus.requested,
            toStatus: record.answer.status,
            changedAt: record.answer.at,
          },
        ]),
  ]);
  const [request] = await db
    .insert(careRequests)
    .values({
      reference: `CR-TEST-${String(sequence).padStart(4, '0')}`,
      assessmentId: assessment.id,
      listingId: record.listingId,
      kind,
      answers: [],
      contactName: 'Dana Family',
      contactEmail: 'dana@example.test',
      preferredContact: 'email',
      visitDate: kind === 'bookVisit' ? '2026-04-01' : null,
      locale: 'en-CA',
      createdAt: record.receivedAt,
    })
    .returning({ id: careRequests.id });
  if (request === undefined) {
    throw new Error('no care request created');
  }
  return request.id;
}
