import { errorCodeStatus, errorResponseSchema, type HttpMethod } from '@hearth/domain';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../app/i18n/i18n.ts';
import { ApiError } from './ApiError.ts';
import type { SessionExpiryStore } from './sessionExpiry.ts';
import { sessionExpiry as appSessionExpiry } from './sessionExpiry.ts';
import { NoReplyError, type Reply, type Transport, xhrTransport } from './transport.ts';

export const REQUEST_TIMEOUT_MS = 30_000;
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At';
// A visitor's clock may be minutes off; the expiry warning must follow the server's clock. Within
// this margin the clocks count as agreeing, which keeps the stored time steady between responses.
const TOLERATED_CLOCK_SKEW_MS = 5_000;

/** The server's expiry time on this browser's clock, using the response's `Date` header. */
export function onLocalClock(expiresAt: Date, serverDate: Date | null): Date {
  if (serverDate === null || Number.isNaN(serverDate.getTime())) {
    return expiresAt;
  }
  const skew = Date.now() - serverDate.getTime();
  return Math.abs(skew) <= TOLERATED_CLOCK_SKEW_MS
    ? expiresAt
    : new Date(expiresAt.getTime() + skew);
}

const SOCKET_ID_HEADER = 'X-Socket-ID';

let liveSocketId: string | null = null;

/**
 * The page's websocket id while it is connected, or null. Requests carry it so that what they
 * broadcast reaches everyone but this page ("to others"), which already shows its own change.
 */
export function setLiveSocketId(socketId: string | null): void {
  liveSocketId = socketId;
}

/** Query-string values; empty ones are dropped by the caller, undefined ones here. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** One call as the app asks for it: a JSON value or a form as its body, the query as values. */
export type ApiCall = {
  method: HttpMethod;
  url: string;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Longer or shorter than the usual 30 seconds. */
  timeoutMs?: number;
  /** For an upload: the share of the bytes sent, from 0 to 1 (null while the size is unknown). */
  onUploadProgress?: (fraction: number | null) => void;
};

export type ApiClient = {
  /** Answers the reply of a 2xx status; rejects with an ApiError otherwise. */
  request(call: ApiCall): Promise<Reply>;
  /** Calls `listener` with each call as it leaves; the returned function stops it. */
  watch(listener: (call: ApiCall) => void): () => void;
};

export type ApiClientOptions = {
  /** Translates the generic messages and names the language the server should answer in. */
  i18n?: I18n;
  /** What a 419 (session expired, or CSRF token missing) does: reload, as the older client did. */
  reload?: () => void;
  sessionExpiry?: SessionExpiryStore;
  /** The browser's XMLHttpRequest unless a test stands in for the network. */
  transport?: Transport;
};

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The double-submit CSRF token the server set as a cookie, echoed in a header on every call. */
function xsrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${XSRF_COOKIE}=`));
  return cookie === undefined
    ? undefined
    : decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1));
}

function withQuery(url: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? url : `${url}?${text}`;
}

function headersFor(call: ApiCall, i18n: I18n): Record<string, string> {
  const token = xsrfToken();
  const isJson = call.body !== undefined && !(call.body instanceof FormData);
  return {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    ...(isJson ? { 'Content-Type': 'application/json' } : {}),
    ...(token === undefined ? {} : { [XSRF_HEADER]: token }),
    ...(liveSocketId === null ? {} : { [SOCKET_ID_HEADER]: liveSocketId }),
  };
}

function encodeBody(body: unknown): string | FormData | undefined {
  if (body === undefined || body instanceof FormData) {
    return body;
  }
  return JSON.stringify(body);
}

export function createApiClient({
  i18n = appI18n,
  reload = () => window.location.reload(),
  sessionExpiry = appSessionExpiry,
  transport = xhrTransport,
}: ApiClientOptions = {}): ApiClient {
  const watchers = new Set<(call: ApiCall) => void>();

  const recordSession = (reply: Reply) => {
    if (reply.status === errorCodeStatus.unauthenticated) {
      sessionExpiry.setSessionExpiresAt(null);
      return;
    }
    const header = reply.header(SESSION_EXPIRES_HEADER);
    const expiresAt = header === null ? null : new Date(header);
    if (expiresAt !== null && !Number.isNaN(expiresAt.getTime())) {
      const date = reply.header('Date');
      sessionExpiry.setSessionExpiresAt(
        onLocalClock(expiresAt, date === null ? null : new Date(date)),
      );
    }
  };

  const send = async (call: ApiCall, timeoutMs: number): Promise<Reply> => {
    if (call.signal?.aborted) {
      throw new NoReplyError('aborted');
    }
    return transport({
      method: call.method,
      url: withQuery(call.url, call.query),
      headers: headersFor(call, i18n),
      body: encodeBody(call.body),
      timeoutMs,
      signal: call.signal,
      onUploadProgress: call.onUploadProgress,
    });
  };

  return {
    async request(call) {
      for (const watcher of watchers) {
        watcher(call);
      }
      const timeoutMs = call.timeoutMs ?? REQUEST_TIMEOUT_MS;
      const reply = await send(call, timeoutMs).catch((error: unknown) => {
        throw error instanceof NoReplyError ? noReplyError(error, timeoutMs, i18n) : error;
      });
      recordSession(reply);
      if (reply.status >= 200 && reply.status < 300) {
        return reply;
      }
      if (reply.status === errorCodeStatus.session_expired) {
        reload();
      }
      throw statusError(reply, i18n);
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}

/** No reply at all, in the spec's generic words and the visitor's language. */
function noReplyError(error: NoReplyError, timeoutMs: number, i18n: I18n): ApiError {
  switch (error.kind) {
    case 'aborted':
      return new ApiError({ kind: 'aborted', message: i18n.t('errors.aborted'), cause: error });
    case 'timeout':
      return new ApiError({
        kind: 'timeout',
        message: i18n.t('errors.timeout', { ms: timeoutMs }),
        cause: error,
      });
    case 'network':
      return new ApiError({ kind: 'network', message: i18n.t('errors.network'), cause: error });
  }
}

/** An error status: the server's envelope when it sent one, else the generic message. */
function statusError({ status, data }: Reply, i18n: I18n): ApiError {
  const envelope = errorResponseSchema.safeParse(data);
  if (!envelope.success) {
    return new ApiError({ kind: 'status', status, message: i18n.t('errors.status', { status }) });
  }
  const { message, code, errors, requestId } = envelope.data;
  return new ApiError({
    kind: 'status',
    status,
    message,
    code,
    fieldErrors: errors,
    requestId,
  });
}

export const apiClient = createApiClient();
