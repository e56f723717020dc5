import {
  type AuditAction,
  caregiverPhotoUrl,
  type FamilyNote,
  type FamilyVisit,
  type MyCarePatient,
} from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeReadAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { PatientRecord, PortalRepo } from './portalRepo.ts';

export type Paging = { page: number; perPage: number };

const notFound = () => new AppError('not_found', 'patient_not_found');
const pageOf = (paging: Paging) => ({
  limit: paging.perPage,
  offset: (paging.page - 1) * paging.perPage,
});

function patientDto(row: PatientRecord): MyCarePatient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    agency: { id: row.agencyId, name: row.agencyName },
  };
}

/** The family's "My care": what a linked family may read of its patients, every read audited. */
export function createPortalService(db: Database, repo: PortalRepo) {
  /** The patient, when this family is linked to it; any other answers 404, as if absent. */
  async function linked(actor: Actor, patientId: number) {
    const row = await repo.linkedPatient(actor.userId, patientId);
    if (row === undefined) {
      throw notFound();
    }
    return row;
  }

  const audit = (
    context: AuditContext,
    action: AuditAction,
    patient: PatientRecord,
    details = {},
  ) =>
    writeReadAudit(db, context, {
      action,
      subjectType: 'patient',
      subjectId: patient.id,
      agencyId: patient.agencyId,
      details,
    });

  return {
    async patients(actor: Actor, context: AuditContext): Promise<MyCarePatient[]> {
      const rows = await repo.linkedPatients(actor.userId);
      await writeReadAudit(db, context, {
        action: 'family.patients_listed',
        subjectType: 'patient',
        details: { patientIds: rows.map((row) => row.id) },
      });
      return rows.map(patientDto);
    },

    async patient(actor: Actor, patientId: number, context: AuditContext) {
      const row = await linked(actor, patientId);
      await audit(context, 'family.patient_viewed', row);
      return patientDto(row);
    },

    async visits(
      actor: Actor,
      patientId: number,
      when: 'upcoming' | 'past',
      paging: Paging,
      context: AuditContext,
    ): Promise<{ rows: FamilyVisit[]; total: number }> {
      const patient = await linked(actor, patientId);
      const { rows, total } = await repo.visits(patientId, when, new Date(), pageOf(paging));
      await audit(context, 'family.visits_listed', patient, {
        when,
        shiftIds: rows.map((r) => r.id),
      });
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          patientId: row.patientId,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          state: row.state,
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
          checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
          caregiver:
            row.caregiverFirstName === null
              ? null
              : {
                  firstName: row.caregiverFirstName,
                  photoUrl:
                    row.caregiverId === null || row.caregiverPhotoKey === null
                      ? null
                      : caregiverPhotoUrl(row.caregiverId, row.caregiverPhotoKey),
                },
        })),
      };
    },

    async notes(
      actor: Actor,
      patientId: number,
      paging: Paging,
      context: AuditContext,
    ): Promise<{ rows: FamilyNote[]; total: number }> {
      const patient = await linked(actor, patientId);
      const { rows, total } = await repo.notes(patientId, pageOf(paging));
      await audit(context, 'family.notes_listed', patient, { noteIds: rows.map((r) => r.id) });
      return {
        total,
        rows: rows.flatMap((row) =>
          row.signedAt === null
            ? []
            : [
                {
                  id: row.id,
                  title: row.title,
                  body: row.body,
                  signedAt: row.signedAt.toISOString(),
                },
              ],
        ),
      };
    },
  };
}

export type PortalService = ReturnType<typeof createPortalService>;
