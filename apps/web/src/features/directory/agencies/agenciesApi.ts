import {
  type Agency,
  type AgencyStandingChange,
  type AgencyWrite,
  agencySchema,
  agencySummarySchema,
  internalAgencySchema,
  itemResponse,
  listResponse,
  standingChangeSchema,
  userSchema,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchParsed, type QueryParams, sendParsed } from '../../../api/fetchParsed.ts';

const agencyList = listResponse(agencySummarySchema);
const oneAgency = itemResponse(agencySchema);
const historyList = listResponse(standingChangeSchema);
const staffList = listResponse(userSchema);

const agenciesKey = ['directory', 'agencies'] as const;

const agencyQuery = (agencyId: number) =>
  queryOptions({
    queryKey: [...agenciesKey, 'one', agencyId],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`/api/agencies/${agencyId}`, oneAgency, { signal })).data,
  });

/** Filters as the address holds them; the server reads ids and codes from text. */
export function useAgencyList(params: QueryParams) {
  return useQuery({
    queryKey: [...agenciesKey, 'list', params],
    queryFn: ({ signal }) => fetchParsed('/api/agencies', agencyList, { params, signal }),
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
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/internal-agency', itemResponse(internalAgencySchema), { signal }))
        .data,
    enabled,
    retry: false,
  });
}

export function useStandingHistory(agencyId: number, page: { page: number; perPage: number }) {
  return useQuery({
    queryKey: [...agenciesKey, 'one', agencyId, 'standing-history', page],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/agencies/${agencyId}/standing-history`, historyList, {
        params: page,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAgencyStaff(agencyId: number, params: QueryParams) {
  return useQuery({
    queryKey: [...agenciesKey, 'one', agencyId, 'staff', params],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/agencies/${agencyId}/staff`, staffList, { params, signal }),
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
        ? (await sendParsed('post', '/api/agencies', oneAgency, request)).data
        : (await sendParsed('put', `/api/agencies/${agencyId}`, oneAgency, request)).data,
    onSuccess: changed,
  });
}

export function useChangeStanding(agencyId: number) {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: async (request: AgencyStandingChange) =>
      (await sendParsed('post', `/api/agencies/${agencyId}/standing`, oneAgency, request)).data,
    onSuccess: changed,
  });
}
