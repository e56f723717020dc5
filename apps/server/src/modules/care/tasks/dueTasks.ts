import { careServicesForRank } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { patientScope } from '../../directory/patients/index.ts';
import type { TaskRepo } from './taskRepo.ts';

/**
 * The tasks a caregiver still has to do on a day for these patients: the care plan's own rules
 * (the patient in their reach, active tasks only, the services their profession sees at the
 * patient's agency), so the home never shows a task the care plan would not.
 */
export function createDueTasks(repo: TaskRepo) {
  return async (caregiver: Actor, patientIds: readonly number[], day: string) => {
    const rows = await repo.openOn(patientScope(caregiver), patientIds, day);
    const agencies = [...new Set(rows.map((row) => row.agencyId))];
    const ranks = new Map(
      await Promise.all(
        agencies.map(
          async (agencyId) =>
            [agencyId, await repo.caregiverRank(caregiver.userId, agencyId)] as const,
        ),
      ),
    );
    return rows
      .filter((row) =>
        careServicesForRank(ranks.get(row.agencyId) ?? null).includes(row.careService),
      )
      .map(({ id, patientId, patientFirstName, title }) => ({
        id,
        patientId,
        patientFirstName,
        title,
      }));
  };
}

export type DueTasks = ReturnType<typeof createDueTasks>;
