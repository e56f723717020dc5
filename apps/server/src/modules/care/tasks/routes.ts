import {
  itemResponse,
  listResponse,
  patientTasksParamsSchema,
  taskCreateSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskPatchSchema,
  taskSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { taskAccess } from './policy.ts';
import type { TaskRecord } from './taskRepo.ts';
import type { TaskService } from './taskService.ts';

export type TaskRoutesOptions = { tasks: TaskService };

const tags = ['tasks'];
const taskResponse = itemResponse(taskSchema);

function taskDto(record: TaskRecord) {
  return { ...record, completedAt: record.completedAt?.toISOString() ?? null };
}

export const taskRoutes: FastifyPluginAsyncZod<TaskRoutesOptions> = async (app, { tasks }) => {
  app.get(
    '/api/patients/:patientId/tasks',
    {
      config: { access: taskAccess.read },
      schema: {
        tags,
        summary: "A patient's care plan as I may see it (audited)",
        params: patientTasksParamsSchema,
        querystring: taskListQuerySchema,
        response: { 200: listResponse(taskSchema) },
      },
    },
    async (request) => {
      const { page, perPage, state, visibility } = request.query;
      const { rows, total } = await tasks.list(
        actorOf(request),
        request.params.patientId,
        { state, visibility },
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows.map(taskDto), meta: { page, perPage, total } };
    },
  );

  app.post(
    '/api/patients/:patientId/tasks',
    {
      config: { access: taskAccess.write },
      schema: {
        tags,
        summary: "Add a task to one of my agency's patients' care plans",
        params: patientTasksParamsSchema,
        body: taskCreateSchema,
        response: { 201: taskResponse },
      },
    },
    async (request, reply) => {
      const record = await tasks.create(
        actorOf(request),
        request.params.patientId,
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send({ data: taskDto(record) });
    },
  );

  app.patch(
    '/api/tasks/:taskId',
    {
      config: { access: taskAccess.read },
      schema: {
        tags,
        summary: "Mark a task's state (the care team); staff may also hide, retire or reword it",
        params: taskIdParamsSchema,
        body: taskPatchSchema,
        response: { 200: taskResponse },
      },
    },
    async (request) => ({
      data: taskDto(
        await tasks.update(
          actorOf(request),
          request.params.taskId,
          request.body,
          auditContextOf(request),
        ),
      ),
    }),
  );
};
