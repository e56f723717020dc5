import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { caregivers, patientContacts, shifts } from '../../../db/schema/index.ts';
import type { Writer } from '../../../platform/db/writer.ts';

export type PhotoFile = { storageKey: string; contentType: string; byteSize: number };

const photoColumns = {
  id: caregivers.id,
  agencyId: caregivers.agencyId,
  userId: caregivers.userId,
  storageKey: caregivers.photoStorageKey,
  contentType: caregivers.photoContentType,
  byteSize: caregivers.photoByteSize,
};

/** The SQL of caregivers' profile photos. */
export function createPhotoRepo(db: Database) {
  return {
    /** The caregiver with their photo's file (nulls without one) and who may see it. */
    async find(caregiverId: number) {
      const [row] = await db
        .select(photoColumns)
        .from(caregivers)
        .where(eq(caregivers.id, caregiverId));
      return row;
    },

    /** Sets (or with null clears) the photo, the row locked; the replaced file's key, if any. */
    async replace(tx: Writer, caregiverId: number, photo: PhotoFile | null) {
      const [before] = await tx
        .select({ storageKey: caregivers.photoStorageKey })
        .from(caregivers)
        .where(eq(caregivers.id, caregiverId))
        .for('update');
      await tx
        .update(caregivers)
        .set({
          photoStorageKey: photo?.storageKey ?? null,
          photoContentType: photo?.contentType ?? null,
          photoByteSize: photo?.byteSize ?? null,
          updatedAt: new Date(),
        })
        .where(eq(caregivers.id, caregiverId));
      return before?.storageKey ?? null;
    },

    /**
     * Whether the caregiver took (accepted) a visit of a patient this family account is linked
     * to with consent to share: the same visits the family's portal names them on.
     */
    async visitsPatientOf(familyUserId: number, caregiverId: number): Promise<boolean> {
      const [row] = await db
        .select({ found: sql<number>`1` })
        .from(shifts)
        .innerJoin(patientContacts, eq(patientContacts.patientId, shifts.patientId))
        .where(
          and(
            eq(shifts.caregiverId, caregiverId),
            eq(shifts.assignment, 'accepted'),
            eq(patientContacts.userId, familyUserId),
            eq(patientContacts.consentToShare, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type PhotoRepo = ReturnType<typeof createPhotoRepo>;
