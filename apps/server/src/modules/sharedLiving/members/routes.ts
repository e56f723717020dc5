import {
  hubMemberChangeSchema,
  hubMemberListQuerySchema,
  hubMemberMoveSchema,
  hubMemberParamsSchema,
  hubMemberSchema,
  hubMembersParamsSchema,
  itemResponse,
  listResponse,
  myHubMembershipSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { hubMemberChangeDto, hubMemberDto } from './dto.ts';
import type { MemberService } from './memberService.ts';
import { hubMemberAccess } from './policy.ts';

const tags = ['shared living'];
const base = '/api/shared-living-hubs/:hubId';

export const hubMemberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (
  app,
  { members },
) => {
  app.get(
    `${base}/members`,
    {
      config: { access: hubMemberAccess.read },
      schema: {
        tags,
        summary:
          "A hub's memberships by status: all with reasons for those who run it, members by name for its members",
        params: hubMembersParamsSchema,
        querystring: hubMemberListQuerySchema,
        response: { 200: listResponse(hubMemberSchema) },
      },
    },
    async (request) => {
      const { page, perPage, status } = request.query;
      const { rows, total, full } = await members.list(
        actorOf(request),
        request.params.hubId,
        status,
        { page, perPage },
      );
      return { data: rows.map((row) => hubMemberDto(row, full)), meta: { page, perPage, total } };
    },
  );

  app.get(
    `${base}/membership`,
    {
      config: { access: hubMemberAccess.read },
      schema: {
        tags,
        summary: 'My own membership of the hub and the moves I may make on it',
        params: hubMembersParamsSchema,
        response: { 200: itemResponse(myHubMembershipSchema) },
      },
    },
    async (request) => ({ data: await members.mine(actorOf(request), request.params.hubId) }),
  );

  app.post(
    `${base}/membership/status`,
    {
      config: { access: hubMemberAccess.self },
      schema: {
        tags,
        summary: 'Ask to join, ask to leave, or take a leave request back',
        params: hubMembersParamsSchema,
        body: hubMemberMoveSchema,
        response: { 200: itemResponse(myHubMembershipSchema) },
      },
    },
    async (request) => ({
      data: await members.moveSelf(
        actorOf(request),
        request.params.hubId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );

  app.post(
    `${base}/members/:userId/status`,
    {
      config: { access: hubMemberAccess.hub },
      schema: {
        tags,
        summary:
          "The hub's moves on a person's membership: add, accept, refuse or remove (with a reason), complete a leave",
        params: hubMemberParamsSchema,
        body: hubMemberMoveSchema,
        response: { 200: itemResponse(hubMemberSchema) },
      },
    },
    async (request) => {
      const record = await members.moveByHub(
        actorOf(request),
        request.params.hubId,
        request.params.userId,
        request.body,
        auditContextOf(request),
      );
      return { data: hubMemberDto(record, true) };
    },
  );

  app.get(
    `${base}/members/:userId/history`,
    {
      config: { access: hubMemberAccess.read },
      schema: {
        tags,
        summary: "One membership's moves, oldest first: who, when, from, to, why",
        params: hubMemberParamsSchema,
        response: { 200: z.object({ data: z.array(hubMemberChangeSchema) }) },
      },
    },
    async (request) => {
      const rows = await members.history(
        actorOf(request),
        request.params.hubId,
        request.params.userId,
      );
      return { data: rows.map(hubMemberChangeDto) };
    },
  );
};
