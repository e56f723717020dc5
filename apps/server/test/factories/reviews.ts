import { AssessmentStatus, type AttendanceStatus, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { attendanceRecords, users } from '../../src/db/schema/index.ts';
import { createAssessment } from './assessments.ts';
import { createVisit, hoursAgo } from './evv.ts';
import { createUser, type TestUser } from './identity.ts';
import { createContact, createPatient } from './patients.ts';
import { createQualifiedCaregiver } from './shifts.ts';

/**
 * A family user who is a contact of a patient of this organisation, with one visit by it:
 * checked out (a verified visit) unless `checkedOut` is false, when the caregiver is still there.
 */
export async function createVisitedFamily(
  db: Database,
  organisationId: number,
  options: { checkedOut?: boolean; name?: string } = {},
): Promise<TestUser> {
  const family = await createUser(db, { role: Role.user });
  if (options.name !== undefined) {
    await db.update(users).set({ name: options.name }).where(eq(users.id, family.id));
  }
  const patientId = await createPatient(db, organisationId);
  await createContact(db, patientId, { userId: family.id });
  const assessmentId = await createAssessment(db, {
    agencyId: organisationId,
    patientId,
    status: AssessmentStatus.scheduled,
  });
  const caregiverId = await createQualifiedCaregiver(db, organisationId);
  await createVisit(db, assessmentId, caregiverId, {
    startsAt: hoursAgo(4),
    endsAt: hoursAgo(2),
    checkInAt: hoursAgo(4),
    ...(options.checkedOut === false ? {} : { checkOutAt: hoursAgo(2) }),
  });
  return family;
}

/** A family user who is a contact of a participant of this day program, with one day recorded. */
export async function createAttendingFamily(
  db: Database,
  programId: number,
  status: AttendanceStatus,
): Promise<TestUser> {
  const family = await createUser(db, { role: Role.user });
  const patientId = await createPatient(db, programId);
  await createContact(db, patientId, { userId: family.id });
  const provider = await createProviderUser(db, programId);
  await db.insert(attendanceRecords).values({
    programId,
    patientId,
    day: '2026-03-02',
    status,
    arrivalTime: status === 'absent' ? null : '09:00',
    departureTime: status === 'leftEarly' ? '12:00' : null,
    recordedBy: provider.id,
  });
  return family;
}

/** A provider's account running this organisation (an adult day program or a host home). */
export async function createProviderUser(db: Database, organisationId: number): Promise<TestUser> {
  const provider = await createUser(db, { role: Role.provider });
  await db.update(users).set({ agencyId: organisationId }).where(eq(users.id, provider.id));
  return { ...provider, agencyIds: [organisationId] };
}

/** A review body long enough to pass, unique enough to find. */
export const reviewBody = (words: string) =>
  `${words}: the caregivers were on time, kind and careful with Mum.`;
