import { type AuthDetails, authDetailsSchema, Role, type User, UserStatus } from '@hearth/domain';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '../../../api/client.ts';

export type FakeRequest = {
  method: string;
  path: string;
  /** Path parameters named in the route, e.g. `userId` of `/api/users/:userId`. */
  pathParams: Record<string, string>;
  params: Record<string, unknown>;
  body: unknown;
};

export type FakeReply = { status?: number; data: unknown };
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeReply>;

function matcher(route: string) {
  const [method = '', pattern = ''] = route.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (requestMethod: string, path: string) => {
    const match = requestMethod === method ? regex.exec(path) : null;
    return match && Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
  };
}

/**
 * Answers the app's API calls from `routes` ("GET /api/users/:userId"), through the real client and
 * its error handling; no server runs in component tests. Returns the calls made, for assertions.
 */
export function fakeApi(routes: FakeRoutes): { calls: FakeRequest[]; restore: () => void } {
  const previous = apiClient.defaults.adapter;
  const calls: FakeRequest[] = [];
  const matchers = Object.entries(routes).map(([route, handler]) => ({
    match: matcher(route),
    handler,
  }));
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const found = matchers
      .map(({ match, handler }) => ({ pathParams: match(method, path), handler }))
      .find(({ pathParams }) => pathParams !== null);
    const request: FakeRequest = {
      method,
      path,
      pathParams: found?.pathParams ?? {},
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(request);
    const { status = 200, data } = found
      ? found.handler(request)
      : { status: 404, data: { message: 'No such route.', code: 'not_found' } };
    const response: AxiosResponse = {
      data,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) {
      return response;
    }
    throw new AxiosError(`Status ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}

export const listOf = <T>(data: T[], total = data.length, page = 1, perPage = 20) => ({
  data: { data, meta: { page, perPage, total } },
});

let nextId = 100;

export function aUser(overrides: Partial<User> = {}): User {
  nextId += 1;
  return {
    id: nextId,
    email: `person${nextId}@example.org`,
    name: `Person ${nextId}`,
    role: Role.user,
    status: UserStatus.active,
    agencyIds: [],
    partnerId: null,
    hasPassword: true,
    createdAt: '2026-01-15T10:30:00.000Z',
    ...overrides,
  };
}

export function signedInAs(
  role: Role,
  { id = 1, agencyIds = [] as number[] }: { id?: number; agencyIds?: number[] } = {},
): AuthDetails {
  const admin = role === Role.admin;
  const manages = admin || role === Role.agency;
  // Every permission off, then on what these pages depend on: new permissions need no edit here.
  const none = Object.fromEntries(
    Object.keys(authDetailsSchema.shape.permissions.shape).map((name) => [name, false]),
  ) as AuthDetails['permissions'];
  return {
    user: { id, email: `me${id}@example.org`, name: 'Me Myself', role },
    organisation: agencyIds.length > 0 ? { kind: 'agency', ids: agencyIds } : null,
    permissions: {
      ...none,
      manageUsers: manages,
      viewSignInHistory: true,
      viewAuditLog: admin,
      manageTokens: true,
    },
    session: { via: 'session', expiresAt: null },
  };
}

export const rolesReply = (roles: readonly Role[]) => ({
  data: { data: roles.map((id) => ({ id, name: String(id), labelKey: `domain:role.${id}` })) },
});
