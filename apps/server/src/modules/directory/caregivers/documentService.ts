import type { AuditVerb, CaregiverDocumentWrite } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CaregiverRepo } from './caregiverRepo.ts';
import { caregiverNotFound, type Paging, pageOf } from './caregiverService.ts';
import type { DocumentRecord, DocumentRepo } from './documentRepo.ts';
import { canManageForAgency, caregiverScope } from './policy.ts';

const documentNotFound = () => new AppError('not_found', 'document_not_found');

/** A caregiver's certificates and checks: seen with the profile, kept by the agency's staff. */
export function createDocumentService(db: Database, caregivers: CaregiverRepo, repo: DocumentRepo) {
  async function owner(actor: Actor, caregiverId: number) {
    const found = await caregivers.findVisibleOwner(caregiverScope(actor), caregiverId);
    if (found === undefined) {
      throw caregiverNotFound();
    }
    return found;
  }

  async function managedOwner(actor: Actor, caregiverId: number) {
    const found = await owner(actor, caregiverId);
    if (!canManageForAgency(actor, found.agencyId)) {
      throw new AppError('forbidden', 'own_agency_caregivers_change');
    }
    return found;
  }

  const audit = (
    writer: Parameters<typeof writeAudit>[0],
    context: AuditContext,
    action: AuditVerb<'caregiver.document_'>,
    document: { id: number; caregiverId: number },
    agencyId: number,
  ) =>
    writeAudit(writer, context, {
      action: `caregiver.document_${action}`,
      subjectType: 'caregiver',
      subjectId: document.caregiverId,
      agencyId,
      details: { documentId: document.id },
    });

  return {
    /** Certificates and background checks are part of the caregiver's file: reads are audited. */
    async list(actor: Actor, caregiverId: number, paging: Paging, context: AuditContext) {
      const { agencyId } = await owner(actor, caregiverId);
      const documents = await repo.list(caregiverId, pageOf(paging));
      await writeReadAudit(db, context, {
        action: 'caregiver.documents_listed',
        subjectType: 'caregiver',
        subjectId: caregiverId,
        agencyId,
        details: { documentIds: documents.rows.map((row) => row.id), ...paging },
      });
      return documents;
    },

    async create(
      actor: Actor,
      caregiverId: number,
      input: CaregiverDocumentWrite,
      context: AuditContext,
    ): Promise<DocumentRecord> {
      const { agencyId } = await managedOwner(actor, caregiverId);
      return db.transaction(async (tx) => {
        const created = await repo.insert(tx, caregiverId, input);
        await audit(tx, context, 'added', created, agencyId);
        return created;
      });
    },

    async update(
      actor: Actor,
      caregiverId: number,
      documentId: number,
      input: CaregiverDocumentWrite,
      context: AuditContext,
    ): Promise<DocumentRecord> {
      const { agencyId } = await managedOwner(actor, caregiverId);
      return db.transaction(async (tx) => {
        const updated = await repo.update(tx, caregiverId, documentId, input);
        if (updated === undefined) {
          throw documentNotFound();
        }
        await audit(tx, context, 'changed', updated, agencyId);
        return updated;
      });
    },

    async remove(
      actor: Actor,
      caregiverId: number,
      documentId: number,
      context: AuditContext,
    ): Promise<void> {
      const { agencyId } = await managedOwner(actor, caregiverId);
      await db.transaction(async (tx) => {
        if (!(await repo.delete(tx, caregiverId, documentId))) {
          throw documentNotFound();
        }
        await audit(tx, context, 'removed', { id: documentId, caregiverId }, agencyId);
      });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
