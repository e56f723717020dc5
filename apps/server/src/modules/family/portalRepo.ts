import type { FamilyVisitState } from '@hearth/domain';
import { NotePrivacy } from '@hearth/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  caregivers,
  notes,
  patientContacts,
  patients,
  shifts,
} from '../../db/schema/index.ts';

export type Page = { limit: number; offset: number };

/**
 * The family reaches a patient while one of the patient's contacts is their account and consent
 * to share stands: withdrawing consent closes the portal at once.
 */
export const linkedTo = (userId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${patientContacts} WHERE ${patientContacts.patientId} = ${patients.id} AND ${patientContacts.userId} = ${userId} AND ${patientContacts.consentToShare})`;

const patientColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  preferredName: patients.preferredName,
  agencyId: agencies.id,
  agencyName: agencies.name,
};

function visitState(row: {
  cancelledAt: Date | null;
  missedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}): FamilyVisitState {
  if (row.cancelledAt !== null) {
    return 'cancelled';
  }
  if (row.checkedOutAt !== null) {
    return 'checkedOut';
  }
  if (row.checkedInAt !== null) {
    return 'checkedIn';
  }
  return row.missedAt === null ? 'planned' : 'missed';
}

export function createPortalRepo(db: Database) {
  const patientQuery = () =>
    db
      .select(patientColumns)
      .from(patients)
      .innerJoin(agencies, eq(agencies.id, patients.agencyId));

  return {
    linkedPatients(userId: number) {
      return patientQuery()
        .where(linkedTo(userId))
        .orderBy(asc(patients.firstName), asc(patients.id));
    },

    async linkedPatient(userId: number, patientId: number) {
      const [row] = await patientQuery().where(and(eq(patients.id, patientId), linkedTo(userId)));
      return row;
    },

    /**
     * Upcoming: not over and not cancelled, soonest first (a visit under way stays here until it
     * is checked out). Past: over or checked out, latest first.
     */
    async visits(patientId: number, when: 'upcoming' | 'past', now: Date, page: Page) {
      const upcoming = and(
        isNull(shifts.cancelledAt),
        isNull(shifts.checkedOutAt),
        gte(shifts.endsAt, now),
      );
      const past = or(lt(shifts.endsAt, now), isNotNull(shifts.checkedOutAt));
      const where = and(eq(shifts.patientId, patientId), when === 'upcoming' ? upcoming : past);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: shifts.id,
            patientId: shifts.patientId,
            startsAt: shifts.startsAt,
            endsAt: shifts.endsAt,
            checkedInAt: shifts.checkedInAt,
            checkedOutAt: shifts.checkedOutAt,
            missedAt: shifts.missedAt,
            cancelledAt: shifts.cancelledAt,
            // Only the caregiver who took the visit, and only their first name.
            caregiverFirstName: sql<
              string | null
            >`CASE WHEN ${shifts.assignment} = 'accepted' THEN ${caregivers.firstName} END`,
            caregiverId: caregivers.id,
            caregiverPhotoKey: sql<
              string | null
            >`CASE WHEN ${shifts.assignment} = 'accepted' THEN ${caregivers.photoStorageKey} END`,
          })
          .from(shifts)
          .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
          .where(where)
          .orderBy(
            when === 'upcoming' ? asc(shifts.startsAt) : desc(shifts.startsAt),
            asc(shifts.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shifts).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, state: visitState(row) })),
        total: totals?.total ?? 0,
      };
    },

    /** Signed notes of the patient written for anyone: never a level above `anyone`, no draft. */
    async notes(patientId: number, page: Page) {
      const where = and(
        eq(notes.patientId, patientId),
        eq(notes.privacy, NotePrivacy.anyone),
        isNotNull(notes.signedAt),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({ id: notes.id, title: notes.title, body: notes.body, signedAt: notes.signedAt })
          .from(notes)
          .where(where)
          .orderBy(desc(notes.signedAt), desc(notes.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notes).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type PortalRepo = ReturnType<typeof createPortalRepo>;
export type PatientRecord = NonNullable<Awaited<ReturnType<PortalRepo['linkedPatient']>>>;
