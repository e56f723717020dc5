import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';

/** Who asks, as the directory's services take it: the actor, their locale, the audit context. */
export const callerOf = (request: FastifyRequest) => ({
  actor: actorOf(request),
  locale: requestLocale(request),
  context: auditContextOf(request),
});

/** An id in the path; the route's params schema has already made it a number. */
export const pathIdOf = (request: FastifyRequest, name: string): number =>
  (request.params as Record<string, number>)[name] ?? Number.NaN;

/** The app as a route plugin gets it: its schemas are zod's. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A list query: it names the page and its size, whatever it filters by. */
export type Paged = z.ZodType<{ page: number; perPage: number }>;
