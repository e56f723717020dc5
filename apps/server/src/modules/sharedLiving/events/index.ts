import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createEventRepo } from './eventRepo.ts';
import { createEventService } from './eventService.ts';
import { hubEventRoutes } from './routes.ts';

/** A hub's calendar: events its operator plans and its members attend. */
export const hubEventsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(hubEventRoutes, { events: createEventService(db, createEventRepo(db)) });
};
