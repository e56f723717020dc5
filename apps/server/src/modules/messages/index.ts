import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';
import { createMessageRepo } from './messageRepo.ts';
import { messageRoutes } from './messageRoutes.ts';
import { createMessageService } from './messageService.ts';

export type MessagesModuleOptions = {
  db: Database;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
};

/** A thread per patient between the family linked to them and their organisation's staff. */
export const messagesModule: FastifyPluginAsync<MessagesModuleOptions> = async (app, options) => {
  await app.register(messageRoutes, {
    messages: createMessageService({ ...options, repo: createMessageRepo(options.db) }),
  });
};
