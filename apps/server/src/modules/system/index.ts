import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createSystemRepo } from './repo.ts';
import { systemRoutes } from './routes.ts';
import { createSystemService } from './service.ts';

export type SystemModuleOptions = { db: Database; version: string };

export const systemModule: FastifyPluginAsyncZod<SystemModuleOptions> = async (
  app,
  { db, version },
) => {
  const service = createSystemService(createSystemRepo(db), version);
  await app.register(systemRoutes, { service });
};
