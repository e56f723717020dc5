import type { CaregiverDocumentWrite, CertificationKind } from '@hearth/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client.ts';
import { caregiverDocuments } from '../../../db/schema/index.ts';
import type { Writer } from './caregiverWriteRepo.ts';

const documentColumns = {
  id: caregiverDocuments.id,
  caregiverId: caregiverDocuments.caregiverId,
  kind: sql<CertificationKind>`${caregiverDocuments.kind}`,
  number: caregiverDocuments.number,
  issuedOn: caregiverDocuments.issuedOn,
  expiresOn: caregiverDocuments.expiresOn,
  notes: caregiverDocuments.notes,
  createdAt: caregiverDocuments.createdAt,
  updatedAt: caregiverDocuments.updatedAt,
};

export type DocumentRecord = SelectResultFields<typeof documentColumns>;

const ofCaregiver = (caregiverId: number, documentId: number) =>
  and(eq(caregiverDocuments.id, documentId), eq(caregiverDocuments.caregiverId, caregiverId));

export function createDocumentRepo(db: Database) {
  return {
    async list(caregiverId: number, page: { limit: number; offset: number }) {
      const where = eq(caregiverDocuments.caregiverId, caregiverId);
      const [rows, [total]] = await Promise.all([
        db
          .select(documentColumns)
          .from(caregiverDocuments)
          .where(where)
          // The soonest expiry first, as that is what needs doing; those without one last.
          .orderBy(
            sql`${caregiverDocuments.expiresOn} ASC NULLS LAST`,
            asc(caregiverDocuments.kind),
            asc(caregiverDocuments.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(caregiverDocuments).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async insert(
      writer: Writer,
      caregiverId: number,
      input: CaregiverDocumentWrite,
    ): Promise<DocumentRecord> {
      const [row] = await writer
        .insert(caregiverDocuments)
        .values({ caregiverId, ...input })
        .returning(documentColumns);
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return row;
    },

    async update(
      writer: Writer,
      caregiverId: number,
      documentId: number,
      input: CaregiverDocumentWrite,
    ): Promise<DocumentRecord | undefined> {
      const [row] = await writer
        .update(caregiverDocuments)
        .set({ ...input, updatedAt: new Date() })
        .where(ofCaregiver(caregiverId, documentId))
        .returning(documentColumns);
      return row;
    },

    async delete(writer: Writer, caregiverId: number, documentId: number): Promise<boolean> {
      const deleted = await writer
        .delete(caregiverDocuments)
        .where(ofCaregiver(caregiverId, documentId))
        .returning({ id: caregiverDocuments.id });
      return deleted.length > 0;
    },
  };
}

export type DocumentRepo = ReturnType<typeof createDocumentRepo>;
