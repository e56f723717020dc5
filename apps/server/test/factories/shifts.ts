import {
  AssessmentStatus,
  type CaregiverStatus,
  type CaregiverWriteInput,
  Role,
  type ShiftAssignment,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { assessments, caregivers, shifts } from '../../src/db/schema/index.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAssessment } from './assessments.ts';
import { caregiverReferences, createCaregiver } from './caregivers.ts';
import { createAgency, createUser, type TestUser } from './identity.ts';
import { createPatient } from './patients.ts';

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({
  weekDay,
  start: '00:00',
  end: '24:00',
}));

/** A hired PSW rated in personal care, free all week: fit for the default assessment's services. */
export async function createQualifiedCaregiver(
  db: Database,
  agencyId: number,
  overrides: Partial<CaregiverWriteInput> & { status?: CaregiverStatus } = {},
): Promise<number> {
  const references = await caregiverReferences(db);
  return createCaregiver(db, agencyId, {
    status: 'hired',
    professionId: references.professions.psw,
    competencies: { personalCare: 2 },
    availability: everyDay,
    ...overrides,
  });
}

/** A caregiver's own account, linked to their profile at the agency. */
export async function createCaregiverAccount(
  db: Database,
  agencyId: number,
  caregiverId: number,
): Promise<TestUser> {
  const user = await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] });
  await db.update(caregivers).set({ userId: user.id }).where(eq(caregivers.id, caregiverId));
  return user;
}

/** A qualified caregiver of the agency with their own account, signed in on their phone. */
export async function caregiverOnPhone(
  db: Database,
  server: TestServer,
  agencyId: number,
): Promise<{ caregiverId: number; phone: BrowserClient }> {
  const caregiverId = await createQualifiedCaregiver(db, agencyId);
  const account = await createCaregiverAccount(db, agencyId, caregiverId);
  return { caregiverId, phone: await signedInClient(server, account.email, account.password) };
}

/** One agency with its owner, a patient and a scheduled assessment (Mon/Wed 09:00–12:00). */
export async function createShiftAgency(db: Database, startDate = '2027-01-04') {
  const agencyId = await createAgency(db);
  const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  const patientId = await createPatient(db, agencyId);
  const assessmentId = await createAssessment(db, {
    agencyId,
    patientId,
    status: AssessmentStatus.scheduled,
    input: { startDate },
  });
  return { agencyId, owner, patientId, assessmentId };
}

/** A shift straight in the database, e.g. one starting in a few minutes for a visit test. */
export async function createShift(
  db: Database,
  assessmentId: number,
  options: {
    startsAt: Date;
    endsAt: Date;
    caregiverId?: number;
    assignment?: ShiftAssignment;
  },
): Promise<number> {
  const [assessment] = await db
    .select({ agencyId: assessments.agencyId, patientId: assessments.patientId })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (assessment?.patientId == null) {
    throw new Error('the assessment has no patient');
  }
  const [row] = await db
    .insert(shifts)
    .values({
      assessmentId,
      agencyId: assessment.agencyId,
      patientId: assessment.patientId,
      startsAt: options.startsAt,
      endsAt: options.endsAt,
      caregiverId: options.caregiverId ?? null,
      assignment:
        options.assignment ?? (options.caregiverId === undefined ? 'unassigned' : 'offered'),
    })
    .returning({ id: shifts.id });
  if (row === undefined) {
    throw new Error('no shift created');
  }
  return row.id;
}

/** `minutes` from now. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
