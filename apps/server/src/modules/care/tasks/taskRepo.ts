import { type CareService, type TaskRecurrence, TaskState, TaskVisibility } from '@hearth/domain';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  caregivers,
  patients,
  patientTasks,
  professions,
  shifts,
  users,
} from '../../../db/schema/index.ts';
import { type PatientScope, patientScopeCondition } from '../../directory/patients/index.ts';

export type Window = { limit: number; offset: number };

/** What narrows a task read beyond the patient: the services and visibilities the reader sees. */
export type TaskLens = {
  services: readonly CareService[] | null;
  hideHidden: boolean;
};

/**
 * How long after a visit's planned end its caregiver still reads the care plan: a check-out may
 * come up to a day late (an offline phone, a visit running over), and the plan is what they tick.
 */
const VISIT_PLAN_READ_AFTER_END = sql`interval '2 days'`;

/** A visit of the patient the caregiver accepted, not cancelled and not long over. */
function acceptedVisitOf(userId: number): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${shifts} JOIN ${caregivers} ON ${caregivers.id} = ${shifts.caregiverId}
    WHERE ${shifts.patientId} = ${patients.id} AND ${caregivers.userId} = ${userId}
      AND ${shifts.assignment} = 'accepted' AND ${shifts.cancelledAt} IS NULL
      AND ${shifts.endsAt} > now() - ${VISIT_PLAN_READ_AFTER_END})`;
}

// Partner staff keep no care plan: their scope reaches no patient here, whatever it reaches elsewhere.
// A caregiver reads the plan of their care team's patients and of the clients whose visit they
// took: the tasks are what they tick at check-out, whether or not they joined the care team.
function patientCondition(scope: PatientScope): SQL | undefined {
  if (scope.kind === 'partner') {
    return sql`false`;
  }
  if (scope.kind === 'careTeam') {
    return or(
      patientScopeCondition(scope),
      and(inArray(patients.agencyId, [...scope.agencyIds]), acceptedVisitOf(scope.userId)),
    );
  }
  return patientScopeCondition(scope);
}

function lensCondition(lens: TaskLens): SQL | undefined {
  return and(
    lens.services === null ? undefined : inArray(patientTasks.careService, [...lens.services]),
    lens.hideHidden ? ne(patientTasks.visibility, TaskVisibility.hidden) : undefined,
  );
}

const taskColumns = {
  id: patientTasks.id,
  patientId: patientTasks.patientId,
  careService: sql<CareService>`${patientTasks.careService}`,
  title: patientTasks.title,
  details: patientTasks.details,
  state: sql<TaskState>`${patientTasks.state}`,
  visibility: sql<TaskVisibility>`${patientTasks.visibility}`,
  recurrence: sql<TaskRecurrence | null>`${patientTasks.recurrence}`,
  recurrenceDays: patientTasks.recurrenceDays,
  dueDate: patientTasks.dueDate,
  completedBy: users.name,
  completedAt: patientTasks.completedAt,
};

export type TaskRecord = {
  id: number;
  patientId: number;
  careService: CareService;
  title: string;
  details: string | null;
  state: TaskState;
  visibility: TaskVisibility;
  recurrence: TaskRecurrence | null;
  recurrenceDays: number[] | null;
  dueDate: string;
  completedBy: string | null;
  completedAt: Date | null;
};

export type TaskFilter = { state?: TaskState | undefined; visibility: TaskVisibility };

export type NewTask = {
  patientId: number;
  careService: CareService;
  title: string;
  details: string | null;
  dueDate: string;
  visibility: TaskVisibility;
  recurrence: TaskRecurrence | null;
  recurrenceDays: number[] | null;
  createdBy: number;
};

export type TaskChanges = {
  state?: TaskState | undefined;
  visibility?: TaskVisibility | undefined;
  title?: string | undefined;
  details?: string | null | undefined;
  completedBy?: number | null;
  completedAt?: Date | null;
};

// Reads through any reader: the demo seeder adds its tasks inside its own transaction.
export function createTaskRepo(db: Pick<Database, 'select'>) {
  return {
    /** The patient, if `scope` lets them be seen. */
    async visiblePatient(scope: PatientScope, patientId: number) {
      const [row] = await db
        .select({ id: patients.id, agencyId: patients.agencyId })
        .from(patients)
        .where(and(eq(patients.id, patientId), patientCondition(scope)));
      return row;
    },

    /** The profession rank of the caregiver's profile at the agency (null: none recorded). */
    async caregiverRank(userId: number, agencyId: number): Promise<number | null> {
      const [row] = await db
        .select({ rank: professions.rank })
        .from(caregivers)
        .leftJoin(professions, eq(professions.id, caregivers.professionId))
        .where(and(eq(caregivers.userId, userId), eq(caregivers.agencyId, agencyId)));
      return row?.rank ?? null;
    },

    async list(patientId: number, lens: TaskLens, filter: TaskFilter, window: Window) {
      const where = and(
        eq(patientTasks.patientId, patientId),
        lensCondition(lens),
        eq(patientTasks.visibility, filter.visibility),
        filter.state === undefined ? undefined : eq(patientTasks.state, filter.state),
      );
      const rows = await db
        .select(taskColumns)
        .from(patientTasks)
        .leftJoin(users, eq(users.id, patientTasks.completedBy))
        .where(where)
        .orderBy(asc(patientTasks.dueDate), asc(patientTasks.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db.select({ total: count() }).from(patientTasks).where(where);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The task with its patient's agency, if its patient is in scope and the lens shows it. */
    async findTask(scope: PatientScope, taskId: number) {
      const [row] = await db
        .select({
          id: patientTasks.id,
          patientId: patientTasks.patientId,
          agencyId: patients.agencyId,
          careService: sql<CareService>`${patientTasks.careService}`,
          visibility: sql<TaskVisibility>`${patientTasks.visibility}`,
        })
        .from(patientTasks)
        .innerJoin(patients, eq(patients.id, patientTasks.patientId))
        .where(and(eq(patientTasks.id, taskId), patientCondition(scope)));
      return row;
    },

    /** The active tasks still to do on `day` of these patients, if `scope` reaches them. */
    async openOn(scope: PatientScope, patientIds: readonly number[], day: string) {
      if (patientIds.length === 0) {
        return [];
      }
      return db
        .select({
          id: patientTasks.id,
          patientId: patientTasks.patientId,
          agencyId: patients.agencyId,
          patientFirstName: sql<string>`coalesce(${patients.preferredName}, ${patients.firstName})`,
          title: patientTasks.title,
          careService: sql<CareService>`${patientTasks.careService}`,
        })
        .from(patientTasks)
        .innerJoin(patients, eq(patients.id, patientTasks.patientId))
        .where(
          and(
            inArray(patientTasks.patientId, [...patientIds]),
            eq(patientTasks.dueDate, day),
            eq(patientTasks.state, TaskState.notCompleted),
            eq(patientTasks.visibility, TaskVisibility.active),
            patientCondition(scope),
          ),
        )
        .orderBy(asc(patientTasks.patientId), asc(patientTasks.id));
    },

    async get(taskId: number): Promise<TaskRecord | undefined> {
      const [row] = await db
        .select(taskColumns)
        .from(patientTasks)
        .leftJoin(users, eq(users.id, patientTasks.completedBy))
        .where(eq(patientTasks.id, taskId));
      return row;
    },

    async insert(writer: Pick<Database, 'insert'>, values: NewTask): Promise<number> {
      const [row] = await writer
        .insert(patientTasks)
        .values(values)
        .returning({ id: patientTasks.id });
      if (row === undefined) {
        throw new Error('the task was not stored');
      }
      return row.id;
    },

    async update(writer: Pick<Database, 'update'>, taskId: number, values: TaskChanges) {
      await writer.update(patientTasks).set(values).where(eq(patientTasks.id, taskId));
    },
  };
}

export type TaskRepo = ReturnType<typeof createTaskRepo>;
