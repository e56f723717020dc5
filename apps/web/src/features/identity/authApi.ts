import { type AuthDetails, routes, type SignInRequest } from '@hearth/domain';
import {
  hashKey,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/callApi.ts';
import { sessionExpiry } from '../../api/sessionExpiry.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { type SignInReason, signInPath } from './signInPath.ts';

/** Who is signed in, or null for a visitor. Everything signed-in reads this one query. */
export const authDetailsQuery = queryOptions({
  queryKey: ['auth', 'details'],
  queryFn: async ({ signal }): Promise<AuthDetails | null> =>
    (await callApi(routes.auth.session(), { signal })).data,
  staleTime: 60_000,
});

/**
 * Switches the cache to another person (or to a visitor): nothing fetched for one person may show
 * on another's pages. Pages on screen fetch their data again; the rest is dropped.
 */
function switchPerson(queryClient: QueryClient, details: AuthDetails | null): void {
  queryClient.setQueryData(authDetailsQuery.queryKey, details);
  if (details === null) {
    sessionExpiry.setSessionExpiresAt(null);
  }
  const authHash = hashKey(authDetailsQuery.queryKey);
  void queryClient.resetQueries({ predicate: (query) => query.queryHash !== authHash });
}

export function useAuthDetails() {
  return useQuery(authDetailsQuery);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest) =>
      (await callApi(routes.auth.signIn(), { body: request })).data,
    onSuccess: (details) => switchPerson(queryClient, details),
  });
}

export type SignOutRequest = { reason: SignInReason; next?: string };

/** Ends the session, then shows the sign-in page saying why (and, after expiry, where to return). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useMutation({
    mutationFn: async (_request: SignOutRequest) => {
      await callApi(routes.auth.signOut());
    },
    // Leave the signed-in area first: forgetting the person while one of its pages is still shown
    // would send them to sign in without the reason.
    onSettled: async (_result, _error, request) => {
      // flushSync: the router otherwise renders the new page in a transition, after this person is
      // forgotten, and the old page's guard would redirect first.
      await navigate(signInPath(localized('/sign-in'), request), {
        replace: true,
        flushSync: true,
      });
      switchPerson(queryClient, null);
    },
  });
}

/** The "stay signed in" button: any authenticated call renews the idle timeout. */
export function useKeepAlive() {
  return useMutation({
    mutationFn: async () => {
      await callApi(routes.auth.keepAlive());
    },
  });
}

/** The agency whose records a member of its staff works on; null for anyone else (an admin chooses). */
export function ownAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
