import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { familyInvitations, patientContacts, patients, users } from '../../db/schema/index.ts';

/** Invitations and the contact's link to a family account; every write in the caller's transaction. */
export function createInvitationRepo() {
  return {
    /** The contact of that patient, locked, with what inviting it needs to know. */
    async lockContact(tx: Transaction, patientId: number, contactId: number) {
      const [row] = await tx
        .select({
          id: patientContacts.id,
          patientId: patientContacts.patientId,
          agencyId: patients.agencyId,
          name: patientContacts.name,
          email: patientContacts.email,
          consentToShare: patientContacts.consentToShare,
          userId: patientContacts.userId,
        })
        .from(patientContacts)
        .innerJoin(patients, eq(patients.id, patientContacts.patientId))
        .where(and(eq(patientContacts.id, contactId), eq(patientContacts.patientId, patientId)))
        .for('update', { of: patientContacts });
      return row;
    },

    async insert(
      tx: Transaction,
      invitation: {
        contactId: number;
        email: string;
        tokenHash: string;
        invitedBy: number;
        expiresAt: Date;
      },
    ) {
      const [row] = await tx
        .insert(familyInvitations)
        .values(invitation)
        .returning({ id: familyInvitations.id });
      if (row === undefined) {
        throw new Error('no invitation created');
      }
      return row.id;
    },

    /** An invitation to `userId`'s own address, not yet accepted nor expired, locked. */
    async lockOpen(tx: Transaction, tokenHash: string, userId: number) {
      const [row] = await tx
        .select({
          id: familyInvitations.id,
          contactId: familyInvitations.contactId,
          email: familyInvitations.email,
          patientId: patientContacts.patientId,
          agencyId: patients.agencyId,
          consentToShare: patientContacts.consentToShare,
        })
        .from(familyInvitations)
        .innerJoin(patientContacts, eq(patientContacts.id, familyInvitations.contactId))
        .innerJoin(patients, eq(patients.id, patientContacts.patientId))
        .where(
          and(
            eq(familyInvitations.tokenHash, tokenHash),
            isNull(familyInvitations.acceptedAt),
            gt(familyInvitations.expiresAt, sql`now()`),
            sql`lower(${familyInvitations.email}) = (SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`,
          ),
        )
        .for('update', { of: familyInvitations });
      return row;
    },

    async markAccepted(tx: Transaction, id: number, userId: number) {
      await tx
        .update(familyInvitations)
        .set({ acceptedAt: sql`now()`, acceptedBy: userId })
        .where(eq(familyInvitations.id, id));
    },

    async setContactAccount(tx: Transaction, contactId: number, userId: number | null) {
      await tx
        .update(patientContacts)
        .set({ userId, updatedAt: sql`now()` })
        .where(eq(patientContacts.id, contactId));
    },

    /** Unlinking withdraws the invitations still open, so an old mail cannot link again. */
    async withdrawOpen(tx: Transaction, contactId: number) {
      await tx
        .delete(familyInvitations)
        .where(
          and(eq(familyInvitations.contactId, contactId), isNull(familyInvitations.acceptedAt)),
        );
    },
  };
}

export type InvitationRepo = ReturnType<typeof createInvitationRepo>;
