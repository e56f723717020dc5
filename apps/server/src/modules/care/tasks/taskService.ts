import {
  careServicesForRank,
  fixedRecurrenceDays,
  type TaskCreate,
  type TaskPatch,
  TaskRecurrence,
  TaskState,
  TaskValidation,
  TaskVisibility,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { patientScope } from '../../directory/patients/index.ts';
import { isTaskStaff } from './policy.ts';
import type { TaskFilter, TaskLens, TaskRepo } from './taskRepo.ts';

export type Paging = { page: number; perPage: number };

const noPatient = () => new AppError('not_found', 'patient_not_found');
const noTask = () => new AppError('not_found', 'task_not_found');

/** The days a new task recurs on: fixed for first/last day, the due date's day for same date. */
export function recurrenceDaysOf(input: TaskCreate): number[] | null {
  if (input.recurrence === null) {
    return null;
  }
  if (input.recurrence === TaskRecurrence.monthlySameDate) {
    return [Number(input.dueDate.slice(8, 10))];
  }
  return fixedRecurrenceDays(input.recurrence) ?? input.recurrenceDays ?? null;
}

export function createTaskService(db: Database, repo: TaskRepo) {
  /** What of a patient's plan the actor sees: staff all; a caregiver their profession's services. */
  async function lensOf(actor: Actor, agencyId: number): Promise<TaskLens> {
    if (isTaskStaff(actor)) {
      return { services: null, hideHidden: false };
    }
    const rank = await repo.caregiverRank(actor.userId, agencyId);
    return { services: careServicesForRank(rank), hideHidden: true };
  }

  async function visiblePatient(actor: Actor, patientId: number) {
    const patient = await repo.visiblePatient(patientScope(actor), patientId);
    if (patient === undefined) {
      throw noPatient();
    }
    return patient;
  }

  /** The task if the actor sees it (its patient in scope, its service and visibility shown). */
  async function visibleTask(actor: Actor, taskId: number) {
    const task = await repo.findTask(patientScope(actor), taskId);
    if (task === undefined) {
      throw noTask();
    }
    const lens = await lensOf(actor, task.agencyId);
    const hidden = lens.hideHidden && task.visibility === TaskVisibility.hidden;
    if (hidden || (lens.services !== null && !lens.services.includes(task.careService))) {
      throw noTask();
    }
    return task;
  }

  async function read(taskId: number) {
    const record = await repo.get(taskId);
    if (record === undefined) {
      throw noTask();
    }
    return record;
  }

  return {
    async list(
      actor: Actor,
      patientId: number,
      filter: TaskFilter,
      paging: Paging,
      context: AuditContext,
    ) {
      const patient = await visiblePatient(actor, patientId);
      const lens = await lensOf(actor, patient.agencyId);
      const result = await repo.list(patientId, lens, filter, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      // A care plan is part of the patient's clinical record.
      await writeReadAudit(db, context, {
        action: 'patient.tasks.listed',
        subjectType: 'patient',
        subjectId: patientId,
        agencyId: patient.agencyId,
        details: { ...filter, ...paging },
      });
      return result;
    },

    async create(actor: Actor, patientId: number, input: TaskCreate, context: AuditContext) {
      const patient = await visiblePatient(actor, patientId);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          patientId,
          careService: input.careService,
          title: input.title,
          details: input.details ?? null,
          dueDate: input.dueDate,
          visibility: input.visibility,
          recurrence: input.recurrence,
          recurrenceDays: recurrenceDaysOf(input),
          createdBy: actor.userId,
        });
        await writeAudit(tx, context, {
          action: 'patient.task.created',
          subjectType: 'task',
          subjectId: created,
          agencyId: patient.agencyId,
          details: { patientId },
        });
        return created;
      });
      return read(id);
    },

    async update(actor: Actor, taskId: number, patch: TaskPatch, context: AuditContext) {
      const task = await visibleTask(actor, taskId);
      const { state, ...staffFields } = patch;
      const staffOnly = Object.keys(staffFields).filter(
        (key) => staffFields[key as keyof typeof staffFields] !== undefined,
      );
      if (!isTaskStaff(actor) && staffOnly.length > 0) {
        throw new AppError(
          'validation_failed',
          'validation_failed',
          Object.fromEntries(staffOnly.map((key) => [key, [TaskValidation.staffOnly]])),
        );
      }
      const completion =
        state === undefined
          ? {}
          : state === TaskState.completed
            ? { completedBy: actor.userId, completedAt: new Date() }
            : { completedBy: null, completedAt: null };
      await db.transaction(async (tx) => {
        await repo.update(tx, taskId, { ...patch, ...completion });
        await writeAudit(tx, context, {
          action: 'patient.task.updated',
          subjectType: 'task',
          subjectId: taskId,
          agencyId: task.agencyId,
          details: { patientId: task.patientId, ...patch },
        });
      });
      return read(taskId);
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
