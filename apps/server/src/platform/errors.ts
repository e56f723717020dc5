import type { ErrorCode, FieldErrors } from '@hearth/domain';
import { errorCodeStatus } from '@hearth/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the caller: its code picks the HTTP status, its message is shown as is. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get status(): number {
    return errorCodeStatus[this.code];
  }
}

const messages = {
  validation: 'The given data was invalid.',
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Quote the request id if you contact support.',
} as const;

// Fastify's own client errors (bad JSON, body too large, wrong media type) keep their status.
const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'bad_request',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  419: 'session_expired',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** The status and body an error answers with; a 500 is logged here, with its request id. */
export type ErrorReply = { status: number; body: ErrorBody; retryAfterSeconds?: number };

export function errorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || (error.validationContext ?? 'request');
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
    }
    return {
      status: 422,
      body: { code: 'validation_failed', message: messages.validation, errors: fieldErrors },
    };
  }
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      },
      ...(error.options.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: error.options.retryAfterSeconds }),
    };
  }
  const status = error.statusCode ?? 500;
  const code = statusCodes[status];
  if (code !== undefined) {
    return { status, body: { code, message: error.message } };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    body: { code: 'internal', message: messages.internal, requestId: request.id },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendErrorReply(reply, errorReply(error, request)),
  );
}

/** Sends an ErrorReply, with its Retry-After when it has one. */
export function sendErrorReply(
  reply: FastifyReply,
  { status, body, retryAfterSeconds }: ErrorReply,
): FastifyReply {
  if (retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(retryAfterSeconds));
  }
  return sendError(reply, status, body);
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, { code: 'not_found', message: messages.notFound });
}

export type ErrorBody = {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
  requestId?: string;
  /** The same text where Pusher's HTTP API puts it, for its libraries (realtime/triggerApi.ts). */
  error?: string;
};

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // A route with a response schema must not re-validate the error envelope against it.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}
