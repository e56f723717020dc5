import {
  type ClusterWrite,
  type HomeWrite,
  type HubCreate,
  type HubDetail,
  type HubOperatorKind,
  type HubUpdate,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

/** Every hub query starts with this key, so one write refreshes the directory and the page. */
export const hubsKey = ['shared-living-hubs'] as const;

export function useHubList(params: QueryParams) {
  return useQuery({
    queryKey: [...hubsKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.hubs.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHub(hubId: number, enabled = true) {
  return useQuery({
    queryKey: [...hubsKey, 'detail', hubId],
    queryFn: async ({ signal }) => (await callApi(routes.hubs.show({ hubId }), { signal })).data,
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
        await callApi(routes.hubs.operators(), {
          query: { kind, q: q || undefined },
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
      ? callApi(routes.hubs.create(), { body: values })
      : callApi(routes.hubs.update({ hubId }), { body: values }),
  );
}

export function useSaveCluster(hubId: number, clusterId: number | null) {
  return useHubWrite((values: ClusterWrite) =>
    clusterId === null
      ? callApi(routes.hubs.addCluster({ hubId }), { body: values })
      : callApi(routes.hubs.updateCluster({ clusterId }), { body: values }),
  );
}

/** Adds a home to `clusterId`, or changes home `homeId`. */
export function useSaveHome(target: { clusterId: number } | { homeId: number }) {
  return useHubWrite((values: HomeWrite) =>
    'clusterId' in target
      ? callApi(routes.hubs.addHome({ clusterId: target.clusterId }), { body: values })
      : callApi(routes.hubs.updateHome({ homeId: target.homeId }), { body: values }),
  );
}

export function useRetireHome() {
  return useHubWrite((homeId: number) => callApi(routes.hubs.retireHome({ homeId })));
}
