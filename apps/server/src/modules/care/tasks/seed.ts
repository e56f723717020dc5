import { type TaskCreateInput, TaskRecurrence, TaskState, taskCreateSchema } from '@hearth/domain';
import { and, asc, eq } from 'drizzle-orm';
import { patientCareTeam, patients, users } from '../../../db/schema/index.ts';
import { addDays, careDate } from '../../../db/seed/demoDay.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { createTaskRepo } from './taskRepo.ts';
import { recurrenceDaysOf } from './taskService.ts';

const DEMO_OWNER_EMAIL = 'agency@demo.hearth.test';
const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
const DAY_MS = 86_400_000;

/** A task as the agency wrote it, and what came of it by the day the demo is seeded. */
type DemoTask = {
  input: Omit<TaskCreateInput, 'dueDate'>;
  /** Days from the seeding day to the due date, or the first of next month. */
  due: number | 'nextMonth';
  state?: TaskState;
};

/** The first of the month after `day`'s. */
const firstOfNextMonth = (day: string) => {
  const date = new Date(Date.parse(day));
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
};

// Written by a Toronto agency for its caregivers, so in its English (docs/decisions.md, demo
// content), within what a personal support worker's plan holds.
const plans: readonly (readonly DemoTask[])[] = [
  [
    {
      input: {
        careService: 'medicationReminder',
        title: 'Remind him of the morning tablets with breakfast',
        details: 'The pill organiser is on the kitchen counter; note any missed dose.',
      },
      due: 0,
    },
    {
      input: {
        careService: 'mealPreparation',
        title: 'Prepare a low-salt lunch and leave supper in the fridge',
      },
      due: -1,
      state: TaskState.completed,
    },
    {
      input: {
        careService: 'companionship',
        title: 'Walk to the corner and back if the weather allows',
      },
      due: 1,
    },
    {
      input: {
        careService: 'housekeeping',
        title: 'Change the bed linen',
        recurrence: TaskRecurrence.firstDay,
      },
      due: 'nextMonth',
    },
  ],
  [
    {
      input: {
        careService: 'companionship',
        title: 'Look through the photo albums or play cards together',
      },
      due: 0,
    },
    {
      input: {
        careService: 'mobility',
        title: 'Practise the stairs with the handrail, three times',
        details: 'Stop if she is short of breath and tell the office.',
      },
      due: -1,
      state: TaskState.completed,
    },
    {
      input: {
        careService: 'housekeeping',
        title: 'Help with the grocery order',
      },
      due: -2,
      state: TaskState.notRequired,
    },
    {
      input: {
        careService: 'medicationReminder',
        title: 'Check the pharmacy delivery against the list',
        recurrence: TaskRecurrence.monthlySameDate,
      },
      due: 0,
    },
  ],
];

async function userId(tx: SeedTransaction, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/**
 * The care plans of the demo caregiver's first two patients: tasks due this week (some done on
 * the visits before, one not needed), and a monthly one each, as the plan's recurrences work.
 */
export const demoTasksSeeder: Seeder = {
  name: 'care.demo-tasks',
  async run(tx) {
    const ownerId = await userId(tx, DEMO_OWNER_EMAIL);
    const caregiverId = await userId(tx, DEMO_CAREGIVER_EMAIL);
    if (ownerId === undefined || caregiverId === undefined) {
      return;
    }
    const team = await tx
      .select({ id: patients.id })
      .from(patients)
      .innerJoin(patientCareTeam, eq(patientCareTeam.patientId, patients.id))
      .where(and(eq(patientCareTeam.userId, caregiverId), eq(patients.status, 'active')))
      .orderBy(asc(patients.id))
      .limit(plans.length);
    const now = await seedingMoment(tx);
    const today = careDate(now);
    const repo = createTaskRepo(tx);
    for (const [index, patient] of team.entries()) {
      for (const task of plans[index] ?? []) {
        const dueDate =
          task.due === 'nextMonth' ? firstOfNextMonth(today) : addDays(today, task.due);
        const input = taskCreateSchema.parse({ ...task.input, dueDate });
        const id = await repo.insert(tx, {
          patientId: patient.id,
          careService: input.careService,
          title: input.title,
          details: input.details ?? null,
          dueDate: input.dueDate,
          visibility: input.visibility,
          recurrence: input.recurrence,
          recurrenceDays: recurrenceDaysOf(input),
          createdBy: ownerId,
        });
        if (task.state !== undefined) {
          // Marked on the visit of its due day; who and when are kept for a task done only.
          const done = task.state === TaskState.completed;
          const visitTime = Math.min(now.getTime(), Date.parse(dueDate) + DAY_MS * 0.6);
          await repo.update(tx, id, {
            state: task.state,
            completedBy: done ? caregiverId : null,
            completedAt: done ? new Date(visitTime) : null,
          });
        }
      }
    }
  },
};
