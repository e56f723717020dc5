import { routes } from '@hearth/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './callApi.ts';

export const appInfoQuery = queryOptions({
  queryKey: ['system', 'appInfo'],
  queryFn: async ({ signal }) => (await callApi(routes.system.appInfo(), { signal })).data,
  // The operator rarely renames the instance; every page shows it.
  staleTime: 5 * 60_000,
});

/** Instance name, support address and version, which the shell shows on every page. */
export function useAppInfo() {
  return useQuery(appInfoQuery);
}
