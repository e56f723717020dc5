import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createDueTasks } from './dueTasks.ts';
import { taskRoutes } from './routes.ts';
import { createTaskRepo } from './taskRepo.ts';
import { createTaskService } from './taskService.ts';

export type { DueTasks } from './dueTasks.ts';

/** Care-plan tasks of a patient; `recurringTasks.ts` makes the next occurrences. */
export const tasksModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(taskRoutes, { tasks: createTaskService(db, createTaskRepo(db)) });
};

/** The tasks still to do on a day, for a caregiver's home. */
export const dueTasksReader = (db: Database) => createDueTasks(createTaskRepo(db));
