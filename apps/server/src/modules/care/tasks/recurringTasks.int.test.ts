import { TaskRecurrence, TaskState, TaskVisibility } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestDatabase } from '../../../../test/harness.ts';
import { patientTasks } from '../../../db/schema/index.ts';
import { generateRecurringTasks } from './recurringTasks.ts';

const database = useTestDatabase();
let patientId: number;

beforeAll(async () => {
  patientId = await createPatient(database.db, await createAgency(database.db));
});

async function recurring(dueDate: string, recurrence: TaskRecurrence, days: number[]) {
  const [row] = await database.db
    .insert(patientTasks)
    .values({
      patientId,
      careService: 'bathing',
      title: `Task due ${dueDate}`,
      dueDate,
      recurrence,
      recurrenceDays: days,
    })
    .returning({ id: patientTasks.id });
  return row?.id ?? 0;
}

/** The due dates of the chain that starts at `id`, in order. */
async function chain(id: number): Promise<string[]> {
  const rows = await database.db.select().from(patientTasks).orderBy(asc(patientTasks.id));
  const dates: string[] = [];
  let current = rows.find((row) => row.id === id);
  while (current !== undefined) {
    dates.push(current.dueDate);
    const from: number = current.id;
    current = rows.find((row) => row.previousId === from);
  }
  return dates;
}

describe('generateRecurringTasks', () => {
  it('makes the next occurrences up to today, once, however often it runs', async () => {
    const lastDay = await recurring('2027-12-31', TaskRecurrence.lastDay, [31]);
    const sameDate = await recurring('2027-12-31', TaskRecurrence.monthlySameDate, [31]);
    const firstDay = await recurring('2028-01-01', TaskRecurrence.firstDay, [1]);
    const custom = await recurring('2028-01-30', TaskRecurrence.custom, [15, 30]);

    await generateRecurringTasks(database.db, '2028-02-29');
    expect(await chain(lastDay)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31']);
    expect(await chain(sameDate)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31']);
    expect(await chain(firstDay)).toEqual(['2028-01-01', '2028-02-01', '2028-03-01']);
    expect(await chain(custom)).toEqual(['2028-01-30', '2028-02-15', '2028-02-29', '2028-03-15']);

    expect(await generateRecurringTasks(database.db, '2028-02-29')).toBe(0);
    await Promise.all([
      generateRecurringTasks(database.db, '2028-03-01'),
      generateRecurringTasks(database.db, '2028-03-01'),
    ]);
    expect(await chain(firstDay)).toEqual(['2028-01-01', '2028-02-01', '2028-03-01', '2028-04-01']);
  });

  it('retires the occurrence it follows and starts the next one open', async () => {
    const id = await recurring('2029-02-28', TaskRecurrence.monthlySameDate, [28]);
    await database.db
      .update(patientTasks)
      .set({ state: TaskState.completed })
      .where(eq(patientTasks.id, id));
    await generateRecurringTasks(database.db, '2029-02-28');
    const rows = await database.db
      .select()
      .from(patientTasks)
      .where(eq(patientTasks.previousId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dueDate: '2029-03-28',
      state: TaskState.notCompleted,
      visibility: TaskVisibility.active,
    });
    const [before] = await database.db.select().from(patientTasks).where(eq(patientTasks.id, id));
    expect(before?.visibility).toBe(TaskVisibility.historic);
  });

  it('leaves a task that is not yet due', async () => {
    const future = await recurring('2040-01-01', TaskRecurrence.firstDay, [1]);
    await generateRecurringTasks(database.db, '2039-12-31');
    expect(await chain(future)).toEqual(['2040-01-01']);
  });
});
