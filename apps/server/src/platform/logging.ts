import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The route a request matched (ids and tokens in the path stay out), or its path when none did. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) {
    return pattern;
  }
  const queryAt = request.url.indexOf('?');
  return queryAt === -1 ? request.url : request.url.slice(0, queryAt);
}

/**
 * One line per answered request, written once it has gone out: method, route, status and
 * milliseconds (`reqId` comes with the request's logger), never its query string, parameters or
 * body. It replaces Fastify's own pair of lines (received, completed: `disableRequestLogging`).
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: routeOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}

/**
 * Written by an asynchronous destination unless the caller brings its own stream: a line is
 * buffered and written in the background instead of blocking the request that logged it, and
 * pino writes what is left when the process exits.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  const destination =
    stream ?? (level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }));
  return {
    level,
    serializers: { err: errorForLog },
    ...(destination === undefined ? {} : { stream: destination }),
  };
}
