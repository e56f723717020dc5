import { type Agency, type AgencyStandingChange, type AgencyWrite, routes } from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../../api/callApi.ts';

const agenciesKey = ['directory', 'agencies'] as const;

const agencyQuery = (agencyId: number) =>
  queryOptions({
    queryKey: [...agenciesKey, 'one', agencyId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.agencies.show({ agencyId }), { signal })).data,
  });

/** Filters as the address holds them; the server reads ids and codes from text. */
export function useAgencyList(params: QueryParams) {
  return useQuery({
    queryKey: [...agenciesKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.agencies.list(), { query: params, signal }),
    // The current page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useAgency(agencyId: number, enabled = true) {
  return useQuery({ ...agencyQuery(agencyId), enabled });
}

/** The signed-in person's own agency (owners and agents); 404 for everyone else. */
export function useInternalAgency(enabled: boolean) {
  return useQuery({
    queryKey: [...agenciesKey, 'internal'],
    queryFn: async ({ signal }) => (await callApi(routes.agencies.internal(), { signal })).data,
    enabled,
    retry: false,
  });
}

export function useStandingHistory(agencyId: number, page: { page: number; perPage: number }) {
  return useQuery({
    queryKey: [...agenciesKey, 'one', agencyId, 'standing-history', page],
    queryFn: ({ signal }) =>
      callApi(routes.agencies.standingHistory({ agencyId }), {
        query: page,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyStaff(agencyId: number, params: QueryParams) {
  return useQuery({
    queryKey: [...agenciesKey, 'one', agencyId, 'staff', params],
    queryFn: ({ signal }) =>
      callApi(routes.agencies.staff({ agencyId }), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change: the agency's page shows the answer, every list and its history refetch. */
function useAgencyChanged() {
  const queryClient = useQueryClient();
  return (agency: Agency) => {
    queryClient.setQueryData(agencyQuery(agency.id).queryKey, agency);
    void queryClient.invalidateQueries({ queryKey: [...agenciesKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...agenciesKey, 'internal'] });
    void queryClient.invalidateQueries({
      queryKey: [...agenciesKey, 'one', agency.id, 'standing-history'],
    });
  };
}

export function useSaveAgency(agencyId: number | null) {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: async (request: AgencyWrite) =>
      agencyId === null
        ? (await callApi(routes.agencies.create(), { body: request })).data
        : (await callApi(routes.agencies.update({ agencyId }), { body: request })).data,
    onSuccess: changed,
  });
}

export function useChangeStanding(agencyId: number) {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: async (request: AgencyStandingChange) =>
      (await callApi(routes.agencies.changeStanding({ agencyId }), { body: request })).data,
    onSuccess: changed,
  });
}
