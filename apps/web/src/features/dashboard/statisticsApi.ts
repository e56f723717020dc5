import { routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

export const statisticsKey = ['reportStatistics'] as const;

/**
 * The dashboard's tiles of the signed-in person's scope. Figures without a live event (postings,
 * documents, care requests…) are read again whenever the window regains focus.
 */
export function useStatistics() {
  return useQuery({
    queryKey: statisticsKey,
    queryFn: async ({ signal }) => (await callApi(routes.reports.statistics(), { signal })).data,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
