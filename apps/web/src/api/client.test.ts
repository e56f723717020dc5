import type { HttpMethod } from '@hearth/domain';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../app/i18n/i18n.ts';
import { resources } from '../test/translations.ts';
import { ApiError } from './ApiError.ts';
import { type ApiCall, createApiClient, setLiveSocketId } from './client.ts';
import { createSessionExpiryStore } from './sessionExpiry.ts';
import { NoReplyError, type NoReplyKind, type OutgoingCall, type Transport } from './transport.ts';

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };

// Stands in for the network: these tests are about what the client makes of every kind of reply.
function replyWith({ status, data = null, headers = {} }: Answer): Transport {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return async () => ({ status, data, header: (name) => byName.get(name.toLowerCase()) ?? null });
}

function failWith(kind: NoReplyKind): Transport {
  return async () => {
    throw new NoReplyError(kind);
  };
}

/** Records each call as it goes on the wire, then answers 200. */
function recordCalls(sent: OutgoingCall[]): Transport {
  return async (call) => {
    sent.push(call);
    return replyWith({ status: 200 })(call);
  };
}

function setUp({
  locale = 'en-US',
  transport = replyWith({ status: 200 }),
}: {
  locale?: 'en-US' | 'es-ES';
  transport?: Transport;
} = {}) {
  const reload = vi.fn();
  const sessionExpiry = createSessionExpiryStore();
  const client = createApiClient({
    i18n: createI18n(locale, resources),
    reload,
    sessionExpiry,
    transport,
  });
  const call = (method: HttpMethod, url: string, options: Partial<ApiCall> = {}) =>
    client.request({ method, url, ...options });
  return { client, call, reload, sessionExpiry };
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
  // Echoing the CSRF token is checked against the real server, in the test harness's own tests.
  it('sends a timeout, the page language and a JSON body', async () => {
    const sent: OutgoingCall[] = [];
    const { call } = setUp({ locale: 'es-ES', transport: recordCalls(sent) });

    await call('POST', '/api/agencies', {
      body: { name: 'Sunrise' },
      query: { page: 2, q: undefined },
    });

    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/agencies?page=2',
        body: '{"name":"Sunrise"}',
        timeoutMs: 30_000,
        headers: expect.objectContaining({
          Accept: 'application/json',
          'Accept-Language': 'es-ES',
          'Content-Type': 'application/json',
        }),
      }),
    ]);
  });

  it('sends a form as it is and no JSON type when there is no body', async () => {
    const sent: OutgoingCall[] = [];
    const { call } = setUp({ transport: recordCalls(sent) });
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'photo.jpg');

    await call('POST', '/api/listings/1/photos', { body: form });
    await call('POST', '/api/auth/keep-alive');

    expect(sent.map(({ body }) => body)).toEqual([form, undefined]);
    expect(sent.map(({ headers }) => headers['Content-Type'])).toEqual([undefined, undefined]);
  });

  it('names the page’s websocket while it is connected, so its own broadcasts skip it', async () => {
    const sent: OutgoingCall[] = [];
    const { call } = setUp({ transport: recordCalls(sent) });

    setLiveSocketId('1234.5678');
    await call('POST', '/api/notifications/read-all');
    setLiveSocketId(null);
    await call('POST', '/api/notifications/read-all');

    expect(sent.map(({ headers }) => headers['X-Socket-ID'])).toEqual(['1234.5678', undefined]);
  });

  it('tells watchers of each call as it leaves, until they stop', async () => {
    const { client, call } = setUp();
    const watched: ApiCall[] = [];
    const stop = client.watch((leaving) => watched.push(leaving));

    await call('GET', '/api/payers', { query: { q: 'blue' } });
    stop();
    await call('GET', '/api/payers');

    expect(watched).toEqual([{ method: 'GET', url: '/api/payers', query: { q: 'blue' } }]);
  });

  it('keeps the session expiry time from the X-Session-Expires-At header', async () => {
    const expiresAt = '2030-01-02T03:04:05.000Z';
    const api = setUp({
      transport: replyWith({ status: 200, headers: { 'x-session-expires-at': expiresAt } }),
    });
    const listener = vi.fn();
    api.sessionExpiry.subscribe(listener);

    await api.call('GET', '/api/auth-details');
    await api.call('GET', '/api/auth-details');

    expect(api.sessionExpiry.getSessionExpiresAt()?.toISOString()).toBe(expiresAt);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('moves the expiry time onto the browser clock when it disagrees with the server', async () => {
    const serverNow = Date.now() - 10 * 60_000;
    const api = setUp({
      transport: replyWith({
        status: 200,
        headers: {
          'X-Session-Expires-At': new Date(serverNow + 30 * 60_000).toISOString(),
          Date: new Date(serverNow).toUTCString(),
        },
      }),
    });

    await api.call('GET', '/api/auth-details');

    const remaining = (api.sessionExpiry.getSessionExpiresAt()?.getTime() ?? 0) - Date.now();
    expect(remaining).toBeGreaterThan(29 * 60_000);
    // The Date header counts whole seconds.
    expect(remaining).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('ignores an unreadable expiry header and forgets the session on a 401', async () => {
    let answer: Answer = { status: 200, headers: { 'X-Session-Expires-At': 'tomorrow-ish' } };
    const api = setUp({ transport: (call) => replyWith(answer)(call) });
    api.sessionExpiry.setSessionExpiresAt(new Date('2030-01-01T00:00:00Z'));

    await api.call('GET', '/api/auth-details');
    expect(api.sessionExpiry.getSessionExpiresAt()?.toISOString()).toBe('2030-01-01T00:00:00.000Z');

    answer = { status: 401 };
    await failureOf(api.call('GET', '/api/auth-details'));
    expect(api.sessionExpiry.getSessionExpiresAt()).toBeNull();
  });

  it('reloads the page on 419 (session expired or CSRF token missing)', async () => {
    const api = setUp({
      transport: replyWith({
        status: 419,
        data: { message: 'Your session has expired.', code: 'session_expired' },
      }),
    });

    const error = await failureOf(api.call('POST', '/api/notes/1/log'));

    expect(api.reload).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status: 419, code: 'session_expired' });
  });

  it('does not reload on other errors', async () => {
    const api = setUp({ transport: replyWith({ status: 403 }) });
    await failureOf(api.call('GET', '/api/notes/1'));
    expect(api.reload).not.toHaveBeenCalled();
  });

  it('exposes the server error envelope: message, code, field errors', async () => {
    const api = setUp({
      transport: replyWith({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { 'address.city': ['This field is required'] },
        },
      }),
    });

    const error = await failureOf(api.call('POST', '/api/agencies', { body: {} }));

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
    const api = setUp({
      transport: replyWith({
        status: 500,
        data: {
          message: 'Something went wrong on our side.',
          code: 'internal',
          requestId: 'req-42',
        },
      }),
    });

    const error = await failureOf(api.call('GET', '/api/payers'));

    expect(error).toMatchObject({ status: 500, code: 'internal', requestId: 'req-42' });
    expect(error.isClientError).toBe(false);
  });

  it('says "request failed with status code N" when the body is no error envelope', async () => {
    const api = setUp({ transport: replyWith({ status: 502, data: '<html>Bad gateway</html>' }) });

    const error = await failureOf(api.call('GET', '/api/payers'));

    expect(error).toMatchObject({ kind: 'status', status: 502, code: undefined, fieldErrors: {} });
    expect(error.message).toBe('Request failed with status code 502.');
  });

  it('translates the generic messages into the page language', async () => {
    const api = setUp({ locale: 'es-ES', transport: replyWith({ status: 503 }) });

    const error = await failureOf(api.call('GET', '/api/payers'));

    expect(error.message).toBe('La solicitud ha fallado con el código de estado 503.');
  });

  it('reports a network error', async () => {
    const api = setUp({ transport: failWith('network') });

    const error = await failureOf(api.call('GET', '/api/payers'));

    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(error.message).toBe('Network error: check your connection and try again.');
    expect(error.cause).toBeInstanceOf(NoReplyError);
  });

  it('reports a timeout with the time allowed', async () => {
    const sent: OutgoingCall[] = [];
    const api = setUp({
      transport: async (call) => {
        sent.push(call);
        return failWith('timeout')(call);
      },
    });

    const error = await failureOf(api.call('GET', '/api/payers', { timeoutMs: 5000 }));

    expect(sent.map(({ timeoutMs }) => timeoutMs)).toEqual([5000]);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'Timeout of 5000 ms exceeded: the server did not answer in time. Try again.',
    );
  });

  it('reports an aborted request, whether the browser or the caller aborted it', async () => {
    const byBrowser = await failureOf(
      setUp({ transport: failWith('aborted') }).call('GET', '/api/payers'),
    );

    const sent: OutgoingCall[] = [];
    const controller = new AbortController();
    controller.abort();
    const byCaller = await failureOf(
      setUp({ transport: recordCalls(sent) }).call('GET', '/api/payers', {
        signal: controller.signal,
      }),
    );

    expect(sent).toEqual([]);
    for (const error of [byBrowser, byCaller]) {
      expect(error.kind).toBe('aborted');
      expect(error.message).toBe('The request was aborted.');
    }
  });
});
