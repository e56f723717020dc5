import { z } from 'zod';
import { TaskRecurrence, TaskState, TaskVisibility } from '../enums/care.ts';
import { CARE_SERVICES, type CareService } from '../rules/careServices.ts';
import { ID_MAX, optionalText, pathId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

export const TASK_TITLE_MAX = 200;
export const TASK_DETAILS_MAX = 2000;
export const TASK_MAX_DAYS = 31;

export const careServiceSchema = z.enum(CARE_SERVICES as [CareService, ...CareService[]]);

/** The messages of refused tasks; the web shows them translated. */
export const TaskValidation = {
  customNeedsDays: 'tasks:validation.customNeedsDays',
  daysOnlyForCustom: 'tasks:validation.daysOnlyForCustom',
  staffOnly: 'tasks:validation.staffOnly',
} as const;

const dayOfMonth = z.number().int().min(1).max(TASK_MAX_DAYS);

export const taskCreateSchema = z
  .object({
    careService: careServiceSchema,
    title: requiredText(TASK_TITLE_MAX),
    details: optionalText(TASK_DETAILS_MAX).optional(),
    dueDate: z.iso.date(),
    visibility: TaskVisibility.schema.default(TaskVisibility.active),
    recurrence: TaskRecurrence.schema.nullable().default(null),
    /** The days of the month of a custom recurrence. */
    recurrenceDays: z.array(dayOfMonth).min(1).max(TASK_MAX_DAYS).optional(),
  })
  .superRefine((task, context) => {
    const custom = task.recurrence === TaskRecurrence.custom;
    if (custom && task.recurrenceDays === undefined) {
      context.addIssue({
        code: 'custom',
        message: TaskValidation.customNeedsDays,
        path: ['recurrenceDays'],
      });
    }
    if (!custom && task.recurrenceDays !== undefined) {
      context.addIssue({
        code: 'custom',
        message: TaskValidation.daysOnlyForCustom,
        path: ['recurrenceDays'],
      });
    }
  });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** A caregiver changes only the state; staff may also hide, retire or reword a task. */
export const taskPatchSchema = z
  .object({
    state: TaskState.schema,
    visibility: TaskVisibility.schema,
    title: requiredText(TASK_TITLE_MAX),
    details: optionalText(TASK_DETAILS_MAX),
  })
  .partial();
export type TaskPatch = z.infer<typeof taskPatchSchema>;

export const taskIdParamsSchema = z.object({ taskId: pathId });
export const patientTasksParamsSchema = z.object({ patientId: pathId });

/** A numeric code from a query string ("1"); an empty value means none. */
const queryCode = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    schema,
  );

export const taskListQuerySchema = paginationQuerySchema.omit({ sort: true, q: true }).extend({
  state: queryCode(TaskState.schema).optional(),
  visibility: queryCode(TaskVisibility.schema).default(TaskVisibility.active),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskSchema = z.object({
  id: z.number().int().max(ID_MAX),
  patientId: z.number().int(),
  careService: careServiceSchema,
  title: z.string(),
  details: z.string().nullable(),
  state: TaskState.schema,
  visibility: TaskVisibility.schema,
  recurrence: TaskRecurrence.schema.nullable(),
  recurrenceDays: z.array(z.number().int()).nullable(),
  dueDate: z.iso.date(),
  completedBy: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
