import {
  type HostLead,
  type HostLeadCreate,
  type HostLeadCreated,
  type HostLeadMove,
  hostLeadCreatedSchema,
  hostLeadListResponseSchema,
  hostLeadSchema,
  itemResponse,
  type LeadStatus,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';

// The pipeline lives under /admin, as the spec names it; the API client's base is the origin, so
// these paths are used as they are, beside the /api ones.
const pipelinePath = '/admin/shared-living/host-leads';
const oneLead = itemResponse(hostLeadSchema);
const leadsKey = ['hostLeads'] as const;

/** The pipeline's filters as the address holds them; '' means any. */
export type LeadFilters = { q: string; kind: string; location: string; from: string; to: string };

const setOnly = (filters: LeadFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** The newest `perPage` leads at one status. */
export function useLeadColumn(filters: LeadFilters, status: LeadStatus, perPage: number) {
  return useQuery({
    queryKey: [...leadsKey, 'list', filters, status, perPage],
    queryFn: ({ signal }) =>
      fetchParsed(pipelinePath, hostLeadListResponseSchema, {
        params: { ...setOnly(filters), status, perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useHostLead(id: number) {
  return useQuery({
    queryKey: [...leadsKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${pipelinePath}/${id}`, oneLead, { signal })).data,
  });
}

export function useMoveHostLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: HostLeadMove): Promise<HostLead> =>
      (await sendParsed('post', `${pipelinePath}/${id}/status`, oneLead, move)).data,
    onSuccess: (lead) => queryClient.setQueryData([...leadsKey, 'one', id], lead),
    // A refused move may mean someone else moved it: the columns and the lead are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

export function useHostSignUp() {
  return useMutation({
    mutationFn: async (lead: HostLeadCreate): Promise<HostLeadCreated> =>
      (
        await sendParsed(
          'post',
          '/api/shared-living/host-leads',
          itemResponse(hostLeadCreatedSchema),
          lead,
        )
      ).data,
  });
}
