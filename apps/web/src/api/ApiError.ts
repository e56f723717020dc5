import type { ErrorCode, FieldErrors } from '@hearth/domain';

/** Why a call failed: no answer, given up, too slow, or an error status from the server. */
export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'status';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: ErrorCode;
  /** The server's code for what its message says (SERVER_MESSAGES), for a screen that branches on it. */
  messageCode?: string | undefined;
  fieldErrors?: FieldErrors;
  requestId?: string;
  cause?: unknown;
};

/**
 * Every failed call rejects with this. `message` and `fieldErrors` are ready to show: the server's
 * messages in the page's language (api/serverMessages.ts) when it sent its error envelope,
 * otherwise a translated generic one. Branch on `code`, never on text.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Absent when no response came back. */
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly messageCode: string | undefined;
  /** Messages per field, keyed by the field's dotted path as forms name their fields. */
  readonly fieldErrors: FieldErrors;
  /** Only on a server error: the id to quote to support. */
  readonly requestId: string | undefined;

  constructor({
    kind,
    message,
    status,
    code,
    messageCode,
    fieldErrors,
    requestId,
    cause,
  }: ApiErrorInit) {
    super(message, { cause });
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.messageCode = messageCode;
    this.fieldErrors = fieldErrors ?? {};
    this.requestId = requestId;
  }

  get isClientError(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}
