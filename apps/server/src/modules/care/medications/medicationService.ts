import type { MedicationDiscontinue, MedicationWrite } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { patientScope } from '../../directory/patients/index.ts';
import type { MedicationRepo } from './medicationRepo.ts';
import { canPrescribe } from './policy.ts';

export const patientNotFound = () => new AppError('not_found', 'patient_not_found');
export const medicationNotFound = () => new AppError('not_found', 'medication_not_found');

const messages = {
  prescribe: 'staff_prescribe',
  discontinued: 'medication_discontinued',
} as const;

export function createMedicationService(db: Database, repo: MedicationRepo) {
  /** The patient as this person reaches them; 404 otherwise, as if absent. */
  async function visiblePatient(actor: Actor, patientId: number) {
    const patient = await repo.visiblePatient(patientScope(actor), patientId);
    if (patient === undefined) {
      throw patientNotFound();
    }
    return patient;
  }

  /** A medication this person may change: reached (else 404) and theirs to prescribe (else 403). */
  async function prescribable(actor: Actor, medicationId: number) {
    const medication = await repo.visibleMedication(patientScope(actor), medicationId);
    if (medication === undefined) {
      throw medicationNotFound();
    }
    if (!canPrescribe(actor)) {
      throw new AppError('forbidden', messages.prescribe);
    }
    return medication;
  }

  async function found(id: number) {
    const row = await repo.find(id);
    if (row === undefined) {
      throw medicationNotFound();
    }
    return row;
  }

  return {
    visiblePatient,

    async list(actor: Actor, patientId: number, context: AuditContext) {
      const patient = await visiblePatient(actor, patientId);
      const rows = await repo.listForPatient(patientId);
      await writeReadAudit(db, context, {
        action: 'medication.listed',
        subjectType: 'patient',
        subjectId: patientId,
        agencyId: patient.agencyId,
      });
      return rows;
    },

    async create(actor: Actor, patientId: number, input: MedicationWrite, context: AuditContext) {
      const patient = await visiblePatient(actor, patientId);
      if (!canPrescribe(actor)) {
        throw new AppError('forbidden', messages.prescribe);
      }
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(tx, patientId, input, actor.userId);
        await writeAudit(tx, context, {
          action: 'medication.created',
          subjectType: 'medication',
          subjectId: newId,
          agencyId: patient.agencyId,
          details: { patientId },
        });
        return newId;
      });
      return found(id);
    },

    async update(
      actor: Actor,
      medicationId: number,
      input: MedicationWrite,
      context: AuditContext,
    ) {
      const medication = await prescribable(actor, medicationId);
      await db.transaction(async (tx) => {
        await repo.lock(tx, medicationId);
        if (!(await repo.update(tx, medicationId, input))) {
          throw new AppError('conflict', messages.discontinued);
        }
        await writeAudit(tx, context, {
          action: 'medication.updated',
          subjectType: 'medication',
          subjectId: medicationId,
          agencyId: medication.agencyId,
          details: { patientId: medication.patientId },
        });
      });
      return found(medicationId);
    },

    async discontinue(
      actor: Actor,
      medicationId: number,
      input: MedicationDiscontinue,
      context: AuditContext,
    ) {
      const medication = await prescribable(actor, medicationId);
      await db.transaction(async (tx) => {
        await repo.lock(tx, medicationId);
        if (!(await repo.discontinue(tx, medicationId, input.reason, actor.userId))) {
          throw new AppError('conflict', messages.discontinued);
        }
        await writeAudit(tx, context, {
          action: 'medication.discontinued',
          subjectType: 'medication',
          subjectId: medicationId,
          agencyId: medication.agencyId,
          details: { patientId: medication.patientId },
        });
      });
      return found(medicationId);
    },
  };
}

export type MedicationService = ReturnType<typeof createMedicationService>;
