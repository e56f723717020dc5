import {
  type HostLead,
  type HostLeadCreate,
  type HostLeadCreated,
  type HostLeadMove,
  type HostLeadProviderCreated,
  type HostLeadProviderInput,
  type LeadStatus,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

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
      callApi(routes.hostLeads.pipeline(), {
        query: { ...setOnly(filters), status, perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useHostLead(id: number) {
  return useQuery({
    queryKey: [...leadsKey, 'one', id],
    queryFn: async ({ signal }) =>
      (await callApi(routes.hostLeads.show({ leadId: id }), { signal })).data,
  });
}

export function useMoveHostLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: HostLeadMove): Promise<HostLead> =>
      (await callApi(routes.hostLeads.move({ leadId: id }), { body: move })).data,
    onSuccess: (lead) => queryClient.setQueryData([...leadsKey, 'one', id], lead),
    // A refused move may mean someone else moved it: the columns and the lead are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

/** Opens an approved host's home and invites the host as its provider. */
export function useMakeHostProvider(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HostLeadProviderInput): Promise<HostLeadProviderCreated> =>
      (await callApi(routes.hostLeads.makeProvider({ leadId: id }), { body: input })).data,
    // The lead now names its home (or someone else turned it first): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}

export function useHostSignUp() {
  return useMutation({
    mutationFn: async (lead: HostLeadCreate): Promise<HostLeadCreated> =>
      (await callApi(routes.hostLeads.signUp(), { body: lead })).data,
  });
}
