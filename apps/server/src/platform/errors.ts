import type {
  CodedMessage,
  ErrorCode,
  FieldErrors,
  MessageParams,
  ServerMessageCode,
} from '@hearth/domain';
import { errorCodeStatus, isServerMessageCode, serverMessageText } from '@hearth/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type AppErrorOptions = { retryAfterSeconds?: number };

/** What an error says: one of SERVER_MESSAGES, with its parameters when its sentence has values. */
export type Reason = ServerMessageCode | CodedMessage;

/**
 * A key the web translates already (a custom rule's `caregivers:validation.x`): a field's message
 * is either that or a coded sentence, never free text.
 */
export type WebTranslationKey = `${string}:${string}.${string}`;
/** Data a caller reads beside a refusal (a clashing shift's id), not a sentence to show. */
export type FieldValue = { value: string };
export const fieldValue = (value: string | number): FieldValue => ({ value: String(value) });
export type FieldProblem = Reason | WebTranslationKey | FieldValue;
export type FieldProblems = Readonly<Record<string, FieldProblem | readonly FieldProblem[]>>;
/** Field problems gathered one by one before they are thrown. */
export type CollectedFieldProblems = Record<string, FieldProblem[]>;

const coded = (reason: Reason): CodedMessage =>
  typeof reason === 'string' ? { code: reason } : reason;
/** A field problem's code, for a coded sentence (a bare code, or one with parameters). */
function codeOf(problem: FieldProblem): CodedMessage | undefined {
  if (typeof problem === 'string') {
    return isServerMessageCode(problem) ? { code: problem } : undefined;
  }
  return 'code' in problem ? problem : undefined;
}

function problemText(problem: FieldProblem): string {
  if (typeof problem === 'string') {
    return isServerMessageCode(problem) ? serverMessageText(problem) : problem;
  }
  return 'value' in problem ? problem.value : serverMessageText(problem.code, problem.params);
}

/**
 * An error meant for the caller: its code picks the HTTP status, its reason is a code of
 * SERVER_MESSAGES (so a sentence without a code the web translates does not compile), written in
 * English as `message` beside the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly reason: CodedMessage;
  readonly fieldErrors?: FieldErrors;
  /** The code of each field's first message, where it is a coded sentence. */
  readonly fields?: Record<string, CodedMessage>;

  constructor(
    readonly code: ErrorCode,
    reason: Reason,
    problems?: FieldProblems,
    readonly options: AppErrorOptions = {},
  ) {
    super(problemText(reason));
    this.reason = coded(reason);
    if (problems !== undefined) {
      const fieldErrors: FieldErrors = {};
      const fields: Record<string, CodedMessage> = {};
      for (const [field, problem] of Object.entries(problems)) {
        const list: readonly FieldProblem[] = Array.isArray(problem) ? problem : [problem];
        fieldErrors[field] = list.map(problemText);
        const firstCode = list[0] === undefined ? undefined : codeOf(list[0]);
        if (firstCode !== undefined) {
          fields[field] = firstCode;
        }
      }
      this.fieldErrors = fieldErrors;
      if (Object.keys(fields).length > 0) {
        this.fields = fields;
      }
    }
  }

  get status(): number {
    return errorCodeStatus[this.code];
  }
}

/** An error with one of SERVER_MESSAGES as its message. */
export function codedError(
  code: ErrorCode,
  reason: Reason,
  options: AppErrorOptions = {},
): AppError {
  return new AppError(code, reason, undefined, options);
}

/** A 422 naming what is wrong with each field: a coded sentence or a key the web translates. */
export function invalidFields(problems: FieldProblems): AppError {
  return new AppError('validation_failed', 'validation_failed', problems);
}

type SchemaIssue = { keyword: string; message?: string; params?: Record<string, unknown> };

/**
 * The code of a rule a route's schema checked. A custom rule says a code of SERVER_MESSAGES as its
 * message, or a translation key of the web (`caregivers:validation.x`), which gets no code.
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
      // A custom rule says one of SERVER_MESSAGES by its code, or a key of the web's own: no code.
      return isServerMessageCode(message) ? { code: message } : undefined;
    default:
      return { code: 'invalid' };
  }
}

const isWebTranslationKey = (text: string): text is WebTranslationKey => /^\w+:[\w.]+$/.test(text);

/** A zod issue a service checked itself, as the problem of its field: its rule's code or key. */
export function zodIssueProblem({
  code: keyword,
  message,
  ...params
}: {
  code: string;
  message: string;
}): FieldProblem {
  if (keyword === 'custom' && isWebTranslationKey(message)) {
    return message;
  }
  return schemaIssueCode({ keyword, message, params }) ?? 'invalid';
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
  414: 'bad_request',
  415: 'bad_request',
  419: 'session_expired',
  422: 'validation_failed',
  429: 'rate_limited',
};

/**
 * What Fastify's own refusals of a request it cannot read say, by their error code; any other
 * client error of Fastify's or a plugin's says that the request could not be read.
 */
const frameworkReasons: Readonly<Record<string, ServerMessageCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body_not_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body_required',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'media_type_unsupported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body_length_mismatch',
  FST_ERR_BAD_URL: 'url_unreadable',
  FST_ERR_MAX_PARAM_LENGTH: 'url_too_long',
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
      const coded = schemaIssueCode(issue);
      // A custom rule's code is written as its English, as every coded message is.
      const text =
        issue.keyword === 'custom' && coded !== undefined
          ? serverMessageText(coded.code, coded.params)
          : (issue.message ?? 'Invalid value');
      fieldErrors[field] = [...(fieldErrors[field] ?? []), text];
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
        messageCode: error.reason.code,
        ...(error.reason.params === undefined ? {} : { params: error.reason.params }),
        ...(error.fields === undefined ? {} : { fields: error.fields }),
      },
      ...(error.options.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: error.options.retryAfterSeconds }),
    };
  }
  const status = error.statusCode ?? 500;
  const code = statusCodes[status];
  if (code !== undefined) {
    const reason = frameworkReasons[error.code] ?? 'request_unreadable';
    return {
      status,
      body: { code, message: serverMessageText(reason), messageCode: reason },
    };
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

/**
 * Answers an error with its ErrorReply: the app's error handler, and its `frameworkErrors` too,
 * for the refusals Fastify makes before any route (an address it cannot decode).
 */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return sendErrorReply(reply, errorReply(error, request));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
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
