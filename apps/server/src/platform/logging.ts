import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/**
 * What the logs may carry: codes and request ids, never bodies, query parameters or health
 * information. A failed query's error quotes its SQL and parameters (Drizzle's message), the
 * offending values (PostgreSQL's message and detail, e.g. `Key (email)=(…) already exists`):
 * such an error is logged by its codes alone. A request is logged by its method and route, never
 * its query string. Every line carries the request id (`reqId`) already.
 */

type DatabaseErrorFields = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

/** pg's DatabaseError (SQLSTATE, severity) or Drizzle's wrapper around it (query, params). */
function isDatabaseError(error: Error): boolean {
  return ('severity' in error && 'code' in error) || 'query' in error || 'params' in error;
}

function causesOf(error: Error): Error[] {
  return error.cause instanceof Error ? [error, ...causesOf(error.cause)] : [error];
}

/** The call stack without its first line, which repeats the message. */
const framesOf = (error: Error) =>
  error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function databaseErrorForLog(chain: Error[]) {
  const fields = (name: keyof DatabaseErrorFields) =>
    chain.map((error) => (error as DatabaseErrorFields)[name]).find((value) => value !== undefined);
  const [outer] = chain;
  return {
    type: chain.map((error) => error.constructor.name).join(' <- '),
    code: fields('code'),
    constraint: fields('constraint'),
    table: fields('table'),
    column: fields('column'),
    routine: fields('routine'),
    stack: outer === undefined ? undefined : framesOf(outer),
  };
}

/** The `err` of a log line: a database error by its codes only, any other as pino shows it. */
export function errorForLog(error: unknown) {
  if (!(error instanceof Error)) {
    return { type: typeof error };
  }
  const chain = causesOf(error);
  return chain.some(isDatabaseError) ? databaseErrorForLog(chain) : pino.stdSerializers.err(error);
}

/** The `req` of a log line: the route it matched (ids and tokens in the path stay out too), no headers. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { err: errorForLog, req: requestForLog },
    ...(stream === undefined ? {} : { stream }),
  };
}
