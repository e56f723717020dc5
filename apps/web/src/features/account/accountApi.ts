import { type AccessToken, type Locale, routes } from '@hearth/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { authDetailsQuery } from '../identity/index.ts';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };
export type ResetPasswordInput = { token: string; password: string };
export type CreateAccessTokenInput = { name: string; expiresInDays: number };

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await callApi(routes.auth.changePassword(), { body: input });
    },
  });
}

/** Saves the person's language; auth-details is answered anew with it. */
export function useSavePreferredLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferredLocale: Locale) =>
      (await callApi(routes.auth.updateProfile(), { body: { preferredLocale } })).data,
    onSuccess: (details) => queryClient.setQueryData(authDetailsQuery.queryKey, details),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => {
      await callApi(routes.auth.forgotPassword(), { body: { email } });
    },
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) => {
      await callApi(routes.auth.resetPassword(), { body: input });
    },
    // A reset ends every session of that account, possibly the one this browser holds.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authDetailsQuery.queryKey }),
  });
}

/**
 * A new generated password on each call. A mutation rather than a query: every click must fetch a
 * fresh one, and a password has no business sitting in the query cache.
 */
export function useSuggestPassword() {
  return useMutation({
    mutationFn: async () => (await callApi(routes.auth.randomPassword())).data.password,
  });
}

export const accessTokensQuery = queryOptions({
  queryKey: ['auth', 'tokens'],
  queryFn: async ({ signal }): Promise<AccessToken[]> =>
    (await callApi(routes.auth.tokens.list(), { signal })).data,
});

export function useAccessTokens() {
  return useQuery(accessTokensQuery);
}

/** Creates a token; its secret lives only in this mutation's result, never in the query cache. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccessTokenInput) =>
      (await callApi(routes.auth.tokens.create(), { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) => {
      await callApi(routes.auth.tokens.revoke({ tokenId }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}
