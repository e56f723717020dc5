import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n/i18n.ts';
import { resources } from '../test/translations.ts';
import { ApiError } from './ApiError.ts';
import { createApiClient, setLiveSocketId } from './client.ts';
import { createSessionExpiryStore } from './sessionExpiry.ts';

type Reply = { status: number; data?: unknown; headers?: Record<string, string> };

// Answers like axios's own adapters do: a response for a 2xx, an AxiosError carrying it otherwise.
function replyWith({ status, data = null, headers = {} }: Reply): AxiosAdapter {
  return async (config) => {
    const response = {
      data,
      status,
      statusText: '',
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) {
      return response;
    }
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
}

// How axios's browser adapter fails when no response comes back.
function failWith(code: string, message: (config: InternalAxiosRequestConfig) => string) {
  return (async (config) => {
    throw new AxiosError(message(config), code, config, {});
  }) satisfies AxiosAdapter;
}

function setUp(locale: 'en-US' | 'es-ES' = 'en-US') {
  const reload = vi.fn();
  const sessionExpiry = createSessionExpiryStore();
  const client = createApiClient({ i18n: createI18n(locale, resources), reload, sessionExpiry });
  return { client, reload, sessionExpiry };
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client', () => {
  let api: ReturnType<typeof setUp>;

  beforeEach(() => {
    api = setUp();
  });

  it('sends cookies, the CSRF header names, a timeout and the page language', async () => {
    const { client } = setUp('es-ES');
    let seen: InternalAxiosRequestConfig | undefined;
    client.defaults.adapter = async (config) => {
      seen = config;
      return replyWith({ status: 200 })(config);
    };

    await client.get('/api/health');

    expect(seen).toMatchObject({
      baseURL: '/',
      withCredentials: true,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      timeout: 30_000,
    });
    expect(seen?.headers.get('Accept-Language')).toBe('es-ES');
  });

  it('names the page’s websocket while it is connected, so its own broadcasts skip it', async () => {
    const { client } = setUp();
    const sent: (string | undefined)[] = [];
    client.defaults.adapter = async (config) => {
      sent.push(config.headers.get('X-Socket-ID')?.toString());
      return replyWith({ status: 200 })(config);
    };

    setLiveSocketId('1234.5678');
    await client.post('/api/notifications/read-all');
    setLiveSocketId(null);
    await client.post('/api/notifications/read-all');

    expect(sent).toEqual(['1234.5678', undefined]);
  });

  it('keeps the session expiry time from the X-Session-Expires-At header', async () => {
    const listener = vi.fn();
    api.sessionExpiry.subscribe(listener);
    const expiresAt = '2030-01-02T03:04:05.000Z';
    api.client.defaults.adapter = replyWith({
      status: 200,
      headers: { 'X-Session-Expires-At': expiresAt },
    });

    await api.client.get('/api/auth-details');
    await api.client.get('/api/auth-details');

    expect(api.sessionExpiry.getSessionExpiresAt()?.toISOString()).toBe(expiresAt);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('moves the expiry time onto the browser clock when it disagrees with the server', async () => {
    const serverNow = Date.now() - 10 * 60_000;
    api.client.defaults.adapter = replyWith({
      status: 200,
      headers: {
        'X-Session-Expires-At': new Date(serverNow + 30 * 60_000).toISOString(),
        Date: new Date(serverNow).toUTCString(),
      },
    });

    await api.client.get('/api/auth-details');

    const remaining = (api.sessionExpiry.getSessionExpiresAt()?.getTime() ?? 0) - Date.now();
    expect(remaining).toBeGreaterThan(29 * 60_000);
    // The Date header counts whole seconds.
    expect(remaining).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('ignores an unreadable expiry header and forgets the session on a 401', async () => {
    api.sessionExpiry.setSessionExpiresAt(new Date('2030-01-01T00:00:00Z'));
    api.client.defaults.adapter = replyWith({
      status: 200,
      headers: { 'X-Session-Expires-At': 'tomorrow-ish' },
    });
    await api.client.get('/api/auth-details');
    expect(api.sessionExpiry.getSessionExpiresAt()?.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    api.client.defaults.adapter = replyWith({ status: 401 });
    await failureOf(api.client.get('/api/auth-details'));
    expect(api.sessionExpiry.getSessionExpiresAt()).toBeNull();
  });

  it('reloads the page on 419 (session expired or CSRF token missing)', async () => {
    api.client.defaults.adapter = replyWith({
      status: 419,
      data: { message: 'Your session has expired.', code: 'session_expired' },
    });

    const error = await failureOf(api.client.post('/api/notes/1/log'));

    expect(api.reload).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status: 419, code: 'session_expired' });
  });

  it('does not reload on other errors', async () => {
    api.client.defaults.adapter = replyWith({ status: 403 });
    await failureOf(api.client.get('/api/notes/1'));
    expect(api.reload).not.toHaveBeenCalled();
  });

  it('exposes the server error envelope: message, code, field errors', async () => {
    api.client.defaults.adapter = replyWith({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { 'address.city': ['This field is required'] },
      },
    });

    const error = await failureOf(api.client.post('/api/agencies', {}));

    expect(error).toMatchObject({
      kind: 'status',
      status: 422,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      fieldErrors: { 'address.city': ['This field is required'] },
      requestId: undefined,
      isClientError: true,
    });
  });

  it('keeps the request id of a server error', async () => {
    api.client.defaults.adapter = replyWith({
      status: 500,
      data: { message: 'Something went wrong on our side.', code: 'internal', requestId: 'req-42' },
    });

    const error = await failureOf(api.client.get('/api/payers'));

    expect(error).toMatchObject({ status: 500, code: 'internal', requestId: 'req-42' });
    expect(error.isClientError).toBe(false);
  });

  it('says "request failed with status code N" when the body is no error envelope', async () => {
    api.client.defaults.adapter = replyWith({ status: 502, data: '<html>Bad gateway</html>' });

    const error = await failureOf(api.client.get('/api/payers'));

    expect(error).toMatchObject({ kind: 'status', status: 502, code: undefined, fieldErrors: {} });
    expect(error.message).toBe('Request failed with status code 502.');
  });

  it('translates the generic messages into the page language', async () => {
    const { client } = setUp('es-ES');
    client.defaults.adapter = replyWith({ status: 503 });

    const error = await failureOf(client.get('/api/payers'));

    expect(error.message).toBe('La solicitud ha fallado con el código de estado 503.');
  });

  it('reports a network error', async () => {
    api.client.defaults.adapter = failWith(AxiosError.ERR_NETWORK, () => 'Network Error');

    const error = await failureOf(api.client.get('/api/payers'));

    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(error.message).toBe('Network error: check your connection and try again.');
    expect(error.cause).toBeInstanceOf(AxiosError);
  });

  it('reports a timeout with the time allowed', async () => {
    api.client.defaults.adapter = failWith(
      AxiosError.ETIMEDOUT,
      (config) => `timeout of ${config.timeout}ms exceeded`,
    );

    const error = await failureOf(api.client.get('/api/payers', { timeout: 5000 }));

    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'Timeout of 5000 ms exceeded: the server did not answer in time. Try again.',
    );
  });

  it('reports an aborted request, whether the browser or the caller aborted it', async () => {
    api.client.defaults.adapter = failWith(AxiosError.ECONNABORTED, () => 'Request aborted');
    const byBrowser = await failureOf(api.client.get('/api/payers'));

    const controller = new AbortController();
    controller.abort();
    const byCaller = await failureOf(api.client.get('/api/payers', { signal: controller.signal }));

    for (const error of [byBrowser, byCaller]) {
      expect(error.kind).toBe('aborted');
      expect(error.message).toBe('The request was aborted.');
    }
  });
});
