import {
  type AssessmentCreateInput,
  type AssessmentStatus,
  assessmentCreateSchema,
} from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { careTypes } from '../../src/db/schema/index.ts';
import { createAssessmentWriteRepo } from '../../src/modules/care/assessments/assessmentWriteRepo.ts';

/** A booking that meets every requirement a move can have except an approved assignment. */
export function assessmentInput(
  patientId: number,
  overrides: Partial<AssessmentCreateInput> = {},
): AssessmentCreateInput {
  return {
    patientId,
    services: ['personal-care', 'companionship'],
    startDate: '2026-12-01',
    rateCents: 3250,
    rateUnit: 'hour',
    billingFrequency: 'biWeekly',
    schedule: [
      { weekDay: 1, start: '09:00', end: '12:00' },
      { weekDay: 3, start: '09:00', end: '12:00' },
    ],
    ...overrides,
  };
}

/**
 * Stores an assessment in any status through the module's own writer, with its first history
 * row; `patientId: null` makes a marketplace request that has no patient yet.
 */
export async function createAssessment(
  db: Database,
  options: {
    agencyId: number;
    patientId: number | null;
    status: AssessmentStatus;
    input?: Partial<AssessmentCreateInput>;
  },
): Promise<number> {
  const repo = createAssessmentWriteRepo(db);
  const input = assessmentCreateSchema.parse(assessmentInput(1, options.input));
  return db.transaction(async (tx) => {
    const id = await repo.insert(tx, {
      ...input,
      agencyId: options.agencyId,
      patientId: options.patientId,
      status: options.status,
    });
    await repo.appendStatusChange(tx, {
      assessmentId: id,
      from: null,
      to: options.status,
      changedBy: null,
      reason: null,
    });
    return id;
  });
}

/** The id of a care type of the reference data every test database has. */
export async function anyCareTypeId(db: Database): Promise<number> {
  const [row] = await db.select({ id: careTypes.id }).from(careTypes).limit(1);
  if (row === undefined) {
    throw new Error('no care types in the reference data');
  }
  return row.id;
}
