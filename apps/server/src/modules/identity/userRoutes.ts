import {
  changeRoleRequestSchema,
  createUserRequestSchema,
  itemResponse,
  listResponse,
  pathId,
  Role,
  roleSchema,
  UserStatus,
  userListQuerySchema,
  userSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import type { LiveSockets } from '../../platform/realtime/terminations.ts';
import { requestLocale } from '../../platform/requestLocale.ts';
import { roleDto, userDto } from './dto.ts';
import { identityAccess } from './policy.ts';
import { userKindSchema, userKinds } from './userKinds.ts';
import type { UserService } from './userService.ts';

export type UserRoutesOptions = { users: UserService; liveSockets: LiveSockets };

const tags = ['users'];
const userIdParams = z.object({ userId: pathId });
const rolesResponse = z.object({ data: z.array(roleSchema) });

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { users, liveSockets },
) => {
  app.get(
    '/api/roles',
    {
      config: { access: identityAccess.roleLists },
      schema: {
        tags,
        summary: 'Every role with its code',
        querystring: z.object({ q: z.string().trim().optional() }),
        response: { 200: rolesResponse },
      },
    },
    async (request) => {
      const q = request.query.q?.toLowerCase();
      const roles = Role.codes.filter((role) => !q || Role.nameOf(role).toLowerCase().includes(q));
      return { data: roles.map(roleDto) };
    },
  );

  app.get(
    '/api/roles-by-user-type/:user_type',
    {
      config: { access: identityAccess.roleLists },
      schema: {
        tags,
        summary: 'The roles of one kind of account',
        params: z.object({ user_type: userKindSchema }),
        response: { 200: rolesResponse },
      },
    },
    async (request) => ({ data: userKinds[request.params.user_type].map(roleDto) }),
  );

  app.get(
    '/api/users',
    {
      config: { access: identityAccess.manageUsers },
      schema: {
        tags,
        summary: 'Users I may manage, filtered and paged',
        querystring: userListQuerySchema,
        response: { 200: listResponse(userSchema) },
      },
    },
    async (request) => {
      const { page, perPage, q, role, status, agencyId } = request.query;
      const { rows, total } = await users.list(
        actorOf(request),
        { q, role, status, agencyIds: agencyId === undefined ? undefined : [agencyId] },
        { page, perPage },
      );
      return { data: rows.map(userDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/users/:userId',
    {
      config: { access: identityAccess.manageUsers },
      schema: {
        tags,
        summary: 'One user',
        params: userIdParams,
        response: { 200: itemResponse(userSchema) },
      },
    },
    async (request) => ({
      data: userDto(
        await users.view(actorOf(request), request.params.userId, auditContextOf(request)),
      ),
    }),
  );

  app.post(
    '/api/users',
    {
      config: { access: identityAccess.manageUsers },
      schema: {
        tags,
        summary: 'Create a user with a password, or invite them by mail without one',
        body: createUserRequestSchema,
        response: { 201: itemResponse(userSchema) },
      },
    },
    async (request, reply) => {
      const invitee = {
        ...request.body,
        preferredLocale: request.body.preferredLocale ?? requestLocale(request),
      };
      const created = await users.create(actorOf(request), invitee, auditContextOf(request));
      return reply.status(201).send({ data: userDto(created) });
    },
  );

  for (const [action, status] of [
    ['disable', UserStatus.disabled],
    ['enable', UserStatus.active],
  ] as const) {
    app.post(
      `/api/users/:userId/${action}`,
      {
        config: { access: identityAccess.manageUsers },
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Re-enable'} a user`,
          params: userIdParams,
          response: { 200: itemResponse(userSchema) },
        },
      },
      async (request) => {
        const user = await users.setStatus(
          actorOf(request),
          request.params.userId,
          status,
          auditContextOf(request),
        );
        if (status === UserStatus.disabled) {
          // Their sessions are gone with the change; their live sockets close at once too.
          await liveSockets.endUser(request.params.userId);
        }
        return { data: userDto(user) };
      },
    );
  }

  app.put(
    '/api/users/:userId/role',
    {
      config: { access: identityAccess.manageUsers },
      schema: {
        tags,
        summary: "Change a user's role",
        params: userIdParams,
        body: changeRoleRequestSchema,
        response: { 200: itemResponse(userSchema) },
      },
    },
    async (request) => ({
      data: userDto(
        await users.changeRole(
          actorOf(request),
          request.params.userId,
          request.body.role,
          auditContextOf(request),
        ),
      ),
    }),
  );
};
