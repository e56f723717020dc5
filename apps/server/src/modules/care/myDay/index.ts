import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { dueDosesReader } from '../medications/index.ts';
import { dueTasksReader } from '../tasks/index.ts';
import { createMyDayRepo } from './myDayRepo.ts';
import { createMyDayService } from './myDayService.ts';
import { myDayRoutes } from './routes.ts';

/** A caregiver's day on their home: the tasks and doses left for the clients of their visits. */
export const myDayModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const myDay = createMyDayService({
    repo: createMyDayRepo(db),
    dueTasks: dueTasksReader(db),
    dueDoses: dueDosesReader(db),
  });
  await app.register(myDayRoutes, { myDay });
};
