import { appInfoSchema, itemResponse } from '@hearth/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './client.ts';

const appInfoResponse = itemResponse(appInfoSchema);

export const appInfoQuery = queryOptions({
  queryKey: ['system', 'appInfo'],
  queryFn: async ({ signal }) => {
    const response = await apiClient.get('/api/app-info', { signal });
    return appInfoResponse.parse(response.data).data;
  },
  // The operator rarely renames the instance; every page shows it.
  staleTime: 5 * 60_000,
});

/** Instance name, support address and version, which the shell shows on every page. */
export function useAppInfo() {
  return useQuery(appInfoQuery);
}
