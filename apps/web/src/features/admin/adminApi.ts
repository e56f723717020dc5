import { type Role, routes, type User } from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

/** Filters as the address holds them; the server reads codes and ids from text. */
export type UserListParams = QueryParams & {
  page: number;
  perPage: number;
  q?: string | undefined;
  role?: string | undefined;
  status?: string | undefined;
  agencyId?: string | undefined;
};

export type NewUserRequest = {
  email: string;
  name: string;
  role: Role;
  agencyIds: number[];
  partnerId: number | null;
  /** Left out, the user is invited by mail to set their own. */
  password?: string;
};

const usersKey = ['admin', 'users'] as const;

export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: [...usersKey, 'one', userId],
    queryFn: async ({ signal }) => (await callApi(routes.users.show({ userId }), { signal })).data,
  });

export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.users.list(), { query: params, signal }),
    // The current page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useUser(userId: number, enabled = true) {
  return useQuery({ ...userQuery(userId), enabled });
}

/** Every role with its label key; which of them the caller may give is decided in rolePolicy. */
export function useRoles() {
  return useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: async ({ signal }) => (await callApi(routes.users.roles(), { signal })).data,
    // Roles change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After any change to a user: their page shows the answer, every list is fetched again. */
function useUserChanged() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userQuery(user.id).queryKey, user);
    void queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
  };
}

export function useCreateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (request: NewUserRequest) =>
      (await callApi(routes.users.create(), { body: request })).data,
    onSuccess: changed,
  });
}

export function useSetUserEnabled(userId: number) {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await callApi((enabled ? routes.users.enable : routes.users.disable)({ userId }))).data,
    onSuccess: changed,
  });
}

export function useChangeRole(userId: number) {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (role: Role) =>
      (await callApi(routes.users.changeRole({ userId }), { body: { role } })).data,
    onSuccess: changed,
  });
}
