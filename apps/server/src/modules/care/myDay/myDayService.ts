import { MY_DAY_NEXT_ITEMS, type MyDay } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DueDoses } from '../medications/index.ts';
import type { DueTasks } from '../tasks/index.ts';
import type { MyDayRepo } from './myDayRepo.ts';

export type MyDayDeps = { repo: MyDayRepo; dueTasks: DueTasks; dueDoses: DueDoses };

/**
 * A caregiver's day on their home: what is left to do for the clients of that day's visits. The
 * tasks and doses come from the care plan and the MAR, each read under its own rule.
 */
export function createMyDayService({ repo, dueTasks, dueDoses }: MyDayDeps) {
  return {
    async of(caregiver: Actor, day: string): Promise<MyDay> {
      const patientIds = await repo.visitPatientIds(caregiver.userId, caregiver.agencyIds, day);
      const [tasks, doses] = await Promise.all([
        dueTasks(caregiver, patientIds, day),
        dueDoses(caregiver, patientIds, day),
      ]);
      return {
        date: day,
        tasks: { due: tasks.length, next: tasks.slice(0, MY_DAY_NEXT_ITEMS) },
        doses: {
          due: doses.length,
          next: doses
            .slice(0, MY_DAY_NEXT_ITEMS)
            .map((dose) => ({ ...dose, scheduledFor: dose.scheduledFor.toISOString() })),
        },
      };
    },
  };
}

export type MyDayService = ReturnType<typeof createMyDayService>;
