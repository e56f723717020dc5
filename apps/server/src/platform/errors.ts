import type { CodedMessage, ErrorCode, FieldErrors, MessageParams } from '@hearth/domain';
import { errorCodeStatus, serverMessageText } from '@hearth/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type AppErrorOptions = {
  retryAfterSeconds?: number;
  /** What `message` says as a code, for the web to say in the page's language. */
  reason?: CodedMessage;
  /** The code of each field's message in `fieldErrors`. */
  fields?: Record<string, CodedMessage>;
};

/** An error meant for the caller: its code picks the HTTP status, its message is shown as is. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
  }

  get status(): number {
    return errorCodeStatus[this.code];
  }
}

/** An error whose message is one of SERVER_MESSAGES: its English text, and its code beside it. */
export function codedError(
  code: ErrorCode,
  reason: CodedMessage,
  options: Omit<AppErrorOptions, 'reason'> = {},
): AppError {
  return new AppError(code, serverMessageText(reason.code, reason.params), undefined, {
    ...options,
    reason,
  });
}

/** A 422 naming what is wrong with each field, by code (the English text in `errors`). */
export function invalidFields(problems: Record<string, CodedMessage>): AppError {
  const fieldErrors: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) {
    fieldErrors[field] = [serverMessageText(problem.code, problem.params)];
  }
  return new AppError('validation_failed', serverMessageText('validation_failed'), fieldErrors, {
    reason: { code: 'validation_failed' },
    fields: problems,
  });
}

type SchemaIssue = { keyword: string; message?: string; params?: Record<string, unknown> };

/**
 * The code of a rule a route's schema checked; none for a custom rule, whose message is already
 * a translation key of the web (`caregivers:validation.x`).
 */
export function schemaIssueCode({
  keyword,
  message = '',
  params = {},
}: SchemaIssue): CodedMessage | undefined {
  const { origin, minimum, maximum, format } = params;
  switch (keyword) {
    case 'invalid_type':
      return /received (undefined|null)/.test(message) ? { code: 'required' } : { code: 'invalid' };
    case 'too_small':
      if (origin === 'string') {
        return Number(minimum) <= 1
          ? { code: 'required' }
          : { code: 'min_length', params: { min: Number(minimum) } };
      }
      return origin === 'array'
        ? { code: 'required' }
        : { code: 'min_value', params: { min: Number(minimum) } };
    case 'too_big':
      if (origin === 'string') {
        return { code: 'max_length', params: { max: Number(maximum) } };
      }
      return origin === 'array'
        ? { code: 'too_many', params: { max: Number(maximum) } }
        : { code: 'max_value', params: { max: Number(maximum) } };
    case 'invalid_format':
      if (format === 'email') {
        return { code: 'invalid_email' };
      }
      return format === 'date' ? { code: 'invalid_date' } : { code: 'invalid' };
    case 'invalid_value':
      return { code: 'choose' };
    case 'custom':
      return undefined;
    default:
      return { code: 'invalid' };
  }
}

const messages = {
  validation: serverMessageText('validation_failed'),
  notFound: serverMessageText('not_found'),
  internal: serverMessageText('internal'),
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
    const fields: Record<string, CodedMessage> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || (error.validationContext ?? 'request');
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      const coded = schemaIssueCode(issue);
      if (fields[field] === undefined && coded !== undefined && fieldErrors[field]?.length === 1) {
        fields[field] = coded;
      }
    }
    return {
      status: 422,
      body: {
        code: 'validation_failed',
        message: messages.validation,
        messageCode: 'validation_failed',
        errors: fieldErrors,
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      },
    };
  }
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.options.reason === undefined
          ? {}
          : { messageCode: error.options.reason.code, params: error.options.reason.params }),
        ...(error.options.fields === undefined ? {} : { fields: error.options.fields }),
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
    body: {
      code: 'internal',
      message: messages.internal,
      messageCode: 'internal',
      requestId: request.id,
    },
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
  return sendError(reply, 404, {
    code: 'not_found',
    message: messages.notFound,
    messageCode: 'not_found',
  });
}

export type ErrorBody = {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
  messageCode?: CodedMessage['code'];
  params?: MessageParams | undefined;
  fields?: Record<string, CodedMessage>;
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
