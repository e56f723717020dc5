import {
  type AuthDetails,
  authDetailsSchema,
  errorCodeStatus,
  itemResponse,
  type SignInRequest,
} from '@hearth/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError.ts';
import { apiClient } from '../../api/client.ts';

const authDetailsResponse = itemResponse(authDetailsSchema);

/** Who is signed in, or null for a visitor. Everything signed-in reads this one query. */
export const authDetailsQuery = queryOptions({
  queryKey: ['auth', 'details'],
  queryFn: async ({ signal }): Promise<AuthDetails | null> => {
    try {
      const response = await apiClient.get('/api/auth-details', { signal });
      return authDetailsResponse.parse(response.data).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === errorCodeStatus.unauthenticated) {
        return null;
      }
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useAuthDetails() {
  return useQuery(authDetailsQuery);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest) => {
      const response = await apiClient.post('/api/auth/sign-in', request);
      return authDetailsResponse.parse(response.data).data;
    },
    onSuccess: (details) => {
      // Nothing cached for the visitor (or a previous user) may leak into this user's pages.
      queryClient.clear();
      queryClient.setQueryData(authDetailsQuery.queryKey, details);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.post('/api/auth/sign-out');
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(authDetailsQuery.queryKey, null);
    },
  });
}

/** The "stay signed in" button: any authenticated call renews the idle timeout. */
export function useKeepAlive() {
  return useMutation({
    mutationFn: async () => {
      await apiClient.post('/api/auth/keep-alive');
    },
  });
}
