import {
  agencySchema,
  agencyStaffQuerySchema,
  agencyStandingChangeSchema,
  itemResponse,
  listResponse,
  standingChangeSchema,
  standingHistoryQuerySchema,
  userSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { userDto } from '../../identity/index.ts';
import { standingChangeDto } from './dto.ts';
import { agencyAccess } from './policy.ts';
import { agencyIdParams, agencyTags, answerAgencyWrite } from './routes.ts';
import type { StaffService } from './staffService.ts';
import type { StandingService } from './standingService.ts';

export type AgencyOversightRoutesOptions = { standing: StandingService; staff: StaffService };

/** What admins oversee about an agency (its standing) and who works there. */
export const agencyOversightRoutes: FastifyPluginAsyncZod<AgencyOversightRoutesOptions> = async (
  app,
  { standing, staff },
) => {
  app.post(
    '/api/agencies/:agencyId/standing',
    {
      config: { access: agencyAccess.changeStanding },
      schema: {
        tags: agencyTags,
        summary: "Change an agency's standing, with the reason (kept in its history)",
        params: agencyIdParams,
        body: agencyStandingChangeSchema,
        response: { 200: itemResponse(agencySchema) },
      },
    },
    (request) => answerAgencyWrite(request, standing.change),
  );

  app.get(
    '/api/agencies/:agencyId/standing-history',
    {
      config: { access: agencyAccess.agencyPeople },
      schema: {
        tags: agencyTags,
        summary: "An agency's standing changes, newest first: who, when and why",
        params: agencyIdParams,
        querystring: standingHistoryQuerySchema,
        response: { 200: listResponse(standingChangeSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await standing.history(
        actorOf(request),
        request.params.agencyId,
        { page, perPage },
        requestLocale(request),
      );
      return { data: rows.map(standingChangeDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/agencies/:agencyId/staff',
    {
      config: { access: agencyAccess.agencyPeople },
      schema: {
        tags: agencyTags,
        summary: "An agency's people: owners, agents and caregivers",
        params: agencyIdParams,
        querystring: agencyStaffQuerySchema,
        response: { 200: listResponse(userSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await staff.list(
        actorOf(request),
        request.params.agencyId,
        request.query,
        requestLocale(request),
      );
      return { data: rows.map(userDto), meta: { page, perPage, total } };
    },
  );
};
