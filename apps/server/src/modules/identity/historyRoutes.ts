import {
  auditEntrySchema,
  auditListQuerySchema,
  listResponse,
  paginationQuerySchema,
  signInListQuerySchema,
  signInRecordSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../platform/audit.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditLogService } from './auditLogService.ts';
import { iso, isoOrNull } from './dto.ts';
import type { HistoryRepo, SignInFilter } from './historyRepo.ts';
import { identityAccess, signInScope } from './policy.ts';
import { userKindSchema, userKinds } from './userKinds.ts';

export type HistoryRoutesOptions = {
  history: HistoryRepo;
  auditLog: AuditLogService;
  exposeOutbox: boolean;
};

const tags = ['history'];

const outboxEntrySchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

const pageOf = (query: { page: number; perPage: number }) => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});

export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (
  app,
  { history, auditLog, exposeOutbox },
) => {
  async function signInPage(
    scopeActor: Parameters<typeof signInScope>[0],
    query: z.infer<typeof signInListQuerySchema>,
    extra: SignInFilter = {},
  ) {
    const { rows, total } = await history.listSignIns(
      signInScope(scopeActor),
      { ...query, ...extra },
      pageOf(query),
    );
    return {
      data: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      meta: { page: query.page, perPage: query.perPage, total },
    };
  }

  app.get(
    '/api/logins',
    {
      config: { access: identityAccess.signInHistory },
      schema: {
        tags,
        summary:
          'Sign-in history I may see (admins all, agency owners their agency, others their own)',
        querystring: signInListQuerySchema,
        response: { 200: listResponse(signInRecordSchema) },
      },
    },
    async (request) => signInPage(actorOf(request), request.query),
  );

  app.get(
    '/api/logins-by-user-type/:userType',
    {
      config: { access: identityAccess.signInHistory },
      schema: {
        tags,
        summary: 'Sign-in history of one kind of account, within what I may see',
        params: z.object({ userType: userKindSchema }),
        querystring: signInListQuerySchema,
        response: { 200: listResponse(signInRecordSchema) },
      },
    },
    async (request) =>
      signInPage(actorOf(request), request.query, { roles: userKinds[request.params.userType] }),
  );

  app.get(
    '/api/audit-log',
    {
      config: { access: identityAccess.adminOnly },
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditListQuerySchema,
        response: { 200: listResponse(auditEntrySchema) },
      },
    },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      const { rows, total } = await auditLog.list(
        filter,
        { page, perPage },
        auditContextOf(request),
      );
      return {
        data: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        meta: { page, perPage, total },
      };
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      config: { access: identityAccess.adminOnly },
      schema: {
        tags,
        summary: 'Mail written by the app (development only)',
        querystring: paginationQuerySchema,
        response: { 200: listResponse(outboxEntrySchema) },
      },
    },
    async (request) => {
      if (!exposeOutbox) {
        // Mail holds reset links: in production nobody reads it here, admins included.
        throw new AppError('not_found', 'outbox_development_only');
      }
      const { rows, total } = await history.listOutbox(pageOf(request.query));
      return {
        data: rows.map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
          sentAt: isoOrNull(row.sentAt),
        })),
        meta: { page: request.query.page, perPage: request.query.perPage, total },
      };
    },
  );
};
