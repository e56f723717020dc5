import {
  type AccessToken,
  accessTokenSchema,
  createdAccessTokenSchema,
  itemResponse,
} from '@hearth/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';
import { authDetailsQuery } from '../identity/index.ts';

// The token list is short and unpaged, so the server sends it without the usual `meta`.
const accessTokensResponse = z.object({ data: z.array(accessTokenSchema) });
const createdAccessTokenResponse = itemResponse(createdAccessTokenSchema);
const randomPasswordResponse = itemResponse(z.object({ password: z.string() }));

export type ChangePasswordInput = { currentPassword: string; newPassword: string };
export type ResetPasswordInput = { token: string; password: string };
export type CreateAccessTokenInput = { name: string; expiresInDays: number };

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await apiClient.put('/api/auth/password', input);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => {
      await apiClient.post('/api/auth/forgot-password', { email });
    },
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) => {
      await apiClient.post('/api/auth/reset-password', input);
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
    mutationFn: async () => {
      const response = await apiClient.get('/api/random-password');
      return randomPasswordResponse.parse(response.data).data.password;
    },
  });
}

export const accessTokensQuery = queryOptions({
  queryKey: ['auth', 'tokens'],
  queryFn: async ({ signal }): Promise<AccessToken[]> => {
    const response = await apiClient.get('/api/auth/tokens', { signal });
    return accessTokensResponse.parse(response.data).data;
  },
});

export function useAccessTokens() {
  return useQuery(accessTokensQuery);
}

/** Creates a token; its secret lives only in this mutation's result, never in the query cache. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccessTokenInput) => {
      const response = await apiClient.post('/api/auth/tokens', input);
      return createdAccessTokenResponse.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) => {
      await apiClient.delete(`/api/auth/tokens/${tokenId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}
