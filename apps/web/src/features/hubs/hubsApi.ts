import {
  type ClusterWrite,
  type HomeWrite,
  type HubCreate,
  type HubDetail,
  type HubOperatorKind,
  type HubUpdate,
  hubDetailSchema,
  hubOperatorSchema,
  hubSummarySchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';

const hubList = listResponse(hubSummarySchema);
const oneHub = itemResponse(hubDetailSchema);
/** Every hub query starts with this key, so one write refreshes the directory and the page. */
export const hubsKey = ['shared-living-hubs'] as const;

export function useHubList(params: QueryParams) {
  return useQuery({
    queryKey: [...hubsKey, 'list', params],
    queryFn: ({ signal }) => fetchParsed('/api/shared-living-hubs', hubList, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHub(hubId: number, enabled = true) {
  return useQuery({
    queryKey: [...hubsKey, 'detail', hubId],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`/api/shared-living-hubs/${hubId}`, oneHub, { signal })).data,
    enabled,
  });
}

/**
 * The agencies and partners an administrator may make a hub's operator. An answer for text typed
 * over is not cancelled: it is small, and kept in case the same text comes back.
 */
export function useHubOperators(kind: HubOperatorKind, q: string) {
  return useQuery({
    queryKey: [...hubsKey, 'operators', kind, q],
    queryFn: async () =>
      (
        await fetchParsed('/api/shared-living-hubs/operators', listResponse(hubOperatorSchema), {
          params: { kind, q: q || undefined },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** A write whose answer is the hub's fresh page; every hub query is refreshed after it. */
function useHubWrite<V>(send: (values: V) => Promise<{ data: HubDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V): Promise<HubDetail> => (await send(values)).data,
    onSuccess: (hub) => {
      queryClient.setQueryData([...hubsKey, 'detail', hub.id], hub);
      return queryClient.invalidateQueries({ queryKey: hubsKey });
    },
  });
}

export function useSaveHub(hubId: number | null) {
  return useHubWrite((values: HubCreate | HubUpdate) =>
    hubId === null
      ? sendParsed('post', '/api/shared-living-hubs', oneHub, values)
      : sendParsed('put', `/api/shared-living-hubs/${hubId}`, oneHub, values),
  );
}

export function useSaveCluster(hubId: number, clusterId: number | null) {
  return useHubWrite((values: ClusterWrite) =>
    clusterId === null
      ? sendParsed('post', `/api/shared-living-hubs/${hubId}/clusters`, oneHub, values)
      : sendParsed('put', `/api/shared-living-clusters/${clusterId}`, oneHub, values),
  );
}

/** Adds a home to `clusterId`, or changes home `homeId`. */
export function useSaveHome(target: { clusterId: number } | { homeId: number }) {
  return useHubWrite((values: HomeWrite) =>
    'clusterId' in target
      ? sendParsed('post', `/api/shared-living-clusters/${target.clusterId}/homes`, oneHub, values)
      : sendParsed('put', `/api/shared-living-homes/${target.homeId}`, oneHub, values),
  );
}

export function useRetireHome() {
  return useHubWrite((homeId: number) =>
    sendParsed('post', `/api/shared-living-homes/${homeId}/retire`, oneHub),
  );
}
