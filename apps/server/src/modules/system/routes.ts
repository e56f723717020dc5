import { appInfoSchema, healthResponseSchema, itemResponse } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compiledSerializerCompiler } from '../../platform/compiledSerializer.ts';
import { systemPolicy } from './policy.ts';
import type { SystemService } from './service.ts';

export type SystemRoutesOptions = { service: SystemService };

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/api/health',
    {
      config: { access: systemPolicy.readHealth, rateLimit: false },
      // Load balancers poll it.
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await service.health();
      return reply.status(health.database === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/app-info',
    {
      config: { access: systemPolicy.readAppInfo },
      schema: {
        tags: ['system'],
        summary: 'Instance name, support address and version, shown on every page',
        response: { 200: itemResponse(appInfoSchema) },
      },
    },
    async () => ({ data: await service.appInfo() }),
  );
};
