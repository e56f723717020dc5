import {
  type AdministrationCreate,
  type CorrectionCreate,
  captureInstant,
  MAR_EARLY_HOURS,
  MAR_LATE_AFTER_HOURS,
  type MarQuery,
  MedicationValidation,
  OfflineCaptureValidation,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { violatedConstraint } from '../../../platform/db/constraints.ts';
import { AppError, type FieldProblem, fieldValue, type Reason } from '../../../platform/errors.ts';
import { patientScope } from '../../directory/patients/index.ts';
import type { AdministrationRepo } from './administrationRepo.ts';
import { administrationDto, medicationDto } from './dto.ts';
import { buildMarRows } from './marGrid.ts';
import type { MedicationRepo } from './medicationRepo.ts';
import { type MedicationService, medicationNotFound } from './medicationService.ts';
import { canPrescribe, canRecord } from './policy.ts';

const HOUR_MS = 3_600_000;

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

const messages = {
  record: 'care_team_records_doses',
  entryNotFound: 'mar_entry_not_found',
  duplicate: 'dose_recorded',
  superseded: 'mar_entry_corrected',
  keyReused: 'record_key_reused',
} as const;

/**
 * Runs a keyed recording. Two sends of one key for different medications take different locks and
 * both pass the replay check; the database's unique key refuses the second, which answers as the
 * check would have (409), not as a server error.
 */
async function keyedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === 'medication_administrations_idempotency_unique') {
      throw new AppError('conflict', messages.keyReused);
    }
    throw error;
  }
}

/** 409 naming the entry to correct instead, so a client can go straight to it. */
const conflictWith = (reason: Reason, administrationId: number) =>
  new AppError('conflict', reason, { administrationId: fieldValue(administrationId) });

export function createMarService(
  db: Database,
  medications: MedicationService,
  medicationRepo: MedicationRepo,
  repo: AdministrationRepo,
) {
  /** A medication this person may record doses of: reached (else 404) and a recorder (else 403). */
  async function recordable(actor: Actor, medicationId: number, notFound = medicationNotFound) {
    const medication = await medicationRepo.visibleMedication(patientScope(actor), medicationId);
    if (medication === undefined) {
      throw notFound();
    }
    if (!canRecord(actor)) {
      throw new AppError('forbidden', messages.record);
    }
    return medication;
  }

  const entryNotFound = () => new AppError('not_found', messages.entryNotFound);

  async function entry(id: number) {
    const row = await repo.find(id);
    if (row === undefined) {
      throw entryNotFound();
    }
    return administrationDto(row);
  }

  /**
   * The entry already recorded under this capture's idempotency key (a replay: answer it, write
   * nothing). The key names one dose by one person: used for anything else it is a conflict.
   */
  async function replayOf(
    tx: Transaction,
    actor: Actor,
    medicationId: number,
    input: AdministrationCreate,
  ) {
    if (input.idempotencyKey === undefined) {
      return undefined;
    }
    const used = await repo.byKey(tx, input.idempotencyKey);
    if (used === undefined) {
      return undefined;
    }
    const sameDose =
      used.medicationId === medicationId &&
      used.recordedBy === actor.userId &&
      (used.scheduledFor?.toISOString() ?? null) ===
        (input.scheduledFor === null ? null : new Date(input.scheduledFor).toISOString());
    if (!sameDose) {
      throw new AppError('conflict', messages.keyReused);
    }
    return used.id;
  }

  return {
    async grid(actor: Actor, patientId: number, range: MarQuery, context: AuditContext) {
      const patient = await medications.visiblePatient(actor, patientId);
      const [rows, doses, entries] = await Promise.all([
        medicationRepo.listForPatient(patientId),
        repo.scheduledDoses(patientId, range.from, range.to),
        repo.entriesBetween(patientId, range.from, range.to),
      ]);
      await writeReadAudit(db, context, {
        action: 'mar.viewed',
        subjectType: 'patient',
        subjectId: patientId,
        agencyId: patient.agencyId,
        details: { from: range.from, to: range.to },
      });
      return {
        ...range,
        rows: buildMarRows(rows.map(medicationDto), doses, entries.map(administrationDto)),
        canPrescribe: canPrescribe(actor),
        canRecord: canRecord(actor),
      };
    },

    async record(
      actor: Actor,
      medicationId: number,
      input: AdministrationCreate,
      context: AuditContext,
      now = new Date(),
    ) {
      const medication = await recordable(actor, medicationId);
      // A dose recorded offline keeps the phone's time: it is when the dose was given.
      const at = captureInstant(input, now);
      if (at === undefined) {
        throw invalid('capturedAt', OfflineCaptureValidation.capturedInFuture);
      }
      const id = await keyedOnce(() =>
        db.transaction(async (tx) => {
          const locked = await medicationRepo.lock(tx, medicationId);
          if (locked === undefined) {
            throw medicationNotFound();
          }
          const replayed = await replayOf(tx, actor, medicationId, input);
          if (replayed !== undefined) {
            return replayed;
          }
          let late = false;
          if (locked.prn) {
            if (input.scheduledFor !== null) {
              throw invalid('scheduledFor', MedicationValidation.notScheduled);
            }
            if (locked.discontinuedAt !== null) {
              throw invalid('scheduledFor', MedicationValidation.discontinued);
            }
          } else {
            if (input.scheduledFor === null) {
              throw invalid('scheduledFor', MedicationValidation.notScheduled);
            }
            const due = new Date(input.scheduledFor);
            if (due.getTime() - at.getTime() > MAR_EARLY_HOURS * HOUR_MS) {
              throw invalid('scheduledFor', MedicationValidation.tooEarly);
            }
            if (!(await medicationRepo.isScheduledDose(tx, medicationId, due))) {
              throw invalid('scheduledFor', MedicationValidation.notScheduled);
            }
            const existing = await repo.originalOf(tx, medicationId, due);
            if (existing !== undefined) {
              throw conflictWith(messages.duplicate, existing);
            }
            late = at.getTime() - due.getTime() > MAR_LATE_AFTER_HOURS * HOUR_MS;
            if (late && input.lateReason === undefined) {
              throw invalid('lateReason', MedicationValidation.lateReasonRequired);
            }
          }
          const newId = await repo.insert(tx, {
            medicationId,
            patientId: medication.patientId,
            scheduledFor: input.scheduledFor === null ? null : new Date(input.scheduledFor),
            status: input.status,
            reason: input.reason ?? null,
            comment: input.comment ?? null,
            late,
            lateReason: late ? (input.lateReason ?? null) : null,
            recordedBy: actor.userId,
            correctsId: null,
            recordedAt: at,
            capturedOffline: input.capturedOffline,
            idempotencyKey: input.idempotencyKey ?? null,
          });
          await writeAudit(tx, context, {
            action: 'mar.recorded',
            subjectType: 'medication_administration',
            subjectId: newId,
            agencyId: medication.agencyId,
            details: {
              patientId: medication.patientId,
              medicationId,
              late,
              capturedOffline: input.capturedOffline,
            },
          });
          return newId;
        }),
      );
      return entry(id);
    },

    async correct(
      actor: Actor,
      administrationId: number,
      input: CorrectionCreate,
      context: AuditContext,
    ) {
      const corrected = await repo.find(administrationId);
      if (corrected === undefined) {
        throw entryNotFound();
      }
      // An entry of a patient out of reach answers as if it did not exist.
      const medication = await recordable(actor, corrected.medicationId, entryNotFound);
      const id = await db.transaction(async (tx) => {
        await medicationRepo.lock(tx, corrected.medicationId);
        const newer = await repo.correctionOf(tx, administrationId);
        if (newer !== undefined) {
          throw conflictWith(messages.superseded, newer);
        }
        const newId = await repo.insert(tx, {
          medicationId: corrected.medicationId,
          patientId: corrected.patientId,
          scheduledFor: corrected.scheduledFor,
          status: input.status,
          reason: input.reason ?? null,
          comment: input.comment,
          late: false,
          lateReason: null,
          recordedBy: actor.userId,
          correctsId: administrationId,
        });
        await writeAudit(tx, context, {
          action: 'mar.corrected',
          subjectType: 'medication_administration',
          subjectId: newId,
          agencyId: medication.agencyId,
          details: { patientId: corrected.patientId, correctsId: administrationId },
        });
        return newId;
      });
      return entry(id);
    },
  };
}

export type MarService = ReturnType<typeof createMarService>;
