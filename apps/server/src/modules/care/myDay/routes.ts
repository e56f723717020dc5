import { itemResponse, myDayQuerySchema, myDaySchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { MyDayService } from './myDayService.ts';
import { myDayAccess } from './policy.ts';

export type MyDayRoutesOptions = { myDay: MyDayService };

export const myDayRoutes: FastifyPluginAsyncZod<MyDayRoutesOptions> = async (app, { myDay }) => {
  app.get(
    '/api/my/day',
    {
      config: { access: myDayAccess.read },
      schema: {
        tags: ['shifts'],
        summary: "My tasks and doses still due on one day (Toronto time), for my visits' clients",
        querystring: myDayQuerySchema,
        response: { 200: itemResponse(myDaySchema) },
      },
    },
    async (request) => ({ data: await myDay.of(actorOf(request), request.query.date) }),
  );
};
