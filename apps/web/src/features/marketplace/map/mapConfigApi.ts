import { routes } from '@hearth/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

export const mapConfigQuery = queryOptions({
  queryKey: ['marketplace', 'mapConfig'],
  queryFn: async ({ signal }) => (await callApi(routes.system.mapConfig(), { signal })).data,
  // Set by the operator at start-up: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where the map's tiles come from; until it answers (or if it fails) the map has a blank base. */
export function useMapConfig() {
  return useQuery(mapConfigQuery);
}
