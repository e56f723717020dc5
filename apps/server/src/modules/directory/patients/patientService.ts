import {
  type CodedMessage,
  canTransferPatients,
  canWritePatientsOf,
  type Locale,
  type PatientSort,
  type PatientWrite,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  AppError,
  type CollectedFieldProblems,
  type FieldProblems,
} from '../../../platform/errors.ts';
import type { PatientFilter, PatientRecord, PatientRepo } from './patientRepo.ts';
import type { PatientWriteRepo } from './patientWriteRepo.ts';
import { patientScope } from './policy.ts';

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

export const notFound = () => new AppError('not_found', 'patient_not_found');

const messages = {
  otherAgency: 'own_agency_patients',
  transfer: 'admins_move_patients',
  unknown: (ids: number[]): CodedMessage => ({
    code: 'entries_unknown',
    params: { ids: ids.join(', ') },
  }),
  careTeam: (ids: number[]): CodedMessage => ({
    code: 'care_team_outsiders',
    params: { ids: ids.join(', ') },
  }),
} as const;

export type Paging = { page: number; perPage: number };

export function createPatientService(db: Database, repo: PatientRepo, writeRepo: PatientWriteRepo) {
  /** The patient as this person may see them; 404 otherwise, as if absent. */
  async function visible(actor: Actor, id: number, locale: Locale): Promise<PatientRecord> {
    const patient = await repo.findVisible(patientScope(actor), id, locale);
    if (patient === undefined) {
      throw notFound();
    }
    return patient;
  }

  /** Every reason the input cannot be saved, field by field, in one answer. */
  async function validate(input: PatientWrite): Promise<void> {
    const [unknown, outsiders] = await Promise.all([
      writeRepo.unknownReferences(input),
      writeRepo.notOnCareTeamAt(input.agencyId, input.careTeamUserIds),
    ]);
    const errors: CollectedFieldProblems = Object.fromEntries(
      Object.entries(unknown).map(([field, ids]) => [field, [messages.unknown(ids)]]),
    );
    // Against an agency that does not exist, every care team member would look wrong.
    if (outsiders.length > 0 && unknown.agencyId === undefined) {
      errors.careTeamUserIds = [messages.careTeam(outsiders)];
    }
    if (Object.keys(errors).length > 0) {
      throw invalid(errors);
    }
  }

  return {
    async list(
      actor: Actor,
      filter: PatientFilter,
      sort: PatientSort,
      paging: Paging,
      locale: Locale,
      context: AuditContext,
    ) {
      const result = await repo.list(
        patientScope(actor),
        filter,
        sort,
        { limit: paging.perPage, offset: (paging.page - 1) * paging.perPage },
        locale,
      );
      // A list shows names and birth dates: who saw which patients is kept, as for a record.
      await writeReadAudit(db, context, {
        action: 'patient.listed',
        subjectType: 'patient',
        details: { patientIds: result.rows.map((row) => row.id), filter, sort, ...paging },
      });
      return result;
    },

    async get(actor: Actor, id: number, locale: Locale, context: AuditContext) {
      const patient = await visible(actor, id, locale);
      await writeReadAudit(db, context, {
        action: 'patient.viewed',
        subjectType: 'patient',
        subjectId: id,
        agencyId: patient.agencyId,
      });
      return patient;
    },

    async create(actor: Actor, input: PatientWrite, locale: Locale, context: AuditContext) {
      if (!canWritePatientsOf(actor, input.agencyId)) {
        throw new AppError('forbidden', messages.otherAgency);
      }
      await validate(input);
      const id = await db.transaction(async (tx) => {
        const newId = await writeRepo.insert(tx, input);
        await writeAudit(tx, context, {
          action: 'patient.created',
          subjectType: 'patient',
          subjectId: newId,
          agencyId: input.agencyId,
        });
        return newId;
      });
      return visible(actor, id, locale);
    },

    async update(
      actor: Actor,
      id: number,
      input: PatientWrite,
      locale: Locale,
      context: AuditContext,
    ) {
      const current = await repo.findVisibleOwner(patientScope(actor), id);
      if (current === undefined) {
        throw notFound();
      }
      if (!canWritePatientsOf(actor, current.agencyId)) {
        throw new AppError('forbidden', messages.otherAgency);
      }
      const moved = input.agencyId !== current.agencyId;
      if (moved && !canTransferPatients(actor.role)) {
        throw new AppError('forbidden', messages.transfer);
      }
      await validate(input);
      await db.transaction(async (tx) => {
        await writeRepo.update(tx, id, input);
        await writeAudit(tx, context, {
          action: moved ? 'patient.transferred' : 'patient.updated',
          subjectType: 'patient',
          subjectId: id,
          agencyId: input.agencyId,
          details: moved ? { fromAgencyId: current.agencyId } : {},
        });
      });
      return visible(actor, id, locale);
    },

    /** Who may join a care team at `agencyId`: for the people who manage that agency's patients. */
    async careTeamCandidates(
      actor: Actor,
      agencyId: number,
      q: string | undefined,
      paging: Paging,
    ) {
      if (!canWritePatientsOf(actor, agencyId)) {
        throw new AppError('forbidden', messages.otherAgency);
      }
      return writeRepo.careTeamCandidates(agencyId, q, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
    },
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
