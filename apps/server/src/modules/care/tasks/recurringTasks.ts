import { nextOccurrence, TaskState, TaskVisibility } from '@hearth/domain';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { patientTasks } from '../../../db/schema/index.ts';

const successor = alias(patientTasks, 'successor');

/**
 * Creates the next occurrence of every recurring task that has come due (due on or before
 * `today`, YYYY-MM-DD) and has none yet, catching up month by month until the newest lies after
 * `today`. The occurrence it follows becomes historic. One transaction; running it again changes
 * nothing, and two runs at once cannot both extend a task (the unique `previous_id` and the row
 * locks queue them). Meant for the jobs runner, once a day.
 */
export async function generateRecurringTasks(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(patientTasks)
      .leftJoin(successor, eq(successor.previousId, patientTasks.id))
      .where(
        and(
          isNotNull(patientTasks.recurrence),
          lte(patientTasks.dueDate, today),
          sql`${successor.id} IS NULL`,
        ),
      )
      .for('update', { of: patientTasks });
    let created = 0;
    for (const { patient_tasks: task } of due) {
      let current = task;
      while (current.dueDate <= today && current.recurrenceDays !== null) {
        const [next] = await tx
          .insert(patientTasks)
          .values({
            patientId: current.patientId,
            careService: current.careService,
            title: current.title,
            details: current.details,
            visibility:
              current.visibility === TaskVisibility.hidden
                ? TaskVisibility.hidden
                : TaskVisibility.active,
            recurrence: current.recurrence,
            recurrenceDays: current.recurrenceDays,
            dueDate: nextOccurrence(current.dueDate, current.recurrenceDays),
            state: TaskState.notCompleted,
            previousId: current.id,
            createdBy: current.createdBy,
          })
          .onConflictDoNothing()
          .returning();
        if (next === undefined) {
          break;
        }
        if (current.visibility === TaskVisibility.active) {
          await tx
            .update(patientTasks)
            .set({ visibility: TaskVisibility.historic })
            .where(eq(patientTasks.id, current.id));
        }
        created += 1;
        current = next;
      }
    }
    return created;
  });
}
