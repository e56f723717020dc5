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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || (error.validationContext ?? 'request');
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      return sendError(reply, 422, {
        code: 'validation_failed',
        message: messages.validation,
        errors: fieldErrors,
      });
    }
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.options.retryAfterSeconds));
      }
      return sendError(reply, error.status, {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    const code = statusCodes[status];
    if (code !== undefined) {
      return sendError(reply, status, { code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      code: 'internal',
      message: messages.internal,
      requestId: request.id,
    });
  });
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, { code: 'not_found', message: messages.notFound });
}

type ErrorBody = { code: ErrorCode; message: string; errors?: FieldErrors; requestId?: string };

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // A route with a response schema must not re-validate the error envelope against it.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}
