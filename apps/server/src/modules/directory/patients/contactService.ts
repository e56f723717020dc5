import type { AuditAction } from '@hearth/domain';
import { type ContactWrite, canWritePatientsOf, type Locale } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ContactRecord, ContactRepo, ContactRow } from './contactRepo.ts';
import type { PatientRepo } from './patientRepo.ts';
import { notFound, type Paging } from './patientService.ts';
import { patientScope } from './policy.ts';

type Owner = { id: number; agencyId: number };

/**
 * Consent is dated when it is given and by whom it was recorded; it keeps that date while it
 * stands, and loses it when withdrawn (the audit log keeps the history of both).
 */
function withConsent(
  input: ContactWrite,
  actor: Actor,
  previous: ContactRecord | undefined,
): ContactRow {
  if (!input.consentToShare) {
    return { ...input, consentRecordedAt: null, consentRecordedBy: null };
  }
  if (previous?.consentToShare) {
    return {
      ...input,
      consentRecordedAt: previous.consentRecordedAt,
      consentRecordedBy: previous.consentRecordedById,
    };
  }
  return { ...input, consentRecordedAt: new Date(), consentRecordedBy: actor.userId };
}

function consentChange(before: boolean, after: boolean) {
  if (before === after) {
    return {};
  }
  return { consent: after ? 'given' : 'withdrawn' };
}

export function createContactService(db: Database, patients: PatientRepo, repo: ContactRepo) {
  async function visibleOwner(actor: Actor, patientId: number): Promise<Owner> {
    const owner = await patients.findVisibleOwner(patientScope(actor), patientId);
    if (owner === undefined) {
      throw notFound();
    }
    return owner;
  }

  async function writableOwner(actor: Actor, patientId: number): Promise<Owner> {
    const owner = await visibleOwner(actor, patientId);
    if (!canWritePatientsOf(actor, owner.agencyId)) {
      throw new AppError('forbidden', 'own_agency_patients_change');
    }
    return owner;
  }

  async function existing(patientId: number, contactId: number, locale: Locale) {
    const contact = await repo.find(patientId, contactId, locale);
    if (contact === undefined) {
      throw new AppError('not_found', 'contact_not_found');
    }
    return contact;
  }

  async function checkRelationship(input: ContactWrite) {
    if (input.relationshipId !== null && !(await repo.relationshipExists(input.relationshipId))) {
      throw new AppError('validation_failed', 'validation_failed', {
        relationshipId: { code: 'relationship_not_found', params: { id: input.relationshipId } },
      });
    }
  }

  const audit = (
    writer: Parameters<typeof writeAudit>[0],
    context: AuditContext,
    action: AuditAction,
    owner: Owner,
    contactId: number,
    details: Record<string, unknown> = {},
  ) =>
    writeAudit(writer, context, {
      action,
      subjectType: 'patient_contact',
      subjectId: contactId,
      agencyId: owner.agencyId,
      details: { patientId: owner.id, ...details },
    });

  return {
    async list(
      actor: Actor,
      patientId: number,
      paging: Paging,
      locale: Locale,
      context: AuditContext,
    ) {
      const owner = await visibleOwner(actor, patientId);
      const result = await repo.list(patientId, locale, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      await writeReadAudit(db, context, {
        action: 'patient.contacts_viewed',
        subjectType: 'patient',
        subjectId: patientId,
        agencyId: owner.agencyId,
      });
      return result;
    },

    async create(
      actor: Actor,
      patientId: number,
      input: ContactWrite,
      locale: Locale,
      context: AuditContext,
    ) {
      const owner = await writableOwner(actor, patientId);
      await checkRelationship(input);
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(tx, patientId, withConsent(input, actor, undefined));
        await audit(tx, context, 'patient_contact.created', owner, newId, {
          ...consentChange(false, input.consentToShare),
        });
        return newId;
      });
      return existing(patientId, id, locale);
    },

    async update(
      actor: Actor,
      patientId: number,
      contactId: number,
      input: ContactWrite,
      locale: Locale,
      context: AuditContext,
    ) {
      const owner = await writableOwner(actor, patientId);
      const previous = await existing(patientId, contactId, locale);
      await checkRelationship(input);
      await db.transaction(async (tx) => {
        await repo.update(tx, contactId, withConsent(input, actor, previous));
        await audit(tx, context, 'patient_contact.updated', owner, contactId, {
          ...consentChange(previous.consentToShare, input.consentToShare),
        });
      });
      return existing(patientId, contactId, locale);
    },

    async delete(
      actor: Actor,
      patientId: number,
      contactId: number,
      locale: Locale,
      context: AuditContext,
    ) {
      const owner = await writableOwner(actor, patientId);
      await existing(patientId, contactId, locale);
      await db.transaction(async (tx) => {
        await repo.delete(tx, contactId);
        await audit(tx, context, 'patient_contact.deleted', owner, contactId);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
