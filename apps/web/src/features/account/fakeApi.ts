import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach } from 'vitest';
import { apiClient } from '../../api/client.ts';

/** Test helper: the answers of a pretend server, so component tests run without one. */
export type FakeReply = { status: number; data?: unknown };
export type FakeRequest = { method: string; url: string; body: unknown };
type Handler = (request: FakeRequest) => FakeReply;

const originalAdapter = apiClient.defaults.adapter;

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

/**
 * Answers the app's API calls from `routes`, keyed `METHOD /path`; anything else is a 404. Returns
 * the requests made, to check what was sent. It answers as axios's own adapters do, so the app's
 * interceptors turn errors into ApiError as in the browser.
 */
export function fakeApi(routes: Record<string, Handler | FakeReply>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply =
      route === undefined
        ? { status: 404, data: { message: 'Not found.', code: 'not_found' } }
        : typeof route === 'function'
          ? route(request)
          : route;
    const response = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status < 400) {
      return response;
    }
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return requests;
}

/** The server's answer to a refused form. */
export const validationFailed = (errors: Record<string, string[]>): FakeReply => ({
  status: 422,
  data: { message: 'The given data was invalid.', code: 'validation_failed', errors },
});
