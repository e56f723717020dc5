import type { ContactWrite, Locale } from '@hearth/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { patientContacts, relationships, users } from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import type { Writer } from './patientWriteRepo.ts';

const recorder = alias(users, 'consent_recorder');

function contactColumns(locale: Locale) {
  return {
    id: patientContacts.id,
    patientId: patientContacts.patientId,
    name: patientContacts.name,
    relationshipId: patientContacts.relationshipId,
    // Null when the contact has no relationship: the join finds no label.
    relationshipName: sql<string | null>`${labelIn(relationships.labels, locale)}`,
    phone: patientContacts.phone,
    email: patientContacts.email,
    emergency: patientContacts.emergency,
    consentToShare: patientContacts.consentToShare,
    consentRecordedAt: patientContacts.consentRecordedAt,
    consentRecordedById: recorder.id,
    consentRecordedByName: recorder.name,
    familyLinked: sql<boolean>`${patientContacts.userId} IS NOT NULL`,
    createdAt: patientContacts.createdAt,
    updatedAt: patientContacts.updatedAt,
  };
}

/** What is stored of a contact; consent's time and recorder are the service's decision. */
export type ContactRow = ContactWrite & {
  consentRecordedAt: Date | null;
  consentRecordedBy: number | null;
};

export function createContactRepo(db: Database) {
  const selectContacts = (locale: Locale) =>
    db
      .select(contactColumns(locale))
      .from(patientContacts)
      .leftJoin(relationships, eq(relationships.id, patientContacts.relationshipId))
      .leftJoin(recorder, eq(recorder.id, patientContacts.consentRecordedBy));

  return {
    /** Emergency contacts first, as whoever calls in a hurry needs them. */
    async list(patientId: number, locale: Locale, page: { limit: number; offset: number }) {
      const where = eq(patientContacts.patientId, patientId);
      const [rows, [total]] = await Promise.all([
        selectContacts(locale)
          .where(where)
          .orderBy(
            desc(patientContacts.emergency),
            asc(patientContacts.name),
            asc(patientContacts.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(patientContacts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(patientId: number, contactId: number, locale: Locale) {
      const [row] = await selectContacts(locale).where(
        and(eq(patientContacts.patientId, patientId), eq(patientContacts.id, contactId)),
      );
      return row;
    },

    async relationshipExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: relationships.id })
        .from(relationships)
        .where(eq(relationships.id, id));
      return row !== undefined;
    },

    async insert(writer: Writer, patientId: number, contact: ContactRow): Promise<number> {
      const [row] = await writer
        .insert(patientContacts)
        .values({ patientId, ...contact })
        .returning({ id: patientContacts.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return row.id;
    },

    async update(writer: Writer, contactId: number, contact: ContactRow): Promise<void> {
      await writer
        .update(patientContacts)
        .set({ ...contact, updatedAt: new Date() })
        .where(eq(patientContacts.id, contactId));
    },

    async delete(writer: Writer, contactId: number): Promise<void> {
      await writer.delete(patientContacts).where(eq(patientContacts.id, contactId));
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
export type ContactRecord = NonNullable<Awaited<ReturnType<ContactRepo['find']>>>;
