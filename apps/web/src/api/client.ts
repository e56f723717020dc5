import { errorCodeStatus, errorResponseSchema } from '@hearth/domain';
import type { AxiosInstance, AxiosResponse } from 'axios';
import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../app/i18n/i18n.ts';
import { ApiError } from './ApiError.ts';
import { loadServerMessages, translatedErrorBody } from './serverMessages.ts';
import type { SessionExpiryStore } from './sessionExpiry.ts';
import { sessionExpiry as appSessionExpiry } from './sessionExpiry.ts';

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

export type ApiClientOptions = {
  /** Translates the generic messages and names the language the server should answer in. */
  i18n?: I18n;
  /** What a 419 (session expired, or CSRF token missing) does: reload, as the older client did. */
  reload?: () => void;
  sessionExpiry?: SessionExpiryStore;
};

export function createApiClient({
  i18n = appI18n,
  reload = () => window.location.reload(),
  sessionExpiry = appSessionExpiry,
}: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: '/',
    withCredentials: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Tells a timeout (ETIMEDOUT) apart from an aborted request (ECONNABORTED).
    transitional: { clarifyTimeoutError: true },
  });

  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', i18n.language);
    if (liveSocketId !== null) {
      config.headers.set(SOCKET_ID_HEADER, liveSocketId);
    }
    return config;
  });

  const recordSession = (response: AxiosResponse) => {
    if (response.status === errorCodeStatus.unauthenticated) {
      sessionExpiry.setSessionExpiresAt(null);
      return;
    }
    // axios hands interceptors its AxiosHeaders, which looks names up case-insensitively.
    const { headers } = response;
    const header = headers instanceof AxiosHeaders ? headers.get(SESSION_EXPIRES_HEADER) : null;
    const expiresAt = typeof header === 'string' ? new Date(header) : null;
    if (expiresAt !== null && !Number.isNaN(expiresAt.getTime())) {
      const date = headers instanceof AxiosHeaders ? headers.get('Date') : null;
      const serverDate = typeof date === 'string' ? new Date(date) : null;
      sessionExpiry.setSessionExpiresAt(onLocalClock(expiresAt, serverDate));
    }
  };

  client.interceptors.response.use(
    (response) => {
      recordSession(response);
      return response;
    },
    async (error: unknown) => {
      if (axios.isAxiosError(error) && error.response !== undefined) {
        recordSession(error.response);
        if (error.response.status === errorCodeStatus.session_expired) {
          reload();
        }
        await loadServerMessages(i18n);
      }
      return Promise.reject(toApiError(error, i18n));
    },
  );

  return client;
}

/** The axios errors the spec names, as an ApiError with a message in the visitor's language. */
export function toApiError(error: unknown, i18n: I18n): Error {
  if (error instanceof ApiError || !axios.isAxiosError(error)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  if (axios.isCancel(error) || error.code === AxiosError.ECONNABORTED) {
    return new ApiError({ kind: 'aborted', message: i18n.t('errors.aborted'), cause: error });
  }
  if (error.code === AxiosError.ETIMEDOUT) {
    const ms = error.config?.timeout ?? REQUEST_TIMEOUT_MS;
    return new ApiError({
      kind: 'timeout',
      message: i18n.t('errors.timeout', { ms }),
      cause: error,
    });
  }
  if (error.response === undefined) {
    return new ApiError({ kind: 'network', message: i18n.t('errors.network'), cause: error });
  }
  const { status, data } = error.response;
  const envelope = errorResponseSchema.safeParse(data);
  if (!envelope.success) {
    return new ApiError({
      kind: 'status',
      status,
      message: i18n.t('errors.status', { status }),
      cause: error,
    });
  }
  const { code, messageCode, requestId } = envelope.data;
  const { message, fieldErrors } = translatedErrorBody(envelope.data, i18n);
  return new ApiError({
    kind: 'status',
    status,
    message,
    code,
    messageCode,
    fieldErrors,
    requestId,
    cause: error,
  });
}

export const apiClient = createApiClient();
