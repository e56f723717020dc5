import { routes } from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

type PageParams = { page: number; perPage: number };
/** A range of ISO date-times, both ends included. */
type TimeRange = { from?: string | undefined; to?: string | undefined };

export type SignInListParams = QueryParams &
  PageParams &
  TimeRange & {
    /** Sent as text: the server reads `true`/`false` from the query string. */
    succeeded?: 'true' | 'false' | undefined;
  };

export type AuditListParams = QueryParams &
  PageParams &
  TimeRange & { action?: string | undefined };

export function useSignInList(params: SignInListParams) {
  return useQuery({
    queryKey: ['admin', 'sign-ins', params],
    queryFn: ({ signal }) => callApi(routes.users.signIns(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditList(params: AuditListParams) {
  return useQuery({
    queryKey: ['admin', 'audit-log', params],
    queryFn: ({ signal }) => callApi(routes.users.auditLog(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
