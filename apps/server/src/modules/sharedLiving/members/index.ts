import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createMemberRepo } from './memberRepo.ts';
import { createMemberService } from './memberService.ts';
import { hubMemberRoutes } from './routes.ts';

/** Hub memberships: join requests, the hub's answers, leaving, and the history of each. */
export const hubMembersModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(hubMemberRoutes, { members: createMemberService(db, createMemberRepo(db)) });
};
