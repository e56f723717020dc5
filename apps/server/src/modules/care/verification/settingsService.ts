import type { GeoPoint, VisitVerificationSettings } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { patientScope, patientScopeCondition } from '../../directory/patients/index.ts';
import { reachesAgency } from './policy.ts';
import type { VerificationRepo } from './verificationRepo.ts';

const agencyNotFound = () => new AppError('not_found', 'agency_not_found');
const patientNotFound = () => new AppError('not_found', 'patient_not_found');

/** The agency's fence and windows, and where each client's home is for the fence. */
export function createSettingsService(db: Database, repo: VerificationRepo) {
  async function ownAgency(actor: Actor, agencyId: number) {
    if (!reachesAgency(actor, agencyId) || !(await repo.agencyExists(agencyId))) {
      throw agencyNotFound();
    }
  }

  return {
    async get(actor: Actor, agencyId: number): Promise<VisitVerificationSettings> {
      await ownAgency(actor, agencyId);
      return repo.settings(db, agencyId);
    },

    async update(
      actor: Actor,
      agencyId: number,
      settings: VisitVerificationSettings,
      context: AuditContext,
    ): Promise<VisitVerificationSettings> {
      await ownAgency(actor, agencyId);
      await db.transaction(async (tx) => {
        const before = await repo.settings(tx, agencyId);
        await repo.saveSettings(tx, agencyId, settings, actor.userId);
        await writeAudit(tx, context, {
          action: 'visit_verification.settings_changed',
          subjectType: 'agency',
          subjectId: agencyId,
          agencyId,
          details: { before, after: settings },
        });
      });
      return repo.settings(db, agencyId);
    },

    /** Sets the client's home on the map (a pin); the fence is drawn around it from now on. */
    async setServiceLocation(
      actor: Actor,
      patientId: number,
      point: GeoPoint,
      context: AuditContext,
    ) {
      await db.transaction(async (tx) => {
        const patient = await repo.lockPatient(
          tx,
          patientId,
          patientScopeCondition(patientScope(actor)),
        );
        if (patient === undefined) {
          throw patientNotFound();
        }
        const before = await repo.serviceLocation(tx, patientId);
        await repo.setPatientPoint(tx, patientId, point);
        await writeAudit(tx, context, {
          action: 'patient.service_location_set',
          subjectType: 'patient',
          subjectId: patientId,
          agencyId: patient.agencyId,
          details: { before, after: point },
        });
      });
      return { patientId, ...point, source: 'address' as const };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
